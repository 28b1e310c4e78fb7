/**
 * SPEC §9: the after-sales cost chart shows the 10 largest costs and the rest summed as "Outros". Groups (an obra, a
 * product) are ranked by their total; ties keep the name order, so the chart is the same on every load.
 */
export const CUSTOS_TOPO = 10;
export const CUSTOS_OUTROS = 'Outros';

export interface FatiaDeCusto {
  rotulo: string;
  valor: number;
}

export function topDezMaisOutros(grupos: readonly FatiaDeCusto[], topo = CUSTOS_TOPO): FatiaDeCusto[] {
  const ordenados = [...grupos]
    .filter((g) => g.valor > 0)
    .sort((a, b) => b.valor - a.valor || a.rotulo.localeCompare(b.rotulo, 'pt-BR'));
  if (ordenados.length <= topo) return ordenados;
  // In cents, so that the sum is exact.
  const centavos = ordenados.slice(topo).reduce((soma, g) => soma + Math.round(g.valor * 100), 0);
  return [...ordenados.slice(0, topo), { rotulo: CUSTOS_OUTROS, valor: centavos / 100 }];
}
