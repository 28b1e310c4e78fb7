import { Box, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDate, type TAgendaItem } from '@portal/domain';
import { AgendaEntrada } from './AgendaEntrada';

/**
 * The month on a wide screen: seven columns from Sunday, whole weeks (the days of the months around it dimmed),
 * today ringed, each day with its hearings and deadlines.
 */
export function AgendaGrade({
  mes,
  dias,
  porDia,
  hoje,
}: {
  mes: string;
  dias: string[];
  porDia: Map<string, TAgendaItem[]>;
  hoje: string;
}) {
  const { t } = useTranslation('juridico');
  const semana = t('agenda.semana', { returnObjects: true }) as string[];
  return (
    <Box
      data-testid="agenda-grade"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        overflow: 'hidden',
      }}
    >
      {semana.map((dia) => (
        <Typography
          key={dia}
          variant="caption"
          aria-hidden
          sx={{ py: 0.5, textAlign: 'center', fontWeight: 600, bgcolor: 'action.hover' }}
        >
          {dia}
        </Typography>
      ))}
      {dias.map((dia, i) => {
        const doMes = dia.startsWith(mes);
        const itens = porDia.get(dia) ?? [];
        return (
          <Box
            key={dia}
            aria-label={formatDate(dia)}
            role="group"
            sx={{
              minHeight: 104,
              minWidth: 0,
              p: 0.5,
              borderTop: 1,
              borderLeft: i % 7 ? 1 : 0,
              borderColor: 'divider',
              bgcolor: doMes ? undefined : 'action.hover',
            }}
          >
            <Typography
              variant="caption"
              aria-current={dia === hoje ? 'date' : undefined}
              sx={{
                display: 'inline-flex',
                alignItems: 'center',
                justifyContent: 'center',
                minWidth: 24,
                height: 24,
                mb: 0.25,
                borderRadius: '50%',
                fontWeight: dia === hoje ? 700 : 400,
                color: dia === hoje ? 'primary.contrastText' : doMes ? 'text.primary' : 'text.disabled',
                bgcolor: dia === hoje ? 'primary.main' : undefined,
              }}
            >
              {Number(dia.slice(8))}
            </Typography>
            <Stack spacing={0.5} sx={{ opacity: doMes ? 1 : 0.6 }}>
              {itens.map((item) => (
                <AgendaEntrada key={item.id} item={item} />
              ))}
            </Stack>
          </Box>
        );
      })}
    </Box>
  );
}
