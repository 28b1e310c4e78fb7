import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@portal/domain';
import { formatDecimal } from '../../format-decimal';
import { desvioSeverity } from './desvio-severity';

/** Today's gap between the actual and the planned curve, in points, as a big number coloured by the threshold. */
export function CurvaSDesvio({
  hoje,
  limiar,
}: {
  hoje: { data: string; previsto: number; realizado: number; desvio: number };
  limiar: number;
}) {
  const { t } = useTranslation('rdo');
  const severity = desvioSeverity(hoje.desvio, limiar);
  const sinal = hoje.desvio > 0 ? '+' : hoje.desvio < 0 ? '−' : '';
  return (
    <Box aria-live="polite">
      <Typography variant="caption" color="text.secondary" component="p">
        {t('curva.desvioHoje', { data: formatDate(hoje.data) })}
      </Typography>
      <Typography variant="h3" component="p" sx={{ color: `${severity}.main`, fontWeight: 600 }}>
        {sinal}
        {formatDecimal(Math.abs(hoje.desvio), 1)}
      </Typography>
      <Typography variant="body2" sx={{ color: `${severity}.dark` }}>
        {t(`curva.desvio.${severity}`, { limite: formatDecimal(limiar) })}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        {t('curva.realizadoPrevisto', {
          realizado: formatDecimal(hoje.realizado),
          previsto: formatDecimal(hoje.previsto),
        })}
      </Typography>
    </Box>
  );
}
