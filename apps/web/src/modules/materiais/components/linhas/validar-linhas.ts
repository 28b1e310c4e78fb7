import type { z } from 'zod';
import type { TColunaExtra } from '@portal/domain';
import { entradaDaLinha, type LinhaGrade } from './linha-grade';

/** One refused cell: the line (its grid key and its position from 0), the field, the contract's or the API's message. */
export interface ErroLinha {
  key: string;
  indice: number;
  /** A grid field: `descricao`, `unidade`, `extras.peso`... */
  campo: string;
  mensagem: string;
}

/** What was refused in the grid: per cell, and what belongs to no line (the whole list's limit...). */
export interface ErrosLinhas {
  linhas: ErroLinha[];
  gerais: string[];
}

/** The errors by line key and field, as the grid marks its cells. */
export function errosPorCelula(erros: ErrosLinhas | null): Record<string, Record<string, string>> {
  const celulas: Record<string, Record<string, string>> = {};
  for (const e of erros?.linhas ?? []) (celulas[e.key] ??= {})[e.campo] = e.mensagem;
  return celulas;
}

/**
 * Checks every grid line with the contract (a list's line, or a template's default line): the lines as the API
 * takes them when all pass, else each refused cell.
 */
export function validarLinhas<S extends z.ZodType>(
  linhas: readonly LinhaGrade[],
  colunas: readonly TColunaExtra[],
  schema: S,
): { entradas: z.output<S>[]; erros: ErroLinha[] } {
  const entradas: z.output<S>[] = [];
  const erros: ErroLinha[] = [];
  linhas.forEach((linha, indice) => {
    const checked = schema.safeParse(entradaDaLinha(linha, colunas));
    if (checked.success) entradas.push(checked.data);
    else
      for (const issue of checked.error.issues)
        erros.push({ key: linha.key, indice, campo: issue.path.join('.'), mensagem: issue.message });
  });
  return { entradas, erros };
}

/**
 * The API's refusal of the lines (`linhas.12.unidade`, counted from 0 in the order sent) on the grid's lines; any
 * other message (the list's own limit) belongs to no line.
 */
export function errosDaApi(
  fieldErrors: readonly { campo: string; mensagem: string }[],
  linhas: readonly LinhaGrade[],
): ErrosLinhas {
  const result: ErrosLinhas = { linhas: [], gerais: [] };
  for (const { campo, mensagem } of fieldErrors) {
    const match = /^linhas\.(\d+)\.(.+)$/.exec(campo);
    const linha = match ? linhas[Number(match[1])] : undefined;
    if (match && linha)
      result.linhas.push({ key: linha.key, indice: Number(match[1]), campo: match[2]!, mensagem });
    else result.gerais.push(mensagem);
  }
  return result;
}
