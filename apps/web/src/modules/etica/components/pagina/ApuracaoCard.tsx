import { Alert, Box, Chip, Divider, Stack, Typography } from '@mui/material';
import LockIcon from '@mui/icons-material/LockOutlined';
import { useTranslation } from 'react-i18next';
import { formatDateTime, type TRelato } from '@portal/domain';
import { SectionCard } from '../../../../components/SectionCard';
import { ArquivosChips } from '../ArquivosChips';
import { TextoComArquivosForm } from './TextoComArquivosForm';

/**
 * The investigation's record: internal entries the reporter never reads, written while the report is under way.
 */
export function ApuracaoCard({ relato }: { relato: TRelato }) {
  const { t } = useTranslation('etica');
  return (
    <SectionCard
      id="relato-apuracao"
      title={t('apuracao.titulo')}
      aside={<Chip size="small" icon={<LockIcon />} label={t('apuracao.interna')} />}
    >
      {relato.apuracao.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('apuracao.vazia')}
        </Typography>
      ) : (
        <Stack component="ol" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {relato.apuracao.map((a) => (
            <Box component="li" key={a.id} data-testid="relato-apuracao-item">
              <Typography variant="caption" color="text.secondary" component="p">
                <strong>{a.autor ?? t('apuracao.comite')}</strong>
                {` · ${formatDateTime(a.em)}`}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{a.texto}</Typography>
              <ArquivosChips arquivos={a.arquivos} />
            </Box>
          ))}
        </Stack>
      )}
      {relato.acoes.editar && (
        <>
          <Divider sx={{ my: 2 }} />
          {relato.status === 'em_andamento' ? (
            <TextoComArquivosForm
              relatoId={relato.id}
              tipo="apuracao"
              rotulo={t('apuracao.texto')}
              enviar={t('apuracao.registrar')}
              enviado={t('apuracao.registrada')}
              anexar={t('apuracao.anexar')}
              testId="relato-apuracao"
            />
          ) : (
            <Alert severity="info">{t('apuracao.soEmAndamento')}</Alert>
          )}
        </>
      )}
    </SectionCard>
  );
}
