import { useMediaQuery, useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';

/** Colours by value: below the first threshold the first colour, and so on (the ratings: red, amber, green). */
export interface CoresPorValor {
  type: 'piecewise';
  thresholds: number[];
  colors: string[];
}

/** Colours by category: `values[k]` gets `colors[k]`. */
export interface CoresPorCategoria {
  type: 'ordinal';
  values: string[];
  colors: string[];
}

export interface Barra {
  rotulo: string;
  valor: number;
}

/** A long name (an obra, a product) shortened on the axis; the tooltip keeps it whole. */
const encurtar = (texto: string, max = 24) => (texto.length > max ? `${texto.slice(0, max - 1)}…` : texto);

/**
 * One value per name, as horizontal bars (names read on a phone, however many): tickets by status or product, costs
 * by obra, averages by obra. `cores` colours by value (the ratings), `coresPorRotulo` by name (the statuses);
 * `eixo` writes the value axis shorter than the tooltip (money as "R$ 2 mil"), `inteiro` keeps it to whole numbers.
 */
export function BarrasHorizontais({
  barras,
  rotuloSerie,
  formatar,
  eixo = formatar,
  inteiro = false,
  cor,
  cores,
  coresPorRotulo,
  max,
}: {
  barras: readonly Barra[];
  rotuloSerie: string;
  formatar: (valor: number) => string;
  eixo?: (valor: number) => string;
  inteiro?: boolean;
  cor?: string;
  cores?: CoresPorValor;
  coresPorRotulo?: CoresPorCategoria;
  max?: number;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <BarChart
      height={56 + barras.length * 34}
      layout="horizontal"
      skipAnimation
      hideLegend
      yAxis={[
        {
          scaleType: 'band',
          data: barras.map((b) => b.rotulo),
          width: phone ? 104 : 150,
          colorMap: coresPorRotulo,
          valueFormatter: (v: string, context) =>
            context.location === 'tick' ? encurtar(v, phone ? 15 : 24) : v,
        },
      ]}
      xAxis={[
        {
          min: 0,
          max,
          tickMinStep: inteiro ? 1 : undefined,
          // Few ticks: money reads "R$ 2,5 mil", and the names take half a phone's width.
          tickNumber: phone ? 3 : 5,
          valueFormatter: (v: number) => eixo(v),
          colorMap: cores,
        },
      ]}
      series={[
        {
          label: rotuloSerie,
          data: barras.map((b) => b.valor),
          color: cor ?? theme.palette.primary.main,
          valueFormatter: (v) => (v === null ? '' : formatar(v)),
        },
      ]}
      grid={{ vertical: true }}
      margin={{ left: 0, right: 16 }}
    />
  );
}

/**
 * Values by category in columns: one series (tickets by status, with each status's colour) or several side by side
 * (opened and concluded per month).
 */
export function BarrasVerticais({
  categorias,
  series,
  cores,
  coresPorValor,
  max,
  altura = 260,
  formatar = (v) => String(v),
}: {
  categorias: readonly string[];
  series: readonly { rotulo: string; valores: readonly number[]; cor?: string }[];
  cores?: CoresPorCategoria;
  /** Colours by value instead (averages by month), with the scale's top. */
  coresPorValor?: CoresPorValor;
  max?: number;
  altura?: number;
  formatar?: (valor: number) => string;
}) {
  return (
    <BarChart
      height={altura}
      skipAnimation
      hideLegend={series.length < 2}
      xAxis={[{ scaleType: 'band', data: [...categorias], colorMap: cores }]}
      yAxis={[
        {
          width: 40,
          min: 0,
          max,
          tickMinStep: 1,
          colorMap: coresPorValor,
          valueFormatter: (v: number) => formatar(v),
        },
      ]}
      series={series.map((s) => ({
        label: s.rotulo,
        data: [...s.valores],
        color: s.cor,
        valueFormatter: (v: number | null) => (v === null ? '' : formatar(v)),
      }))}
      grid={{ horizontal: true }}
      margin={{ left: 0, right: 12 }}
    />
  );
}
