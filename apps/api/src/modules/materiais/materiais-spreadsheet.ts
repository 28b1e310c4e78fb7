import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import {
  MATERIAIS_UNIDADES,
  ZLinhaMaterialInput,
  normalizarUnidade,
  zodMessagePtBr,
  type TColunaExtra,
  type TLinhaMaterial,
  type TLinhaMaterialInput,
} from '@portal/domain';
import { ValidationFailed } from '../../errors/domain-errors';
import {
  cellText,
  findHeader,
  normalizeHeader,
  parseNumero,
  readSheetRows,
  type Cell,
  type SheetColumnSpec,
  type SheetRow,
} from '../../spreadsheet/read-sheet';

type FixedKey = 'codigoSap' | 'descricao' | 'unidade' | 'quantidade' | 'especificacao' | 'observacoes';

/** The fixed columns of a list's spreadsheet, the header people see, and the other names accepted for each. */
const FIXED: readonly SheetColumnSpec<FixedKey>[] = [
  {
    key: 'codigoSap',
    header: 'Código SAP',
    aliases: ['codigo sap', 'codigo', 'material', 'cod sap', 'codigo do material', 'matnr'],
  },
  {
    key: 'descricao',
    header: 'Descrição',
    aliases: ['descricao', 'descricao do material', 'item', 'texto breve'],
  },
  { key: 'unidade', header: 'Unidade', aliases: ['unidade', 'un', 'und', 'unid', 'um'] },
  { key: 'quantidade', header: 'Quantidade', aliases: ['quantidade', 'qtd', 'qtde', 'quant'] },
  { key: 'especificacao', header: 'Especificação', aliases: ['especificacao', 'spec', 'norma'] },
  { key: 'observacoes', header: 'Observações', aliases: ['observacoes', 'observacao', 'obs'] },
];
const REQUIRED: readonly string[] = ['descricao', 'unidade', 'quantidade'];

/** The spreadsheet columns of a list: the fixed ones, then the template's (keyed `extra:<chave>`). */
function columnsOf(colunas: readonly TColunaExtra[]): SheetColumnSpec[] {
  return [
    ...FIXED,
    ...colunas.map((c) => ({
      key: `extra:${c.chave}`,
      header: c.titulo,
      aliases: [normalizeHeader(c.chave)],
    })),
  ];
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

function readRow(
  row: SheetRow,
  columns: readonly SheetColumnSpec[],
  found: Partial<Record<string, number>>,
): TLinhaMaterialInput | { mensagem: string } {
  const cell = (key: string): Cell => (found[key] === undefined ? null : (row.cells[found[key]] ?? null));
  const label = (key: string) => columns.find((c) => c.key === key)?.header ?? key;
  const problems: string[] = [];
  const typedUnit = cellText(cell('unidade'));
  const unidade = normalizarUnidade(typedUnit);
  if (typedUnit && !unidade)
    problems.push(
      `Unidade: “${typedUnit}” não é uma unidade conhecida (use ${Object.keys(MATERIAIS_UNIDADES).join(', ')})`,
    );
  const quantidade = parseNumero(cell('quantidade'));
  if (quantidade === null) problems.push(`Quantidade: “${cellText(cell('quantidade'))}” não é um número`);
  const extras = Object.fromEntries(
    columns.filter((c) => c.key.startsWith('extra:')).map((c) => [c.key.slice(6), cellText(cell(c.key))]),
  );
  const parsed = ZLinhaMaterialInput.safeParse(
    {
      codigoSap: cellText(cell('codigoSap')),
      descricao: cellText(cell('descricao')),
      unidade: unidade ?? (typedUnit ? typedUnit : undefined),
      quantidade: quantidade ?? undefined,
      especificacao: cellText(cell('especificacao')),
      observacoes: cellText(cell('observacoes')),
      extras,
    },
    { error: (issue) => zodMessagePtBr(issue) ?? 'Valor inválido' },
  );
  for (const issue of parsed.error?.issues ?? []) {
    const key = String(issue.path[0] ?? '');
    if (key === 'unidade' && typedUnit) continue;
    if (key === 'quantidade' && quantidade === null) continue;
    const message = key === 'unidade' && !typedUnit ? 'informe a unidade' : lowerFirst(issue.message);
    problems.push(`${label(key === 'extras' ? `extra:${String(issue.path[1])}` : key)}: ${message}`);
  }
  if (problems.length > 0 || !parsed.success) return { mensagem: problems.join('; ') };
  return parsed.data;
}

/**
 * Reads a list's spreadsheet (.xlsx): the first sheet whose header names Descrição, Unidade and Quantidade (Código
 * SAP, Especificação, Observações and the template's columns are optional). Units are read as people write them
 * (M2, PC, unid); numbers with a decimal comma.
 *
 * @throws ValidationFailed listing every wrong line (`campo: 'linhas.N'`, N from 0 among the data lines, and the
 * sheet's line number in the message); nothing is returned half.
 */
export async function readListaSpreadsheet(
  input: Buffer,
  colunas: readonly TColunaExtra[],
  max: number,
): Promise<TLinhaMaterialInput[]> {
  const columns = columnsOf(colunas);
  const sheet = findHeader(await readSheetRows(input), columns, REQUIRED);
  const data = sheet.rows.slice(sheet.index + 1);
  const header = sheet.rows[sheet.index]!.linha;
  if (data.length === 0)
    throw new ValidationFailed(`Linha ${header}: a planilha não tem linhas abaixo do cabeçalho`, [
      { campo: 'arquivo', mensagem: 'A planilha não tem linhas abaixo do cabeçalho' },
    ]);
  if (data.length > max)
    throw new ValidationFailed(`A planilha tem ${data.length} linhas; uma lista aceita no máximo ${max}.`, [
      { campo: 'arquivo', mensagem: `No máximo ${max} linhas` },
    ]);
  const linhas: TLinhaMaterialInput[] = [];
  const erros: { campo: string; mensagem: string }[] = [];
  data.forEach((row, index) => {
    const read = readRow(row, columns, sheet.found);
    if ('mensagem' in read)
      erros.push({ campo: `linhas.${index}`, mensagem: `Linha ${row.linha}: ${read.mensagem}` });
    else linhas.push(read);
  });
  if (erros.length > 0) {
    const plural = erros.length > 1 ? 's' : '';
    throw new ValidationFailed(
      `A planilha tem ${erros.length} linha${plural} com erro; nada foi importado. Corrija e envie de novo.`,
      erros,
    );
  }
  return linhas;
}

const INSTRUCOES = [
  'Uma linha de material por linha na aba "Materiais"; a primeira linha (os títulos) não pode mudar.',
  'Obrigatórias: Descrição, Unidade e Quantidade. Código SAP, Especificação e Observações podem ficar em branco.',
  `Unidades aceitas: ${Object.entries(MATERIAIS_UNIDADES)
    .map(([u, { nome }]) => `${u} (${nome})`)
    .join(', ')}.`,
  'Quantidade maior que zero, com vírgula decimal (7,5) e no máximo três casas.',
  'A coluna Código SAP é de texto, para que zeros à esquerda não se percam.',
  'Ao importar, escolha substituir as linhas da lista ou acrescentar estas ao final. Linhas em branco são ignoradas.',
];

/** Writes a list's spreadsheet (its lines, or an example when it has none) with an "Instruções" sheet. */
export async function writeListaSpreadsheet(
  out: Writable,
  colunas: readonly TColunaExtra[],
  linhas: readonly TLinhaMaterial[],
): Promise<void> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Portal de Obras';
  const sheet = workbook.addWorksheet('Materiais', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    { header: 'Código SAP', key: 'codigoSap', width: 16, style: { numFmt: '@' } },
    { header: 'Descrição', key: 'descricao', width: 50 },
    { header: 'Unidade', key: 'unidade', width: 10 },
    { header: 'Quantidade', key: 'quantidade', width: 14, style: { numFmt: '#,##0.###' } },
    { header: 'Especificação', key: 'especificacao', width: 30 },
    { header: 'Observações', key: 'observacoes', width: 30 },
    ...colunas.map((c) => ({ header: c.titulo, key: `extra:${c.chave}`, width: 18 })),
  ];
  sheet.getRow(1).font = { bold: true };
  const exemplo: Omit<TLinhaMaterial, 'id'>[] = [
    {
      codigoSap: '100245',
      descricao: 'Tubo aço carbono sem costura 2" SCH 40',
      unidade: 'm',
      quantidade: 120,
      especificacao: 'ASTM A106 Gr. B',
      observacoes: '',
      extras: {},
    },
    {
      codigoSap: '100871',
      descricao: 'Curva 90° raio longo 2" SCH 40',
      unidade: 'pç',
      quantidade: 24,
      especificacao: 'ASTM A234 WPB',
      observacoes: 'Soldável',
      extras: {},
    },
  ];
  for (const linha of linhas.length > 0 ? linhas : exemplo)
    sheet.addRow({
      ...linha,
      ...Object.fromEntries(colunas.map((c) => [`extra:${c.chave}`, linha.extras[c.chave] ?? ''])),
    });
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: sheet.columnCount } };
  const help = workbook.addWorksheet('Instruções');
  help.getColumn(1).width = 110;
  help.addRows(INSTRUCOES.map((line) => [line]));
  await workbook.xlsx.write(out);
}
