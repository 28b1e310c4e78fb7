import ExcelJS, { type CellValue } from 'exceljs';
import { ValidationFailed } from '../errors/domain-errors';

/**
 * Reading the spreadsheets people send (an EAP, a materials list): every import finds its header by the column
 * titles people write, reads numbers as typed in Brazil and refuses a file that is not an .xlsx in pt-BR.
 */
export type Cell = string | number | Date | null;
export type SheetRow = { linha: number; cells: Cell[] };

/** A column an import reads: its key, the title the template writes, and the other titles people use for it. */
export interface SheetColumnSpec<K extends string = string> {
  key: K;
  header: string;
  aliases: readonly string[];
}

/** An exceljs value (rich text, hyperlink, formula...) as the plain value a person sees in the cell. */
export function plainCell(value: CellValue): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || value instanceof Date) return value;
  if (typeof value === 'boolean') return String(value);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('hyperlink' in value) return plainCell(value.text as CellValue);
  if ('formula' in value || 'sharedFormula' in value) return plainCell(value.result as CellValue);
  if ('error' in value) return value.error;
  return null;
}

/** The cell as trimmed text (a number as JavaScript writes it, a date as `aaaa-mm-dd`). */
export const cellText = (cell: Cell) =>
  cell === null ? '' : cell instanceof Date ? cell.toISOString().slice(0, 10) : String(cell).trim();

/** `" Código da EAP* "` → `codigo da eap`: case, accents, punctuation and extra spaces do not matter. */
export function normalizeHeader(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Where each known column is in a header row (its first occurrence). */
export function matchColumns<K extends string>(
  columns: readonly SheetColumnSpec<K>[],
  cells: readonly Cell[],
): Partial<Record<K, number>> {
  const found: Partial<Record<K, number>> = {};
  cells.forEach((cell, index) => {
    const name = normalizeHeader(cellText(cell));
    const column = columns.find((c) => c.aliases.includes(name) || normalizeHeader(c.header) === name);
    if (column && found[column.key] === undefined) found[column.key] = index;
  });
  return found;
}

/**
 * A number as typed in Brazil: `7,5`, `1.200` and `1.234,5` (dots group thousands), or a plain `7.5`. A number cell
 * is taken as it is. `undefined` for an empty cell, `null` for text that is not a number.
 */
export function parseNumero(cell: Cell): number | null | undefined {
  if (cell === null) return undefined;
  if (typeof cell === 'number') return cell;
  if (cell instanceof Date) return null;
  let text = cell.replace(/[\s\u00a0]/g, '');
  if (text === '') return undefined;
  if (text.includes(',')) text = text.replace(/\./g, '').replace(',', '.');
  else if (/^-?[1-9]\d{0,2}(\.\d{3})+$/.test(text)) text = text.replace(/\./g, '');
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(text)) return null;
  return Number(text);
}

/** The non-blank rows of every sheet of an .xlsx, refused in pt-BR when the file is not one or cannot be read. */
export async function readSheetRows(input: Buffer): Promise<SheetRow[][]> {
  if (!input.subarray(0, 4).equals(Buffer.from('PK\x03\x04', 'latin1')))
    throw new ValidationFailed('O arquivo não é uma planilha .xlsx. Salve-o como .xlsx e envie de novo.', [
      { campo: 'arquivo', mensagem: 'Envie uma planilha .xlsx' },
    ]);
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs types declare their own global `Buffer` (an ArrayBuffer); at run time it takes Node's Buffer.
    await workbook.xlsx.load(input as unknown as ArrayBuffer);
  } catch {
    throw new ValidationFailed(
      'Não foi possível ler a planilha. Abra-a no Excel, salve como .xlsx e envie de novo.',
      [{ campo: 'arquivo', mensagem: 'Planilha ilegível' }],
    );
  }
  return workbook.worksheets.map((sheet) => {
    const rows: SheetRow[] = [];
    sheet.eachRow((row, linha) => {
      const cells: Cell[] = [];
      for (let c = 1; c <= row.cellCount; c++) cells.push(plainCell(row.getCell(c).value));
      if (cells.some((cell) => cellText(cell) !== '')) rows.push({ linha, cells });
    });
    return rows;
  });
}

/**
 * The first sheet whose header (within its first 10 lines) names every required column, with the row its data
 * starts after; when none does, refuses naming what the closest sheet lacks (a cover sheet before the data says
 * nothing useful).
 */
export function findHeader<K extends string>(
  sheets: SheetRow[][],
  columns: readonly SheetColumnSpec<K>[],
  required: readonly K[],
): { rows: SheetRow[]; index: number; found: Partial<Record<K, number>> } {
  const filled = sheets.filter((rows) => rows.length > 0);
  if (filled.length === 0)
    throw new ValidationFailed('Linha 1: A planilha está vazia', [
      { campo: 'linha 1', mensagem: 'A planilha está vazia' },
    ]);
  const headers = filled.map((rows) => {
    const top = rows.slice(0, 10).map((row, index) => ({ index, found: matchColumns(columns, row.cells) }));
    const best = top.reduce((a, b) => (Object.keys(b.found).length > Object.keys(a.found).length ? b : a));
    return { rows, ...best };
  });
  const sheet = headers.find((h) => required.every((key) => h.found[key] !== undefined));
  if (sheet) return sheet;
  const size = (h: (typeof headers)[number]) => Object.keys(h.found).length;
  const { rows, index, found } = headers.reduce((best, h) => (size(h) > size(best) ? h : best));
  const label = (key: K) => columns.find((c) => c.key === key)!.header;
  const missing = required.filter((key) => found[key] === undefined).map(label);
  const linha = rows[index]!.linha;
  const mensagem =
    `coluna não encontrada: ${missing.join(', ')}. O cabeçalho deve ter os títulos ` +
    `${columns.map((c) => c.header).join(', ')}.`;
  throw new ValidationFailed(`Linha ${linha}: ${mensagem}`, [{ campo: `linha ${linha}`, mensagem }]);
}
