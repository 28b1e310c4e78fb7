import { useMediaQuery, useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { formatDecimal } from '@portal/domain';

export interface Barra {
  rotulo: string;
  valor: number;
  /** The bar's own colour (a status's); used when every bar has one. */
  cor?: string;
}

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

/** A long name (an obra, a situation) shortened on the axis; the tooltip keeps it whole. */
const encurtar = (texto: string, max: number) => (texto.length > max ? `${texto.slice(0, max - 1)}…` : texto);
/** A count, as a Brazilian writes it (1.234). */
const inteiro = (v: number) => formatDecimal(v, 0);

/**
 * One value per name, as horizontal bars (names read on a phone, however many): SGI occurrences by status or obra,
 * documents by situation, tickets by product, costs or ratings by obra. Counts unless `formatar` says otherwise;
 * `eixo` writes the value axis shorter than the tooltip (money as "R$ 2 mil"). Each bar's `cor` colours it, or
 * `cores` colours by value (the ratings). `nomesLongos` gives the names a wider axis.
 */
export function BarrasHorizontais({
  barras,
  rotuloSerie,
  nomesLongos = false,
  formatar,
  eixo = formatar,
  cor,
  cores,
  max,
}: {
  barras: readonly Barra[];
  rotuloSerie: string;
  nomesLongos?: boolean;
  /** Not a count: money, an average. */
  formatar?: (valor: number) => string;
  eixo?: (valor: number) => string;
  cor?: string;
  cores?: CoresPorValor;
  max?: number;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const porBarra = barras.every((b) => b.cor)
    ? { type: 'ordinal' as const, values: barras.map((b) => b.rotulo), colors: barras.map((b) => b.cor!) }
    : undefined;
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
          width: nomesLongos ? (phone ? 110 : 170) : phone ? 100 : 140,
          colorMap: porBarra,
          valueFormatter: (v: string, context) =>
            context.location === 'tick' ? encurtar(v, nomesLongos ? (phone ? 15 : 26) : phone ? 14 : 22) : v,
        },
      ]}
      xAxis={[
        {
          min: 0,
          max,
          tickMinStep: formatar ? undefined : 1,
          // Few ticks: money reads "R$ 2,5 mil", and the names take half a phone's width.
          tickNumber: phone ? 3 : 5,
          valueFormatter: eixo ? (v: number) => eixo(v) : undefined,
          colorMap: cores,
        },
      ]}
      series={[
        {
          label: rotuloSerie,
          data: barras.map((b) => b.valor),
          color: cor ?? theme.palette.primary.main,
          valueFormatter: (v: number | null) => (v === null ? '' : (formatar ?? inteiro)(v)),
        },
      ]}
      grid={{ vertical: true }}
      margin={{ left: 0, right: 16 }}
    />
  );
}

/**
 * Values by category in columns: counts by month, several series side by side (opened and finished) or stacked
 * (`empilhadas`: the review codes A–D of each month); `cores` colours by category (the ratings 0–10),
 * `coresPorValor` by value (averages by month, with the scale's `max`).
 */
export function BarrasVerticais({
  categorias,
  series,
  altura = 260,
  empilhadas = false,
  cores,
  coresPorValor,
  max,
  formatar = inteiro,
}: {
  categorias: readonly string[];
  series: readonly { rotulo: string; valores: readonly number[]; cor?: string }[];
  altura?: number;
  empilhadas?: boolean;
  cores?: CoresPorCategoria;
  coresPorValor?: CoresPorValor;
  max?: number;
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
        stack: empilhadas ? 'total' : undefined,
        valueFormatter: (v: number | null) => (v === null ? '' : formatar(v)),
      }))}
      grid={{ horizontal: true }}
      margin={{ left: 0, right: 12 }}
    />
  );
}
