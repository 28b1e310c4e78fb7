import type { PlanoRow } from './plano-row.types';

export interface PlanoErroLinha {
  key: string;
  /** 1-based, as the user counts lines. */
  linha: number;
  codigo: string;
  campo: string;
  mensagem: string;
}

export interface PlanoErros {
  /** key → column → message, to mark the cells. */
  celulas: Record<string, Record<string, string>>;
  /** The same, as a list to read above the grid. */
  linhas: PlanoErroLinha[];
  /** Messages about the plan as a whole (e.g. repeated codes). */
  gerais: string[];
}

const PATH = /^atividades\.(\d+)\.([A-Za-z]+)$/;

/**
 * Puts field errors (`atividades.3.fimPrevisto`, from the API or from the same zod contract run here) on the grid
 * lines they belong to, by position in the list that was sent; anything else is a general message.
 */
export function planoRowErrors(
  erros: readonly { campo: string; mensagem: string }[],
  rows: readonly PlanoRow[],
): PlanoErros {
  const result: PlanoErros = { celulas: {}, linhas: [], gerais: [] };
  for (const { campo, mensagem } of erros) {
    const match = PATH.exec(campo);
    const row = match ? rows[Number(match[1])] : undefined;
    if (!match || !row) {
      if (!result.gerais.includes(mensagem)) result.gerais.push(mensagem);
      continue;
    }
    const coluna = match[2]!;
    (result.celulas[row.key] ??= {})[coluna] = mensagem;
    result.linhas.push({
      key: row.key,
      linha: Number(match[1]) + 1,
      codigo: row.codigo,
      campo: coluna,
      mensagem,
    });
  }
  return result;
}
