import { useTheme } from '@mui/material';
import { LineChart } from '@mui/x-charts/LineChart';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { TCurvaSPonto } from '@portal/domain';
import { formatDecimal } from '../../format-decimal';

const pct = (value: number | null) => (value === null ? '—' : `${formatDecimal(value)} %`);

/** Planned against actual cumulative physical %, day by day (the actual line stops today). */
export function CurvaSChart({ pontos, height }: { pontos: TCurvaSPonto[]; height: number }) {
  const { t } = useTranslation('rdo');
  const theme = useTheme();
  // Noon, so no time zone shift moves a point to the day before.
  const datas = pontos.map((p) => dayjs(`${p.data}T12:00:00`).toDate());
  return (
    <LineChart
      height={height}
      skipAnimation
      xAxis={[
        {
          data: datas,
          scaleType: 'time',
          valueFormatter: (value: Date, context) =>
            dayjs(value).format(context.location === 'tick' ? 'DD/MM' : 'DD/MM/YYYY'),
        },
      ]}
      yAxis={[{ min: 0, max: 100, width: 48, valueFormatter: (value: number) => `${value} %` }]}
      series={[
        {
          id: 'previsto',
          label: t('curva.previsto'),
          data: pontos.map((p) => p.previsto),
          showMark: false,
          color: theme.palette.grey[500],
          valueFormatter: pct,
        },
        {
          id: 'realizado',
          label: t('curva.realizado'),
          data: pontos.map((p) => p.realizado),
          showMark: false,
          color: theme.palette.primary.main,
          valueFormatter: pct,
        },
      ]}
      grid={{ horizontal: true }}
      margin={{ left: 0, right: 12 }}
    />
  );
}
