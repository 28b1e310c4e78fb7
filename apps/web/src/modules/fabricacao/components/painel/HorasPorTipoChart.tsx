import { useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import type { TProgressoTipo } from '@portal/domain';
import { horas } from '../formatos';

/** Planned against actual hours per operation kind, side by side. */
export function HorasPorTipoChart({ porTipo }: { porTipo: TProgressoTipo[] }) {
  const { t } = useTranslation('fabricacao');
  const theme = useTheme();
  const formatar = (v: number | null) => (v === null ? '' : horas(v));
  return (
    <BarChart
      height={260}
      skipAnimation
      xAxis={[{ scaleType: 'band', data: porTipo.map((p) => p.tipo.nome) }]}
      yAxis={[{ width: 48, min: 0, valueFormatter: (v: number) => `${v} h` }]}
      series={[
        {
          label: t('painel.horasPrevistas'),
          data: porTipo.map((p) => p.horasPrevistas),
          color: theme.palette.grey[500],
          valueFormatter: formatar,
        },
        {
          label: t('painel.horasReais'),
          data: porTipo.map((p) => p.horasReais),
          color: theme.palette.primary.main,
          valueFormatter: formatar,
        },
      ]}
      grid={{ horizontal: true }}
      margin={{ left: 0, right: 12 }}
    />
  );
}
