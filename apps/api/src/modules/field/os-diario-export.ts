import { once } from 'node:events';
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { formatDateTime } from '@portal/domain';

/** One line of the spreadsheet: a log and one of its items (a log without items has one line, item cells empty). */
export interface DiarioPlanilhaLinha {
  /** `aaaa-mm-dd`. */
  data: string;
  codigo: string;
  descricao: string;
  unidade: string;
  quantidade: number | null;
  horasHomem: number;
  pessoas: number;
  observacoes: string;
  autor: string | null;
}

type Column = Partial<ExcelJS.Column> & { header: string; key: string };

/** What Excel can hold in one cell; more is refused when the file is opened. */
const EXCEL_CELL_MAX = 32_767;

const COLUMNS: Column[] = [
  { header: 'Data', key: 'data', width: 12, style: { numFmt: 'dd/mm/yyyy' } },
  { header: 'Código', key: 'codigo', width: 9 },
  { header: 'Item da EAP', key: 'descricao', width: 44 },
  { header: 'Unidade', key: 'unidade', width: 9 },
  { header: 'Quantidade', key: 'quantidade', width: 12, style: { numFmt: '#,##0.###' } },
  { header: 'Homem-hora', key: 'horasHomem', width: 12, style: { numFmt: '#,##0.##' } },
  { header: 'Pessoas', key: 'pessoas', width: 9 },
  { header: 'Observações', key: 'observacoes', width: 60 },
  { header: 'Autor', key: 'autor', width: 26 },
];

/** Text for a cell: a blank cell for an empty text, cut at Excel's limit. */
const text = (value: string) =>
  value === '' ? null : value.length > EXCEL_CELL_MAX ? `${value.slice(0, EXCEL_CELL_MAX - 1)}…` : value;

/** Waits while the reader of `out` is behind; gives up when `out` is closed (the client went away). */
async function keepPace(out: Writable): Promise<void> {
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

/**
 * Streams the spreadsheet (.xlsx) of an order's daily logs to `out`, and ends it: one sheet "Diários", one line per
 * log and item (date, item code and description, unit, quantity, the log's man-hours, people, remarks and author),
 * a bold frozen header with an autofilter, real Excel dates shown dd/mm/aaaa and numbers Excel can sum.
 *
 * @throws an Error when `out` is closed before the end; `out` is then left unfinished.
 */
export async function writeDiariosSpreadsheet(
  rows: Iterable<DiarioPlanilhaLinha>,
  out: Writable,
  meta: { titulo: string; geradoEm: Date },
): Promise<void> {
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
  const sheet = workbook.addWorksheet('Diários', {
    views: [{ state: 'frozen', ySplit: 1 }],
    pageSetup: { orientation: 'landscape', paperSize: 9, fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
    // '&' starts a code in Excel's header syntax; a literal one is written twice.
    headerFooter: { oddHeader: `&L${meta.titulo.replace(/&/g, '&&')}`, oddFooter: '&CPágina &P de &N' },
  });
  sheet.columns = COLUMNS;
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: COLUMNS.length } };
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.commit();
  for (const row of rows) {
    sheet
      .addRow({
        ...row,
        data: new Date(`${row.data}T00:00:00Z`),
        codigo: text(row.codigo),
        descricao: text(row.descricao),
        unidade: text(row.unidade),
        observacoes: text(row.observacoes),
      })
      .commit();
    await keepPace(out);
  }
  await workbook.commit();
}
