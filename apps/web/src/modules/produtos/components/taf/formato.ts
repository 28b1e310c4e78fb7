/** A number as a Brazilian reads it: "10,05" (no thousands dot: a measured value, not money). */
export const numeroBr = (n: number | undefined) =>
  n === undefined ? '' : n.toLocaleString('pt-BR', { maximumFractionDigits: 4, useGrouping: false });

/** The API's exact decimal text ("10.05") as typed on a tablet ("10,05"). */
export const decimalBr = (valor: string | null | undefined) => (valor ?? '').replace('.', ',');
