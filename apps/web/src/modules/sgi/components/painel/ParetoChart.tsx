import { useTheme } from '@mui/material';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsWrapper } from '@mui/x-charts/ChartsWrapper';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { useTranslation } from 'react-i18next';
import { SGI_6M_LABEL, formatDecimal, type TPainelSgi } from '@portal/domain';

/**
 * The Pareto of root causes by Ishikawa's 6M: how many occurrences each M caused (bars, largest first, on the left
 * axis) and the cumulative share (the line, on the right axis up to 100 %), so the few Ms behind most of them stand
 * out.
 */
export function ParetoChart({ pareto }: { pareto: TPainelSgi['pareto6M'] }) {
  const { t } = useTranslation('sgi');
  const theme = useTheme();
  const pct = (v: number | null) => (v === null ? '' : `${formatDecimal(v, 0)} %`);
  return (
    <ChartsDataProvider
      height={280}
      margin={{ left: 0, right: 0 }}
      xAxis={[{ id: 'causas', scaleType: 'band', data: pareto.map((p) => SGI_6M_LABEL[p.causa]) }]}
      yAxis={[
        { id: 'qtd', position: 'left', min: 0, tickMinStep: 1, width: 36 },
        {
          id: 'pct',
          position: 'right',
          min: 0,
          max: 100,
          width: 48,
          valueFormatter: (v: number) => `${v} %`,
        },
      ]}
      series={[
        {
          type: 'bar',
          id: 'total',
          yAxisId: 'qtd',
          label: t('painel.paretoOcorrencias'),
          data: pareto.map((p) => p.total),
          color: theme.palette.primary.main,
        },
        {
          type: 'line',
          id: 'acumulado',
          yAxisId: 'pct',
          label: t('painel.paretoAcumulado'),
          data: pareto.map((p) => Math.round(p.acumulado * 1000) / 10),
          color: theme.palette.error.main,
          showMark: true,
          valueFormatter: pct,
        },
      ]}
    >
      <ChartsWrapper>
        <ChartsLegend />
        <ChartsSurface>
          <ChartsGrid horizontal />
          <BarPlot />
          <LinePlot />
          <MarkPlot />
          <ChartsAxisHighlight x="band" />
          <ChartsXAxis axisId="causas" />
          <ChartsYAxis axisId="qtd" />
          <ChartsYAxis axisId="pct" />
        </ChartsSurface>
        <ChartsTooltip />
      </ChartsWrapper>
    </ChartsDataProvider>
  );
}
