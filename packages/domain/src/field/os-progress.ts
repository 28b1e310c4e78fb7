/** An order's EAP item as its progress sees it: the quantity to execute, what its logs executed, the EAP weight. */
export interface OsItemProgress {
  quantidade: number;
  executado: number;
  peso: number;
}

/** 0 to 100 of one item: executed over the quantity, capped at 100. */
export function itemPercentual(quantidade: number, executado: number): number {
  if (quantidade <= 0) return 0;
  return Math.min(100, (executado / quantidade) * 100);
}

/**
 * An order's progress (0 to 100, one decimal): the mean of its items' percentages weighted by their EAP weights, or
 * a plain mean when no item has a weight. An order without items has no progress to show (0).
 */
export function osProgresso(itens: readonly OsItemProgress[]): number {
  if (itens.length === 0) return 0;
  const pesoTotal = itens.reduce((sum, i) => sum + Math.max(0, i.peso), 0);
  const weighted = itens.reduce((sum, i) => {
    const peso = pesoTotal > 0 ? Math.max(0, i.peso) : 1;
    return sum + peso * itemPercentual(i.quantidade, i.executado);
  }, 0);
  const total = pesoTotal > 0 ? pesoTotal : itens.length;
  return Math.round((weighted / total) * 10) / 10;
}
