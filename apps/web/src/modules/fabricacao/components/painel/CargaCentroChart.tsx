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
import { LinePlot } from '@mui/x-charts/LineChart';
import { useTranslation } from 'react-i18next';
import type { TCargaCelula, TSemana } from '@portal/domain';
import { horas } from '../formatos';
import { useCoresOcupacao } from '../planejamento/ocupacao';

/**
 * One work centre's load in the next weeks: the planned hours per week as bars, coloured as on the planning board
 * (green below 80% of the capacity, amber up to 100%, red above), and its capacity as a line.
 */
export function CargaCentroChart({ semanas, celulas }: { semanas: TSemana[]; celulas: TCargaCelula[] }) {
  const { t } = useTranslation('fabricacao');
  const theme = useTheme();
  const cor = useCoresOcupacao();
  const porSemana = new Map(celulas.map((c) => [c.semana, c]));
  const linhas = semanas.map((s) => porSemana.get(s.inicio));
  const formatar = (v: number | null) => (v === null ? '' : horas(v));
  return (
    <ChartsDataProvider
      height={220}
      margin={{ left: 0, right: 8 }}
      xAxis={[
        {
          id: 'semanas',
          scaleType: 'band',
          data: semanas.map((s) => s.rotulo.replace(/\/\d+$/, '')),
          colorMap: {
            type: 'ordinal',
            values: semanas.map((s) => s.rotulo.replace(/\/\d+$/, '')),
            colors: linhas.map((c) => cor(c?.ocupacao ?? 0)),
          },
        },
      ]}
      yAxis={[{ id: 'horas', min: 0, width: 44, valueFormatter: (v: number) => `${v} h` }]}
      series={[
        {
          type: 'bar',
          id: 'carga',
          label: t('painel.carga'),
          data: linhas.map((c) => c?.cargaHoras ?? 0),
          valueFormatter: formatar,
        },
        {
          type: 'line',
          id: 'capacidade',
          label: t('painel.capacidade'),
          data: linhas.map((c) => c?.capacidadeHoras ?? 0),
          color: theme.palette.text.secondary,
          showMark: false,
          valueFormatter: formatar,
        },
      ]}
    >
      <ChartsWrapper>
        <ChartsLegend />
        <ChartsSurface>
          <ChartsGrid horizontal />
          <BarPlot />
          <LinePlot />
          <ChartsAxisHighlight x="band" />
          <ChartsXAxis axisId="semanas" />
          <ChartsYAxis axisId="horas" />
        </ChartsSurface>
        <ChartsTooltip />
      </ChartsWrapper>
    </ChartsDataProvider>
  );
}
