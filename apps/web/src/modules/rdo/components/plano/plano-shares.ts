import { roundTo2 } from '@portal/domain';
import type { PlanoRow } from './plano-row.types';

/**
 * Each line's share of the whole, in %: its weight over the sum of weights (what the S-curve uses, so the weights
 * need not add up to 100). Lines without a valid weight count as 0.
 */
export function planoShares(rows: readonly Pick<PlanoRow, 'key' | 'peso'>[]): {
  total: number;
  porLinha: Record<string, number>;
} {
  const peso = (p: number | null) => (p !== null && Number.isFinite(p) && p > 0 ? p : 0);
  const total = rows.reduce((sum, r) => sum + peso(r.peso), 0);
  const porLinha = Object.fromEntries(
    rows.map((r) => [r.key, total > 0 ? roundTo2((100 * peso(r.peso)) / total) : 0]),
  );
  return { total: roundTo2(total), porLinha };
}
