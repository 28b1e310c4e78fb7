import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { ZEapItemInput, zodMessagePtBr } from '@portal/domain';
import { ValidationFailed } from '../../errors/domain-errors';
import {
  cellText,
  findHeader,
  parseNumero,
  readSheetRows,
  type Cell,
  type SheetColumnSpec,
  type SheetRow,
} from '../../spreadsheet/read-sheet';

export { parseNumero };

/** The most items one spreadsheet may bring: an EAP is read whole on every screen that shows it. */
export const EAP_MAX_ROWS = 2000;

/** The columns of an EAP spreadsheet, the header people see, and the other names accepted for each. */
export const EAP_COLUMNS = [
  { key: 'codigo', header: 'Código', aliases: ['codigo', 'item', 'eap', 'codigo eap', 'wbs'] },
  {
    key: 'descricao',
    header: 'Descrição',
    aliases: ['descricao', 'atividade', 'servico', 'descricao do item'],
  },
  { key: 'unidade', header: 'Unidade', aliases: ['unidade', 'un', 'und', 'unid'] },
  {
    key: 'quantidade',
    header: 'Quantidade',
    aliases: ['quantidade', 'qtd', 'qtde', 'quant', 'quantidade prevista'],
  },
  { key: 'peso', header: 'Peso', aliases: ['peso'] },
] as const satisfies readonly SheetColumnSpec[];
type ColumnKey = (typeof EAP_COLUMNS)[number]['key'];
const REQUIRED: readonly ColumnKey[] = ['codigo', 'descricao'];
const LABEL = Object.fromEntries(EAP_COLUMNS.map((c) => [c.key, c.header])) as Record<ColumnKey, string>;

/** One line of the spreadsheet, checked: its code, its parent's code and the item's fields. */
export interface EapLinha {
  linha: number;
  codigo: string;
  pai: string | null;
  descricao: string;
  unidade: string;
  quantidade: number;
  peso: number;
}

/** An item as the template writes it. */
export interface EapModeloLinha {
  codigo: string;
  descricao: string;
  unidade: string;
  quantidade: number;
  peso: number;
}

/** `1.02.` → `1.2`; `null` when it is not numbers separated by dots. */
function normalizeCodigo(cell: Cell): string | null {
  const text = cellText(cell).replace(/\.$/, '');
  if (!/^\d+(\.\d+)*$/.test(text)) return null;
  const parts = text.split('.').map(Number);
  return parts.some((p) => p < 1) ? null : parts.join('.');
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
const ZLinha = ZEapItemInput.omit({ parentId: true });

/** Checks one line; a line's problems are joined into one message, as people fix a line at a time. */
function readRow(
  row: SheetRow,
  columns: Partial<Record<ColumnKey, number>>,
  seen: Map<string, number>,
): EapLinha | { mensagem: string } {
  const cell = (key: ColumnKey) => (columns[key] === undefined ? null : (row.cells[columns[key]] ?? null));
  const problems: string[] = [];
  const codigo = normalizeCodigo(cell('codigo'));
  const typed = cellText(cell('codigo'));
  if (!typed) problems.push('Código: informe o código do item (como 1, 1.1 ou 1.1.1)');
  else if (!codigo)
    problems.push(`Código: “${typed}” não é um código (use números separados por ponto, como 1.2.3)`);
  else if (seen.has(codigo))
    problems.push(`Código ${codigo} repetido (já está na linha ${seen.get(codigo)})`);
  else seen.set(codigo, row.linha);
  const numero = (key: 'quantidade' | 'peso') => {
    const value = parseNumero(cell(key));
    if (value === null) problems.push(`${LABEL[key]}: “${cellText(cell(key))}” não é um número`);
    return value ?? undefined;
  };
  const parsed = ZLinha.safeParse(
    {
      descricao: cellText(cell('descricao')),
      unidade: cellText(cell('unidade')),
      quantidade: numero('quantidade'),
      peso: numero('peso'),
    },
    // The column's name before the contract's words, so "não pode ser negativa" says which cell.
    { error: (issue) => zodMessagePtBr(issue) ?? 'Valor inválido' },
  );
  for (const issue of parsed.error?.issues ?? []) {
    const key = String(issue.path[0] ?? '') as ColumnKey;
    if (key === 'quantidade' || key === 'peso') {
      if (problems.some((p) => p.startsWith(`${LABEL[key]}:`))) continue;
    }
    problems.push(key in LABEL ? `${LABEL[key]}: ${lowerFirst(issue.message)}` : issue.message);
  }
  if (problems.length > 0 || !parsed.success || !codigo) return { mensagem: problems.join('; ') };
  const pai = codigo.includes('.') ? codigo.slice(0, codigo.lastIndexOf('.')) : null;
  return { linha: row.linha, codigo, pai, ...parsed.data };
}

const refuse = (linha: number, mensagem: string): never => {
  throw new ValidationFailed(`Linha ${linha}: ${mensagem}`, [{ campo: `linha ${linha}`, mensagem }]);
};

/**
 * Reads an EAP spreadsheet (.xlsx): the first sheet whose header (within its first 10 lines) names Código and
 * Descrição; Unidade, Quantidade and Peso are optional (blank = empty unit, 0). The code gives the tree (1, 1.1,
 * 1.1.1): every code's parent code must be in the sheet too. Blank lines are skipped.
 *
 * @returns the lines in tree order (parents before children, siblings by code).
 * @throws ValidationFailed listing every wrong line (`campo: 'linha N'`), or the one thing that keeps the file from
 * being read at all; nothing is returned half.
 */
export async function readEapSpreadsheet(input: Buffer): Promise<EapLinha[]> {
  const sheet = findHeader(await readSheetRows(input), EAP_COLUMNS, REQUIRED);
  const data = sheet.rows.slice(sheet.index + 1);
  if (data.length === 0)
    return refuse(sheet.rows[sheet.index]!.linha, 'a planilha não tem itens abaixo do cabeçalho');
  if (data.length > EAP_MAX_ROWS)
    return refuse(data[EAP_MAX_ROWS]!.linha, `a EAP aceita no máximo ${EAP_MAX_ROWS} itens por planilha`);
  const seen = new Map<string, number>();
  const linhas: EapLinha[] = [];
  const erros: { campo: string; mensagem: string }[] = [];
  for (const row of data) {
    const read = readRow(row, sheet.found, seen);
    if ('mensagem' in read) erros.push({ campo: `linha ${row.linha}`, mensagem: read.mensagem });
    else linhas.push(read);
  }
  for (const linha of linhas) {
    if (linha.pai && !seen.has(linha.pai))
      erros.push({
        campo: `linha ${linha.linha}`,
        mensagem: `Código ${linha.codigo}: o item ${linha.pai}, de que ele faz parte, não está na planilha`,
      });
  }
  if (erros.length > 0) {
    erros.sort((a, b) => Number(a.campo.slice(6)) - Number(b.campo.slice(6)));
    const plural = erros.length > 1 ? 's' : '';
    throw new ValidationFailed(
      `A planilha tem ${erros.length} linha${plural} com erro; nada foi importado. Corrija e envie de novo.`,
      erros,
    );
  }
  const key = (codigo: string) => codigo.split('.').map(Number);
  return linhas.sort((a, b) => {
    const [x, y] = [key(a.codigo), key(b.codigo)];
    for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i]! - y[i]!;
    return x.length - y.length;
  });
}

const EXEMPLO: EapModeloLinha[] = [
  { codigo: '1', descricao: 'Montagem mecânica', unidade: '', quantidade: 0, peso: 60 },
  { codigo: '1.1', descricao: 'Montagem de estruturas metálicas', unidade: 't', quantidade: 48, peso: 50 },
  { codigo: '1.2', descricao: 'Montagem de tubulação de processo', unidade: 'm', quantidade: 1200, peso: 50 },
  { codigo: '2', descricao: 'Montagem elétrica', unidade: '', quantidade: 0, peso: 40 },
  { codigo: '2.1', descricao: 'Lançamento de cabos de força', unidade: 'm', quantidade: 6200, peso: 100 },
];

const INSTRUCOES = [
  'Um item por linha na aba "EAP"; a primeira linha (os títulos) não pode mudar.',
  'Código: o lugar do item na árvore (1, 1.1, 1.1.1). O item 1.2 faz parte do 1, que precisa estar na planilha.',
  'A coluna Código é de texto, para que 1.10 não vire 1,1.',
  'Unidade, Quantidade: onde a quantidade é medida (t, m, un...). Quantidade com vírgula decimal: 7,5.',
  'Peso: quanto o item vale entre os seus irmãos (qualquer escala; os pesos não precisam somar 100).',
  'A importação substitui a EAP inteira, e só enquanto nenhum item dela estiver em uma ordem de serviço.',
  `No máximo ${EAP_MAX_ROWS} itens. Linhas em branco são ignoradas.`,
];

/**
 * Writes the EAP template (.xlsx) to `out` and ends it: an "EAP" sheet with the columns the import reads, filled
 * with `itens` (the current EAP) or, without them, an example; and an "Instruções" sheet.
 */
export async function writeEapTemplate(out: Writable, itens?: readonly EapModeloLinha[]): Promise<void> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Portal de Obras';
  const sheet = workbook.addWorksheet('EAP', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    { header: LABEL.codigo, key: 'codigo', width: 12, style: { numFmt: '@' } },
    { header: LABEL.descricao, key: 'descricao', width: 60 },
    { header: LABEL.unidade, key: 'unidade', width: 10 },
    { header: LABEL.quantidade, key: 'quantidade', width: 14, style: { numFmt: '#,##0.###' } },
    { header: LABEL.peso, key: 'peso', width: 10 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const item of itens?.length ? itens : EXEMPLO) sheet.addRow(item);
  sheet.autoFilter = 'A1:E1';
  const help = workbook.addWorksheet('Instruções');
  help.getColumn(1).width = 110;
  help.addRows(INSTRUCOES.map((line) => [line]));
  await workbook.xlsx.write(out);
}
