import { addDays, daysBetween } from '@portal/domain';
import type { PlanoRow } from './plano-row.types';

export interface GanttLayout {
  inicio: string;
  fim: string;
  /** Offsets in % of the whole period, per line with valid dates. */
  barras: Record<string, { left: number; width: number }>;
  /** Where today falls, in %, or null outside the period. */
  hoje: number | null;
  /** First day of each month shown as a tick (every few months on a long plan). */
  marcas: { data: string; left: number }[];
}

const ISO = /^\d{4}-\d{2}-\d{2}$/;
const valida = (r: PlanoRow) =>
  ISO.test(r.inicioPrevisto) && ISO.test(r.fimPrevisto) && r.inicioPrevisto <= r.fimPrevisto;

/** Lays the plan out on one time axis, from its first planned start to its last planned end (whole days). */
export function ganttLayout(rows: readonly PlanoRow[], hoje: string): GanttLayout | null {
  const validas = rows.filter(valida);
  if (validas.length === 0) return null;
  const inicio = validas.reduce(
    (min, r) => (r.inicioPrevisto < min ? r.inicioPrevisto : min),
    validas[0]!.inicioPrevisto,
  );
  const fim = validas.reduce(
    (max, r) => (r.fimPrevisto > max ? r.fimPrevisto : max),
    validas[0]!.fimPrevisto,
  );
  const dias = daysBetween(inicio, fim) + 1;
  const pos = (data: string) => (100 * daysBetween(inicio, data)) / dias;
  const barras = Object.fromEntries(
    validas.map((r) => [
      r.key,
      {
        left: pos(r.inicioPrevisto),
        width: (100 * (daysBetween(r.inicioPrevisto, r.fimPrevisto) + 1)) / dias,
      },
    ]),
  );
  const meses: string[] = [];
  for (
    let d = `${inicio.slice(0, 7)}-01`;
    d <= fim;
    d = addDays(`${d.slice(0, 7)}-28`, 4).slice(0, 8) + '01'
  ) {
    if (d >= inicio) meses.push(d);
  }
  const passo = Math.max(1, Math.ceil(meses.length / 12));
  return {
    inicio,
    fim,
    barras,
    hoje: hoje >= inicio && hoje <= fim ? (100 * (daysBetween(inicio, hoje) + 0.5)) / dias : null,
    marcas: meses.filter((_, i) => i % passo === 0).map((data) => ({ data, left: pos(data) })),
  };
}
