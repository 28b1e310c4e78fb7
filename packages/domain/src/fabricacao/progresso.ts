/**
 * A fabrication's progress (issue 20), the same numbers the API computes in SQL (fabricacao.repository.ts):
 * - by weight: Σ line weight × (done operations ÷ operations) ÷ Σ line weight, a line weighing
 *   quantidade × pesoUnitarioKg; an item without operations counts as nothing done;
 * - by item: the items whose every operation is done ÷ all items (an item without operations is not done);
 * - per operation kind: the weight of the items that passed it ÷ the weight of the items that need it.
 * Percentages from 0 to 100 with two decimals; 0 when there is nothing to weigh.
 */
export interface TProgressoItem {
  quantidade: number;
  pesoUnitarioKg: number;
  operacoes: { tipoId: string; concluida: boolean }[];
}

export interface TProgressoPorTipo {
  tipoId: string;
  pesoNecessarioKg: number;
  pesoConcluidoKg: number;
  progresso: number;
}

export interface TProgresso {
  pesoTotalKg: number;
  pesoConcluidoKg: number;
  progressoPeso: number;
  itens: number;
  itensConcluidos: number;
  progressoItens: number;
  porTipo: TProgressoPorTipo[];
}

const round = (v: number, casas: number) => Math.round(v * 10 ** casas) / 10 ** casas;
/** A share as a percentage with two decimals (0 when the whole is 0). */
export const percentual = (parte: number, todo: number) => (todo > 0 ? round((parte / todo) * 100, 2) : 0);

export function progressoFabricacao(itens: TProgressoItem[]): TProgresso {
  let pesoTotal = 0;
  let pesoConcluido = 0;
  let itensConcluidos = 0;
  const porTipo = new Map<string, { necessario: number; concluido: number }>();
  for (const item of itens) {
    const peso = item.quantidade * item.pesoUnitarioKg;
    const feitas = item.operacoes.filter((o) => o.concluida).length;
    const total = item.operacoes.length;
    pesoTotal += peso;
    if (total > 0) pesoConcluido += (peso * feitas) / total;
    if (total > 0 && feitas === total) itensConcluidos += 1;
    for (const op of item.operacoes) {
      const tipo = porTipo.get(op.tipoId) ?? { necessario: 0, concluido: 0 };
      tipo.necessario += peso;
      if (op.concluida) tipo.concluido += peso;
      porTipo.set(op.tipoId, tipo);
    }
  }
  return {
    pesoTotalKg: round(pesoTotal, 3),
    pesoConcluidoKg: round(pesoConcluido, 3),
    progressoPeso: percentual(pesoConcluido, pesoTotal),
    itens: itens.length,
    itensConcluidos,
    progressoItens: percentual(itensConcluidos, itens.length),
    porTipo: [...porTipo].map(([tipoId, t]) => ({
      tipoId,
      pesoNecessarioKg: round(t.necessario, 3),
      pesoConcluidoKg: round(t.concluido, 3),
      progresso: percentual(t.concluido, t.necessario),
    })),
  };
}
