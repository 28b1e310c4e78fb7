import { Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TOs } from '@portal/domain';
import { OsPrioridadeChip } from './OsPrioridadeChip';
import { OsStatusChip } from './OsStatusChip';

/** The order's number, title, team, status and priority, and how many logs and checklists it has. */
export function OsCabecalho({ os }: { os: TOs }) {
  const { t } = useTranslation('os');
  return (
    <Stack spacing={1}>
      <Typography variant="h5" component="h1">
        {t('pagina.titulo', { numero: os.numero, titulo: os.titulo })}
      </Typography>
      <Stack direction="row" sx={{ gap: 0.75, flexWrap: 'wrap', alignItems: 'center' }}>
        <OsStatusChip status={os.status} size="medium" />
        <OsPrioridadeChip prioridade={os.prioridade} />
        <Chip size="small" variant="outlined" label={t(`tipos.${os.tipo}`)} />
        {os.atrasada && <Chip size="small" color="error" label={t('lista.atrasada')} />}
        <Typography variant="body2" color="text.secondary">
          {os.obra.codigo} · {t('pagina.diarios', { count: os.diarios })} ·{' '}
          {t('pagina.checklists', { count: os.checklists })}
        </Typography>
      </Stack>
    </Stack>
  );
}
