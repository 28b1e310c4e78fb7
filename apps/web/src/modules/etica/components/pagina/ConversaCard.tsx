import { Alert, Divider, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TRelato } from '@portal/domain';
import { SectionCard } from '../../../../components/SectionCard';
import { ArquivosChips } from '../ArquivosChips';
import { MensagemBolha } from '../MensagemBolha';
import { TextoComArquivosForm } from './TextoComArquivosForm';

/**
 * The conversation with the reporter: what they added and the committee's answers (with who answered, which the
 * reporter does not see), and the form to answer them.
 */
export function ConversaCard({ relato }: { relato: TRelato }) {
  const { t } = useTranslation('etica');
  return (
    <SectionCard id="relato-conversa" title={t('conversa.titulo')}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('conversa.ajuda')}
      </Typography>
      {relato.mensagens.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('conversa.vazia')}
        </Typography>
      ) : (
        <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {relato.mensagens.map((m) => (
            <MensagemBolha
              key={m.id}
              doComite={m.tipo === 'resposta'}
              autor={
                m.tipo === 'resposta' ? t('conversa.comite', { nome: m.autor ?? '' }) : t('conversa.relator')
              }
              em={m.em}
              texto={m.texto}
              arquivos={<ArquivosChips arquivos={m.arquivos} />}
            />
          ))}
        </Stack>
      )}
      {relato.acoes.editar && (
        <>
          <Divider sx={{ my: 2 }} />
          <Alert severity="info" sx={{ mb: 1.5 }}>
            {t('conversa.arquivosSoComite')}
          </Alert>
          <TextoComArquivosForm
            relatoId={relato.id}
            tipo="respostas"
            rotulo={t('conversa.texto')}
            enviar={t('conversa.enviar')}
            enviado={t('conversa.enviada')}
            anexar={t('conversa.anexar')}
            testId="relato-resposta"
          />
        </>
      )}
    </SectionCard>
  );
}
