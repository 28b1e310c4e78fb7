import { useMediaQuery, useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import type { TProgressoTipo } from '@portal/domain';
import { pct } from '../formatos';

/** Progress by weight per operation kind, as horizontal bars from 0 to 100% (names read on a phone). */
export function ProgressoPorTipoChart({ porTipo }: { porTipo: TProgressoTipo[] }) {
  const { t } = useTranslation('fabricacao');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <BarChart
      height={56 + porTipo.length * 34}
      layout="horizontal"
      skipAnimation
      hideLegend
      yAxis={[{ scaleType: 'band', data: porTipo.map((p) => p.tipo.nome), width: phone ? 84 : 110 }]}
      xAxis={[
        {
          min: 0,
          max: 100,
          tickNumber: phone ? 3 : 5,
          valueFormatter: (v: number) => `${v}%`,
          colorMap: {
            type: 'piecewise',
            thresholds: [100],
            colors: [theme.palette.primary.main, theme.palette.success.main],
          },
        },
      ]}
      series={[
        {
          label: t('painel.progressoPeso'),
          data: porTipo.map((p) => p.progresso),
          valueFormatter: (v) => (v === null ? '' : pct(v)),
        },
      ]}
      grid={{ vertical: true }}
      margin={{ left: 0, right: 16 }}
    />
  );
}
