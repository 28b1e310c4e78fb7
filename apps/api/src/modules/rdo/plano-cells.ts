import { cellText, matchColumns as matchSheetColumns, type Cell } from '../../spreadsheet/read-sheet';

/** The columns of a plan spreadsheet, the header a planner sees, and the other names accepted for each. */
export const PLANO_COLUMNS = [
  { key: 'codigo', header: 'Código', aliases: ['codigo', 'eap', 'codigo eap', 'codigo da eap'] },
  { key: 'descricao', header: 'Descrição', aliases: ['descricao', 'atividade', 'descricao da atividade'] },
  { key: 'peso', header: 'Peso', aliases: ['peso'] },
  { key: 'inicioPrevisto', header: 'Início', aliases: ['inicio', 'inicio previsto', 'data de inicio'] },
  {
    key: 'fimPrevisto',
    header: 'Término',
    aliases: ['termino', 'termino previsto', 'fim', 'fim previsto', 'data de termino'],
  },
] as const;
export type PlanoColumnKey = (typeof PLANO_COLUMNS)[number]['key'];

/** Which column index holds each field, by header name; the first matching column wins. */
export function matchColumns(headers: readonly Cell[]): Partial<Record<PlanoColumnKey, number>> {
  return matchSheetColumns(PLANO_COLUMNS, headers);
}

const pad = (n: number) => String(n).padStart(2, '0');

function isoIfValid(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 31/02 over to March: a date that does not round-trip does not exist.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** Excel counts days from 30/12/1899 (its phantom 29/02/1900 included, which this epoch absorbs). */
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);
const DAY = 86_400_000;

/**
 * A date cell as `aaaa-mm-dd`: an Excel date, an Excel day number (a date column whose format was lost),
 * `dd/mm/aaaa` or `aaaa-mm-dd`. `undefined` for an empty cell, `null` for something that is not a date.
 */
export function parseDateCell(cell: Cell): string | null | undefined {
  if (cell === null || cellText(cell) === '') return undefined;
  if (cell instanceof Date) {
    // exceljs reads Excel dates as UTC midnight; rounding to the second absorbs a serial's floating-point tail.
    const t = new Date(Math.round(cell.getTime() / 1000) * 1000);
    return isoIfValid(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate());
  }
  if (typeof cell === 'number') {
    if (cell < 1 || cell > 2_958_465) return null;
    const t = new Date(EXCEL_EPOCH + Math.floor(cell) * DAY);
    return isoIfValid(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate());
  }
  const text = cell.trim();
  const br = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (br) return isoIfValid(Number(br[3]), Number(br[2]), Number(br[1]));
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (iso) return isoIfValid(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  return null;
}

/**
 * A number typed the Brazilian way (`2,5`, `1.234,5`), the dot way (`2.5`, `1,234.5`) or with a `%` sign (weights
 * are often written as percentages). With both separators the last one is the decimal one; a lone dot is taken as
 * a decimal point, since weights are small numbers. `undefined` for an empty cell, `null` for text that is not a
 * number.
 */
export function parseNumberCell(cell: Cell): number | null | undefined {
  if (cell === null) return undefined;
  if (typeof cell === 'number') return cell;
  if (cell instanceof Date) return null;
  let text = cell.replace(/[\s\u00a0]/g, '').replace(/%$/, '');
  if (text === '') return undefined;
  const decimalComma = text.lastIndexOf(',') > text.lastIndexOf('.');
  const dots = text.split('.').length - 1;
  if (decimalComma) text = text.replace(/\./g, '').replace(',', '.');
  else if (text.includes(',')) text = text.replace(/,/g, '');
  else if (dots > 1) text = text.replace(/\./g, '');
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(text)) return null;
  return Number(text);
}
