import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ETICA_CATEGORIA_LABEL, formatDate, type TRelatoResumo } from '@portal/domain';
import { EticaStatusChip } from '../EticaStatusChip';
import { NovasInformacoesChip } from './NovasInformacoesChip';

/** A report as a card on a phone: protocol and status, category, investigator, dates and what is new. */
export function RelatoCardContent({ relato }: { relato: TRelatoResumo }) {
  const { t } = useTranslation('etica');
  return (
    <Stack spacing={0.5}>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography sx={{ fontWeight: 600 }}>{relato.protocolo}</Typography>
        <EticaStatusChip status={relato.status} />
      </Stack>
      <Typography variant="body2">
        {ETICA_CATEGORIA_LABEL[relato.categoria]}
        {' · '}
        {relato.identificado ? t('lista.identificado') : t('lista.anonimo')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {relato.investigador?.nome ?? t('lista.semInvestigador')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('lista.cartaoDatas', {
          recebido: formatDate(relato.criadoEm),
          atualizado: formatDate(relato.atualizadoEm),
        })}
      </Typography>
      {relato.complementosNovos > 0 && (
        <div>
          <NovasInformacoesChip quantas={relato.complementosNovos} />
        </div>
      )}
    </Stack>
  );
}
