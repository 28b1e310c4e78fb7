import i18next from 'i18next';
import type { z } from 'zod';
import { normalizarUnidade, type TColunaExtra } from '@portal/domain';
import { escreverTsv, lerTsv } from './ler-tsv';
import {
  CAMPOS_FIXOS,
  campoExtra,
  entradaDaLinha,
  lerQuantidade,
  linhaVazia,
  quantidadeTexto,
  type LinhaGrade,
} from './linha-grade';

/** A refused cell of a paste: the row as pasted (from 1), the grid field, why. */
export interface ErroColagem {
  linha: number;
  campo: string;
  mensagem: string;
}

/** What a paste from a spreadsheet gives: the lines read, each refused cell, and whether a header row was skipped. */
export interface Colagem {
  linhas: LinhaGrade[];
  erros: ErroColagem[];
  cabecalho: boolean;
}

const t = (key: string, options?: Record<string, unknown>) => i18next.t(`materiais:${key}`, options ?? {});

/** Lower case, no accents, no punctuation: how a header cell is compared with the grid's titles. */
const simples = (texto: string) =>
  texto
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** The other names a takeoff spreadsheet gives the fixed columns in its header. */
const APELIDOS = ['codigo', 'cod sap', 'material', 'item', 'qtd', 'qtde', 'quant', 'um', 'obs', 'observacao'];

/** A first row with at least two cells named like the grid's columns is the spreadsheet's header. */
function ehCabecalho(cells: readonly string[], colunas: readonly TColunaExtra[]): boolean {
  const titulos = new Set([
    ...CAMPOS_FIXOS.map((c) => simples(t(`campos.${c}`))),
    ...colunas.map((c) => simples(c.titulo)),
    ...APELIDOS,
  ]);
  return cells.filter((c) => c.trim() !== '' && titulos.has(simples(c))).length >= 2;
}

/**
 * Reads cells copied from Excel or LibreOffice as new grid lines, the columns in the grid's order (código SAP,
 * descrição, unidade, quantidade, especificação, observações, then the list's extra columns): units as people write
 * them ("M2", "PC"), quantities in pt-BR ("1.234,5"). Each line is checked with the contract (`schema`: a list's
 * line, or a template's default line); a refused line is reported with its row number and adds nothing.
 */
export function lerColagem(texto: string, colunas: readonly TColunaExtra[], schema: z.ZodType): Colagem {
  const campos = [...CAMPOS_FIXOS, ...colunas.map((c) => campoExtra(c.chave))];
  const rows = lerTsv(texto);
  const primeira = rows.findIndex((r) => r.some((c) => c.trim() !== ''));
  const cabecalho = primeira >= 0 && ehCabecalho(rows[primeira]!, colunas);
  const linhas: LinhaGrade[] = [];
  const erros: ErroColagem[] = [];

  rows.forEach((cells, index) => {
    const numero = index + 1;
    if ((cabecalho && index === primeira) || cells.every((c) => c.trim() === '')) return;
    const proprios: ErroColagem[] = [];
    const sobra = cells.slice(campos.length).filter((c) => c.trim() !== '').length;
    if (sobra > 0)
      proprios.push({
        linha: numero,
        campo: 'colunas',
        mensagem: t('colar.erros.colunasAMais', { count: sobra, colunas: campos.length }),
      });
    const cell = (i: number) => (cells[i] ?? '').trim();
    const unidadeTexto = cell(2);
    const unidade = normalizarUnidade(unidadeTexto);
    if (!unidade)
      proprios.push({
        linha: numero,
        campo: 'unidade',
        mensagem: unidadeTexto
          ? t('colar.erros.unidade', { valor: unidadeTexto })
          : t('colar.erros.unidadeVazia'),
      });
    const quantidadeLida = cell(3) === '' ? null : lerQuantidade(cell(3));
    if (cell(3) !== '' && quantidadeLida === null)
      proprios.push({
        linha: numero,
        campo: 'quantidade',
        mensagem: t('colar.erros.quantidade', { valor: cell(3) }),
      });

    const linha: LinhaGrade = {
      ...linhaVazia(),
      codigoSap: cell(0),
      descricao: cell(1),
      unidade: unidade ?? 'un',
      quantidade: quantidadeLida === null ? '' : quantidadeTexto(quantidadeLida),
      especificacao: cell(4),
      observacoes: cell(5),
      extras: Object.fromEntries(colunas.map((c, i) => [c.chave, cell(CAMPOS_FIXOS.length + i)])),
    };
    const checked = schema.safeParse(entradaDaLinha(linha, colunas));
    const ja = new Set(proprios.map((e) => e.campo));
    const doContrato = checked.success
      ? []
      : checked.error.issues
          .map((i) => ({ linha: numero, campo: i.path.join('.'), mensagem: i.message }))
          .filter((e) => !ja.has(e.campo));
    if (proprios.length === 0 && doContrato.length === 0) linhas.push(linha);
    else erros.push(...proprios, ...doContrato);
  });
  return { linhas, erros, cabecalho };
}

/** The pasted text without the rows of these numbers (from 1): the refused lines dropped, the rest as pasted. */
export function semAsLinhas(texto: string, numeros: ReadonlySet<number>): string {
  return escreverTsv(lerTsv(texto).filter((_, i) => !numeros.has(i + 1)));
}
