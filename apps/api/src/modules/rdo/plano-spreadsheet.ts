import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import {
  ZAtividadePlanejadaInput,
  addDays,
  todayInSaoPaulo,
  zodMessagePtBr,
  type TPlanoImportado,
} from '@portal/domain';
import { ValidationFailed } from '../../errors/domain-errors';
import { readCsvRecords } from './csv-records';
import { cellText, plainCell, type Cell } from '../../spreadsheet/read-sheet';
import {
  PLANO_COLUMNS,
  matchColumns,
  parseDateCell,
  parseNumberCell,
  type PlanoColumnKey,
} from './plano-cells';

/** The same ceiling as the plan itself (`ZPlanoInput`): a bigger file could never be saved. */
export const PLANO_MAX_ROWS = 2000;

type PlanoAtividade = TPlanoImportado['atividades'][number];
type SheetRow = { linha: number; cells: Cell[] };

const LABEL = Object.fromEntries(PLANO_COLUMNS.map((c) => [c.key, c.header])) as Record<
  PlanoColumnKey,
  string
>;
const isBlank = (row: SheetRow) => row.cells.every((cell) => cellText(cell) === '');
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

async function xlsxSheets(input: Buffer): Promise<SheetRow[][]> {
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs types declare their own global `Buffer` (an ArrayBuffer); at run time it takes Node's Buffer.
    await workbook.xlsx.load(input as unknown as ArrayBuffer);
  } catch {
    throw new ValidationFailed(
      'Não foi possível ler a planilha. Abra-a no Excel, salve como .xlsx e envie de novo.',
    );
  }
  return workbook.worksheets.map((sheet) => {
    const rows: SheetRow[] = [];
    sheet.eachRow((row, linha) => {
      const cells: Cell[] = [];
      for (let c = 1; c <= row.cellCount; c++) cells.push(plainCell(row.getCell(c).value));
      rows.push({ linha, cells });
    });
    return rows;
  });
}

/** By content first (a renamed file still reads); the declared type only decides for a file that is neither. */
async function readSheets(input: Buffer, mime: string): Promise<SheetRow[][]> {
  if (input.subarray(0, 4).equals(Buffer.from('PK\x03\x04', 'latin1'))) return xlsxSheets(input);
  if (input.subarray(0, 4).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0])))
    throw new ValidationFailed(
      'Planilhas .xls (Excel 97–2003) não são aceitas. Salve como .xlsx e envie de novo.',
    );
  if (mime.includes('spreadsheetml'))
    throw new ValidationFailed('O arquivo não é uma planilha .xlsx válida.');
  return [readCsvRecords(input)];
}

/** Checks one line; the problems of a line are joined into one message, as a planner fixes a line at a time. */
function readRow(
  row: SheetRow,
  columns: Record<PlanoColumnKey, number>,
  seen: Map<string, number>,
): { atividade: PlanoAtividade } | { mensagem: string } {
  const cell = (key: PlanoColumnKey) => row.cells[columns[key]] ?? null;
  const problems = new Map<string, string>();
  const codigo = cellText(cell('codigo'));
  if (codigo) {
    const first = seen.get(codigo.toUpperCase());
    if (first !== undefined) problems.set('codigo', `Código ${codigo} repetido (já está na linha ${first})`);
    else seen.set(codigo.toUpperCase(), row.linha);
  }
  const peso = parseNumberCell(cell('peso'));
  if (peso === null)
    problems.set('peso', `Peso inválido: “${cellText(cell('peso'))}” (use um número, como 2,5)`);
  const date = (key: 'inicioPrevisto' | 'fimPrevisto', name: string) => {
    const value = parseDateCell(cell(key));
    if (value === undefined) problems.set(key, `Informe a data de ${name}`);
    if (value === null)
      problems.set(key, `Data de ${name} inválida: “${cellText(cell(key))}” (use dd/mm/aaaa)`);
    return value ?? undefined;
  };
  const candidate = {
    codigo,
    descricao: cellText(cell('descricao')),
    peso: peso ?? undefined,
    inicioPrevisto: date('inicioPrevisto', 'início'),
    fimPrevisto: date('fimPrevisto', 'término'),
  };
  // Messages the contract does not word itself get the column's name, so "deve ter no máximo 30 caracteres"
  // says which cell is too long; the global error map is not relied upon (it is installed by the server only).
  const parsed = ZAtividadePlanejadaInput.safeParse(candidate, {
    error: (issue) => {
      const key = String(issue.path?.[0] ?? '') as PlanoColumnKey;
      const message = zodMessagePtBr(issue) ?? 'Valor inválido';
      return key in LABEL ? `${LABEL[key]}: ${lowerFirst(message)}` : message;
    },
  });
  for (const issue of parsed.error?.issues ?? []) {
    const key = String(issue.path[0] ?? '');
    if (!problems.has(key)) problems.set(key, issue.message);
  }
  if (problems.size > 0 || !parsed.success) {
    return { mensagem: `Linha ${row.linha}: ${[...problems.values()].join('; ')}` };
  }
  const { codigo: c, descricao, peso: p, inicioPrevisto, fimPrevisto } = parsed.data;
  return { atividade: { codigo: c, descricao, peso: p, inicioPrevisto, fimPrevisto } };
}

/** Lines a header may sit below: a title, the obra's name, a date... but not the plan itself. */
const HEADER_SEARCH_ROWS = 10;

const countColumns = (row: SheetRow) => Object.keys(matchColumns(row.cells)).length;

/**
 * The header of a sheet: of its top lines, the one naming the most columns (the first, on a tie), so a title above
 * it does not hide it and a header lacking a column is still the line the error points at.
 */
function findHeader(rows: SheetRow[]): { headerIndex: number; found: number } {
  let best = { headerIndex: 0, found: 0 };
  rows.slice(0, HEADER_SEARCH_ROWS).forEach((row, headerIndex) => {
    const found = countColumns(row);
    if (found > best.found) best = { headerIndex, found };
  });
  return best;
}

const single = (message: string, linha: number): TPlanoImportado => ({
  atividades: [],
  erros: [{ linha, mensagem: message }],
});

function missingColumnsError(header: SheetRow): TPlanoImportado {
  const columns = matchColumns(header.cells);
  const missing = PLANO_COLUMNS.filter((c) => columns[c.key] === undefined).map((c) => c.header);
  const plural = missing.length > 1 ? 's' : '';
  const expected = PLANO_COLUMNS.map((c) => c.header).join(', ');
  return single(
    `Linha ${header.linha}: coluna${plural} não encontrada${plural}: ${missing.join(', ')}. ` +
      `O cabeçalho deve ter os títulos ${expected}.`,
    header.linha,
  );
}

/**
 * Reads a plan spreadsheet (.xlsx, or .csv separated by `;`, `,` or tab, UTF-8 with or without BOM) into
 * activities for the planner to review; nothing is saved. Columns are found by their header, whatever the case,
 * accents or order: Código (or EAP), Descrição (or Atividade), Peso, Início (or Início previsto) and Término (or
 * Fim, Término previsto); the header is normally line 1, but a title above it is tolerated. Dates may be Excel
 * dates, `dd/mm/aaaa` or `aaaa-mm-dd`; weights `2,5`, `1.234,5` or `2.5`.
 *
 * A line that fails `ZAtividadePlanejadaInput`, or repeats an earlier line's code, is left out and reported in
 * `erros` with its line number as the spreadsheet shows it; blank lines are skipped. A file without the required
 * columns, or with more than 2000 activities, gives a single error and no activity.
 *
 * @throws ValidationFailed when the file is not a spreadsheet that can be read at all.
 */
export async function readPlanoSpreadsheet(input: Buffer, mime: string): Promise<TPlanoImportado> {
  const sheets = (await readSheets(input, mime))
    .map((rows) => rows.filter((row) => !isBlank(row)))
    .filter((rows) => rows.length > 0);
  if (sheets.length === 0) return single('A planilha está vazia.', 1);
  const headers = sheets.map((rows) => ({ rows, ...findHeader(rows) }));
  // The first sheet that has every column: a workbook may carry a cover or notes sheet before the plan.
  const plan = headers.find((h) => h.found === PLANO_COLUMNS.length);
  if (!plan) {
    const closest = headers.reduce((best, h) => (h.found > best.found ? h : best));
    return missingColumnsError(closest.rows[closest.headerIndex]!);
  }
  const data = plan.rows.slice(plan.headerIndex + 1);
  if (data.length > PLANO_MAX_ROWS) {
    return single(
      `A planilha tem ${data.length} atividades; o plano aceita no máximo ${PLANO_MAX_ROWS}. ` +
        'Agrupe atividades e envie de novo.',
      data[PLANO_MAX_ROWS]!.linha,
    );
  }
  const columns = matchColumns(plan.rows[plan.headerIndex]!.cells) as Record<PlanoColumnKey, number>;
  const seen = new Map<string, number>();
  const result: TPlanoImportado = { atividades: [], erros: [] };
  for (const row of data) {
    const read = readRow(row, columns, seen);
    if ('atividade' in read) result.atividades.push(read.atividade);
    else result.erros.push({ linha: row.linha, mensagem: read.mensagem });
  }
  return result;
}

const toExcelDate = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** What a blank template shows, dated from today so the example reads as a real plan. */
function exampleRows(): PlanoAtividade[] {
  const today = todayInSaoPaulo();
  return [
    {
      codigo: '1.1',
      descricao: 'Mobilização e canteiro de obras',
      peso: 5,
      inicioPrevisto: today,
      fimPrevisto: addDays(today, 6),
    },
    {
      codigo: '1.2',
      descricao: 'Fundações',
      peso: 20,
      inicioPrevisto: addDays(today, 7),
      fimPrevisto: addDays(today, 34),
    },
  ];
}

const INSTRUCOES = [
  'Preencha uma atividade por linha na aba "Plano"; a primeira linha (os títulos) não pode mudar.',
  'Código: o item da EAP (ex.: 1.2.3), único no plano. A coluna é de texto, para que 1.10 não vire 1,1.',
  'Peso: quanto a atividade vale no todo; qualquer número maior que zero (os pesos não precisam somar 100).',
  'Início e Término: datas dd/mm/aaaa; o término não pode vir antes do início.',
  `No máximo ${PLANO_MAX_ROWS} atividades. Linhas em branco são ignoradas.`,
];

/**
 * Writes the plan template (.xlsx) to `out` and ends it: a "Plano" sheet with the columns the import reads
 * (Código, Descrição, Peso, Início, Término), filled with `atividades` or, without them, two example rows; and an
 * "Instruções" sheet. A planner fills it in Excel and imports it back with {@link readPlanoSpreadsheet}.
 */
export async function writePlanoTemplate(
  out: Writable,
  atividades?: readonly PlanoAtividade[],
): Promise<void> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Portal de Obras';
  const sheet = workbook.addWorksheet('Plano', { views: [{ state: 'frozen', ySplit: 1 }] });
  const dateStyle = { numFmt: 'dd/mm/yyyy' };
  sheet.columns = [
    // Text, so an EAP code typed later as 1.10 is not turned into the number 1.1 by Excel.
    { header: LABEL.codigo, key: 'codigo', width: 14, style: { numFmt: '@' } },
    { header: LABEL.descricao, key: 'descricao', width: 60 },
    { header: LABEL.peso, key: 'peso', width: 10 },
    { header: LABEL.inicioPrevisto, key: 'inicioPrevisto', width: 14, style: dateStyle },
    { header: LABEL.fimPrevisto, key: 'fimPrevisto', width: 14, style: dateStyle },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const a of atividades ?? exampleRows()) {
    sheet.addRow({
      ...a,
      inicioPrevisto: toExcelDate(a.inicioPrevisto),
      fimPrevisto: toExcelDate(a.fimPrevisto),
    });
  }
  sheet.autoFilter = 'A1:E1';
  const help = workbook.addWorksheet('Instruções');
  help.getColumn(1).width = 110;
  help.addRows(INSTRUCOES.map((line) => [line]));
  await workbook.xlsx.write(out);
}
