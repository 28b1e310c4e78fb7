import type { TPlanoImportado } from '@portal/domain';
import type { PlanoRow } from './plano-row.types';

export interface PlanoMesclado {
  rows: PlanoRow[];
  novas: number;
  atualizadas: number;
  /** Saved lines the spreadsheet no longer has: they go when the plan is saved. */
  removidas: PlanoRow[];
}

const chave = (codigo: string) => codigo.trim().toUpperCase();

/**
 * The spreadsheet becomes the plan under review, in its order. A line whose code is already in the plan keeps that
 * activity's id, so the progress the RDOs reported against it stays attached (removing and re-creating it would
 * drop it from the S-curve); codes not in the plan are new lines.
 */
export function mergeImportado(
  atuais: readonly PlanoRow[],
  importadas: TPlanoImportado['atividades'],
  novaChave: () => string,
): PlanoMesclado {
  const porCodigo = new Map(atuais.map((r) => [chave(r.codigo), r]));
  const usadas = new Set<string>();
  let novas = 0;
  const rows = importadas.map((a): PlanoRow => {
    const atual = porCodigo.get(chave(a.codigo));
    if (atual && !usadas.has(atual.key)) {
      usadas.add(atual.key);
      return { ...atual, ...a };
    }
    novas += 1;
    return {
      key: novaChave(),
      ...a,
      percentualRealizado: null,
      percentualPrevisto: null,
      atrasada: false,
    };
  });
  const removidas = atuais.filter((r) => !usadas.has(r.key));
  return { rows, novas, atualizadas: usadas.size, removidas };
}
