import { Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDate, type TOsResumo } from '@portal/domain';
import { OsPrioridadeChip } from './OsPrioridadeChip';
import { OsProgresso } from './OsProgresso';
import { OsStatusChip } from './OsStatusChip';

/** An order as a card on a phone: number and title, status, priority, dates, responsible person, progress. */
export function OsCardContent({ os }: { os: TOsResumo }) {
  const { t } = useTranslation('os');
  return (
    <Stack spacing={0.75}>
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
        {t('lista.cartaoTitulo', { numero: os.numero, titulo: os.titulo })}
      </Typography>
      <Stack direction="row" sx={{ gap: 0.75, flexWrap: 'wrap' }}>
        <OsStatusChip status={os.status} />
        <OsPrioridadeChip prioridade={os.prioridade} />
        <Chip size="small" variant="outlined" label={t(`tipos.${os.tipo}`)} />
        {os.atrasada && <Chip size="small" color="error" label={t('lista.atrasada')} />}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('lista.prazo', { inicio: formatDate(os.inicioPrevisto), fim: formatDate(os.fimPrevisto) })}
        {' · '}
        {os.responsavel?.name ?? t('campos.semResponsavel')}
      </Typography>
      <OsProgresso valor={os.progresso} label={t('campos.progresso')} />
    </Stack>
  );
}
