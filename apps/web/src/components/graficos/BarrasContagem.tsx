import { useMediaQuery, useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';

export interface Barra {
  rotulo: string;
  valor: number;
  cor?: string;
}

/** A long name (an obra, a situation) shortened on the axis; the tooltip keeps it whole. */
const encurtar = (texto: string, max: number) => (texto.length > max ? `${texto.slice(0, max - 1)}…` : texto);
const inteiro = (v: number | null) => (v === null ? '' : String(v));

/**
 * One count per name, as horizontal bars (names read on a phone, however many): SGI occurrences by status or obra,
 * documents by situation or discipline; each bar may have its own colour (the statuses'). `nomesLongos` gives the
 * names a wider axis.
 */
export function BarrasHorizontais({
  barras,
  rotuloSerie,
  nomesLongos = false,
}: {
  barras: readonly Barra[];
  rotuloSerie: string;
  nomesLongos?: boolean;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const cores = barras.every((b) => b.cor)
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
          colorMap: cores,
          valueFormatter: (v: string, context) =>
            context.location === 'tick' ? encurtar(v, nomesLongos ? (phone ? 15 : 26) : phone ? 14 : 22) : v,
        },
      ]}
      xAxis={[{ min: 0, tickMinStep: 1 }]}
      series={[
        {
          label: rotuloSerie,
          data: barras.map((b) => b.valor),
          color: theme.palette.primary.main,
          valueFormatter: inteiro,
        },
      ]}
      grid={{ vertical: true }}
      margin={{ left: 0, right: 16 }}
    />
  );
}

/**
 * Counts by month in columns, several series side by side (opened and finished) or stacked (`empilhadas`: the
 * review codes A–D of each month).
 */
export function BarrasVerticais({
  categorias,
  series,
  altura = 260,
  empilhadas = false,
}: {
  categorias: readonly string[];
  series: readonly { rotulo: string; valores: readonly number[]; cor?: string }[];
  altura?: number;
  empilhadas?: boolean;
}) {
  return (
    <BarChart
      height={altura}
      skipAnimation
      xAxis={[{ scaleType: 'band', data: [...categorias] }]}
      yAxis={[{ width: 36, min: 0, tickMinStep: 1 }]}
      series={series.map((s) => ({
        label: s.rotulo,
        data: [...s.valores],
        color: s.cor,
        stack: empilhadas ? 'total' : undefined,
        valueFormatter: inteiro,
      }))}
      grid={{ horizontal: true }}
      margin={{ left: 0, right: 12 }}
    />
  );
}
