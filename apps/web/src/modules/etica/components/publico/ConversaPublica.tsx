import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TRelatoPublico } from '@portal/domain';
import { ArquivosChips } from '../ArquivosChips';
import { MensagemBolha } from '../MensagemBolha';

/**
 * The conversation as the reporter reads it: their additions ("Você") and the committee's answers ("Comitê de
 * ética", never who wrote them), oldest first.
 */
export function ConversaPublica({ mensagens }: { mensagens: TRelatoPublico['mensagens'] }) {
  const { t } = useTranslation('etica');
  if (mensagens.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('acompanhar.semMensagens')}
      </Typography>
    );
  return (
    <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {mensagens.map((m, i) => (
        <MensagemBolha
          key={`${m.em}-${i}`}
          doComite={m.tipo === 'resposta'}
          autor={m.tipo === 'resposta' ? t('acompanhar.comite') : t('acompanhar.voce')}
          em={m.em}
          texto={m.texto}
          arquivos={<ArquivosChips arquivos={m.arquivos} />}
        />
      ))}
    </Stack>
  );
}
