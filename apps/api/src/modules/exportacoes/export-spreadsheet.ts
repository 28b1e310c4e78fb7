import { once } from 'node:events';
import { setTimeout } from 'node:timers/promises';
import type { Writable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { numFmtOf, toCell } from './export-cells';
import type { ExportCell, ExportList } from './export-registry';
import { addListSheet, startWorkbook } from './workbook';

/** Rows of data an Excel sheet holds under its header (1,048,576 rows in all). */
export const EXCEL_MAX_ROWS = 1_048_575;

/** A sheet's name: at most 31 characters, none of \ / ? * [ ] : */
function sheetName(titulo: string): string {
  return titulo.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31) || 'Lista';
}

/** The sheet's XML allowed to wait for the zip's deflate before the next page is read (bytes). */
const MAX_PENDING_XML = 1024 * 1024;

interface StreamState {
  _readableState?: { length?: number };
  _writableState?: { length?: number };
}

/**
 * The sheet's XML written but not yet taken by the zip's deflate. exceljs writes committed rows into a stream that
 * ignores backpressure, and archiver buffers whatever its deflate has not taken yet: on the embedded database, whose
 * queries hold the thread, the deflate (one turn of the event loop per chunk) falls behind and the whole sheet would
 * wait in memory (0.4 MB per 1,000 rows, measured). Read from the streams' own state: exceljs and archiver offer no
 * other way to know it.
 */
function pendingXml(sheet: ExcelJS.Worksheet): number {
  const pipe = (sheet as unknown as { stream?: { pipes?: StreamState[] } }).stream?.pipes?.[0];
  return (pipe?._readableState?.length ?? 0) + (pipe?._writableState?.length ?? 0);
}

/**
 * Waits while the zip or the reader of `out` is behind, so the database pages are held back instead of the file
 * piling up in memory: what a page adds is compressed and stored before the next one is read.
 */
async function keepPace(sheet: ExcelJS.Worksheet, out: Writable): Promise<void> {
  for (;;) {
    if (out.destroyed) throw new Error('A exportação foi interrompida: o destino foi fechado.');
    if (out.writableNeedDrain) await once(out, 'drain');
    else if (pendingXml(sheet) > MAX_PENDING_XML) await setTimeout(2);
    else return;
  }
}

/**
 * Streams one list to `out` as an .xlsx and ends it: a sheet with the list's columns (typed cells with pt-BR
 * formats, widths), a bold header that stays in view with an autofilter over it, then the rows as `batches` yields
 * them. Each row is committed as soon as it is written (exceljs's streaming writer), so only the batch at hand is in
 * memory, whatever the size of the list. `onBatch` hears how many rows are written after each batch.
 *
 * @returns the number of rows written.
 * @throws when the list passes Excel's row limit, or what `batches` or `out` throw; `out` is then left unfinished.
 */
export async function writeExportSpreadsheet(
  list: Pick<ExportList, 'titulo' | 'columns'>,
  batches: AsyncIterable<ExportCell[][]>,
  out: Writable,
  onBatch: (linhas: number) => Promise<void> = async () => undefined,
  geradoEm = new Date(),
): Promise<number> {
  const workbook = startWorkbook(out, { titulo: list.titulo, geradoEm });
  const { columns } = list;
  const sheet = addListSheet(
    workbook,
    sheetName(list.titulo),
    columns.map((c) => {
      const numFmt = numFmtOf(c.type, c.casas);
      return { header: c.header, key: c.key, width: c.width, style: numFmt ? { numFmt } : {} };
    }),
  );

  let linhas = 0;
  // Summed in cents, so the totals row shows what adding the shown values gives.
  const somas = columns.map(() => 0);
  for await (const batch of batches) {
    if (linhas + batch.length > EXCEL_MAX_ROWS)
      throw new ExportTooLarge(
        `A lista passou de ${EXCEL_MAX_ROWS.toLocaleString('pt-BR')} linhas, o limite de uma planilha do Excel. Filtre a lista e exporte de novo.`,
      );
    for (const cells of batch) {
      const row = cells.map((value, i) => toCell(columns[i]!.type, value));
      for (const [i, column] of columns.entries())
        if (column.total && typeof row[i] === 'number') somas[i]! += Math.round((row[i] as number) * 100);
      sheet.addRow(row).commit();
    }
    linhas += batch.length;
    await keepPace(sheet, out);
    await onBatch(linhas);
  }
  if (linhas > 0 && columns.some((c) => c.total)) addTotalsRow(sheet, columns, somas, linhas);
  sheet.commit();
  await workbook.commit();
  return linhas;
}

/** "Total" under the rows: a SUM over each totalled column (Excel recalculates it), with the value it gives. */
function addTotalsRow(
  sheet: ExcelJS.Worksheet,
  columns: Pick<ExportList, 'columns'>['columns'],
  somas: number[],
  linhas: number,
): void {
  const cells = columns.map((column, i) => {
    if (column.total) {
      const letter = sheet.getColumn(i + 1).letter;
      return { formula: `SUM(${letter}2:${letter}${linhas + 1})`, result: somas[i]! / 100 };
    }
    return i === 0 ? 'Total' : null;
  });
  const row = sheet.addRow(cells);
  row.font = { bold: true };
  row.commit();
}

/** The list does not fit in a sheet: a failure the person can act on (filter, then export again). */
export class ExportTooLarge extends Error {
  override name = 'ExportTooLarge';
}
