import {
  parseDecimal,
  type TColunaExtra,
  type TLinhaMaterial,
  type TLinhaMaterialInput,
  type TUnidadeMaterial,
} from '@portal/domain';

/**
 * A line as the grid holds it while it is edited: what was typed, checked against the contract only when saved
 * (or pasted). The quantity stays the text typed, in pt-BR (`12,5`), so a half-typed number is never lost.
 */
export interface LinhaGrade {
  /** The grid's row id: the saved line's id, or a new line's own key. */
  key: string;
  /** The saved line's id (absent for a new line). */
  id?: string;
  codigoSap: string;
  descricao: string;
  unidade: TUnidadeMaterial;
  quantidade: string;
  especificacao: string;
  observacoes: string;
  /** The template's extra columns, by `chave`. */
  extras: Record<string, string>;
}

/** The fixed columns, in the grid's order (a paste from a spreadsheet fills them in this order, then the extras). */
export const CAMPOS_FIXOS = [
  'codigoSap',
  'descricao',
  'unidade',
  'quantidade',
  'especificacao',
  'observacoes',
] as const;

/** The grid field of an extra column (the API names it the same way in its errors: `linhas.3.extras.peso`). */
export const campoExtra = (chave: string) => `extras.${chave}`;

let seq = 0;
/** A new line's key, unique in this page. */
export const novaChave = () => `nova-${++seq}`;

/** A quantity as the grid shows it for editing: pt-BR decimal comma, no thousands separator (`1234,5`). */
export function quantidadeTexto(value: number): string {
  return String(value).replace('.', ',');
}

/**
 * A quantity typed or pasted the pt-BR way: `12,5`, `1.234,5`, `1.234` (a dot before three digits groups
 * thousands, as a pt-BR spreadsheet shows them), `12.5` (typed with a dot), spaces ignored. Null when it is no number.
 */
export function lerQuantidade(texto: string): number | null {
  let t = texto.replace(/[\s\u00a0]/g, '');
  if (t.includes(',')) t = t.replace(/\.(?=\d{3}(\D|$))/g, '');
  else if (/^[+-]?[1-9]\d{0,2}(\.\d{3})+$/.test(t)) t = t.replace(/\./g, '');
  return parseDecimal(t);
}

/** A saved line (of a list, or a template's default line) as the grid edits it. */
export function linhaDaApi(linha: Omit<TLinhaMaterial, 'id'> & { id?: string }): LinhaGrade {
  return {
    key: linha.id ?? novaChave(),
    ...(linha.id ? { id: linha.id } : {}),
    codigoSap: linha.codigoSap,
    descricao: linha.descricao,
    unidade: linha.unidade,
    quantidade: quantidadeTexto(linha.quantidade),
    especificacao: linha.especificacao,
    observacoes: linha.observacoes,
    extras: { ...linha.extras },
  };
}

/** An empty new line (unit `un`, the most common). */
export function linhaVazia(): LinhaGrade {
  return {
    key: novaChave(),
    codigoSap: '',
    descricao: '',
    unidade: 'un',
    quantidade: '',
    especificacao: '',
    observacoes: '',
    extras: {},
  };
}

/**
 * What the contract checks for a grid line: the quantity read as a number (an unreadable one is left as typed, so
 * the contract says it is not a number; an empty one is left out, so a template's default line gets zero), and only
 * the filled extra columns the list or template has.
 */
export function entradaDaLinha(linha: LinhaGrade, colunas: readonly TColunaExtra[]) {
  const quantidade = lerQuantidade(linha.quantidade);
  const typed = linha.quantidade.trim();
  return {
    ...(linha.id ? { id: linha.id } : {}),
    codigoSap: linha.codigoSap,
    descricao: linha.descricao,
    unidade: linha.unidade,
    quantidade: quantidade ?? (typed === '' ? undefined : typed),
    especificacao: linha.especificacao,
    observacoes: linha.observacoes,
    extras: Object.fromEntries(
      colunas.map((c) => [c.chave, linha.extras[c.chave] ?? ''] as const).filter(([, v]) => v.trim() !== ''),
    ),
  };
}

/**
 * A checked line as sent, without its empty texts and extras (the contract fills them in again): thousands of lines
 * make a smaller request.
 */
export function semVazios(linha: TLinhaMaterialInput): TLinhaMaterialInput {
  const { codigoSap, especificacao, observacoes, extras, ...resto } = linha;
  return {
    ...resto,
    ...(codigoSap ? { codigoSap } : {}),
    ...(especificacao ? { especificacao } : {}),
    ...(observacoes ? { observacoes } : {}),
    ...(extras && Object.keys(extras).length > 0 ? { extras } : {}),
  };
}
