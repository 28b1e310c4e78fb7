import { Box, Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDate, weekdayOf, type TAgendaItem } from '@portal/domain';
import { AgendaEntrada } from './AgendaEntrada';

const maiuscula = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The month on a phone: its days that have something, in order, each with its hearings and deadlines. */
export function AgendaLista({ porDia, hoje }: { porDia: [string, TAgendaItem[]][]; hoje: string }) {
  const { t } = useTranslation('juridico');
  return (
    <Stack component="ul" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label={t('agenda.dias')}>
      {porDia.map(([dia, itens]) => (
        <Box component="li" key={dia}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.75 }}>
            <Typography component="h2" variant="subtitle2" aria-current={dia === hoje ? 'date' : undefined}>
              {t('agenda.dia', { semana: maiuscula(weekdayOf(dia)), data: formatDate(dia) })}
            </Typography>
            {dia === hoje && <Chip size="small" color="primary" label={t('agenda.hoje')} />}
          </Stack>
          <Stack spacing={0.75}>
            {itens.map((item) => (
              <AgendaEntrada key={item.id} item={item} detalhe />
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
