import { once } from 'node:events';
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { formatDateTime } from '@portal/domain';

/**
 * What every spreadsheet the portal writes shares (a list's export, the RDOs of a period, an order's daily logs):
 * the streamed workbook, a sheet with a bold frozen header under an autofilter, and pacing to the reader.
 */
export type SheetColumn = Partial<ExcelJS.Column> & { header: string; key: string };

/** What Excel can hold in one cell; more is refused when the file is opened ("we found a problem..."). */
const EXCEL_CELL_MAX = 32_767;

/** Text for a cell: nothing for an empty text (a blank cell, not an empty string), cut at Excel's limit. */
export const cellText = (value: string): string | null =>
  value === '' ? null : value.length > EXCEL_CELL_MAX ? `${value.slice(0, EXCEL_CELL_MAX - 1)}…` : value;

/**
 * A workbook streamed to `out` (exceljs's streaming writer: a committed row leaves memory), signed by the portal
 * with its title and when it was generated.
 */
export function startWorkbook(
  out: Writable,
  meta: { titulo: string; geradoEm: Date },
): ExcelJS.stream.xlsx.WorkbookWriter {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = 'Portal de Obras';
  workbook.title = meta.titulo;
  workbook.created = meta.geradoEm;
  workbook.modified = meta.geradoEm;
  workbook.subject = `Gerado em ${formatDateTime(meta.geradoEm)}`;
  return workbook;
}

/**
 * A sheet with a bold header that stays in view, an autofilter over it, and a printable landscape layout; with
 * `titulo`, each printed page carries it on top and its page number at the bottom.
 */
export function addListSheet(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  name: string,
  columns: SheetColumn[],
  titulo?: string,
): ExcelJS.Worksheet {
  const sheet = workbook.addWorksheet(name, {
    views: [{ state: 'frozen', ySplit: 1 }],
    pageSetup: { orientation: 'landscape', paperSize: 9, fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
    ...(titulo !== undefined && {
      // '&' starts a code in Excel's header syntax; a literal one is written twice.
      headerFooter: { oddHeader: `&L${titulo.replace(/&/g, '&&')}`, oddFooter: '&CPágina &P de &N' },
    }),
  });
  sheet.columns = columns;
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.commit();
  return sheet;
}

/**
 * Waits while the reader of `out` is behind, so a slow download holds the database cursor back instead of piling
 * the file up in memory; gives up when `out` is closed (the client went away).
 */
export async function keepPaceWithReader(out: Writable): Promise<void> {
  if (out.destroyed) throw new Error('A exportação foi interrompida: o destino foi fechado.');
  if (!out.writableNeedDrain) return;
  const stop = new AbortController();
  try {
    await Promise.race([
      once(out, 'drain', { signal: stop.signal }),
      once(out, 'close', { signal: stop.signal }).then(() => {
        throw new Error('A exportação foi interrompida: o destino foi fechado.');
      }),
    ]);
  } finally {
    stop.abort();
  }
}
