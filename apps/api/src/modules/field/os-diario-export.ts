import type { Writable } from 'node:stream';
import { addListSheet, cellText, keepPaceWithReader, startWorkbook, type SheetColumn } from '../exportacoes';

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

const COLUMNS: SheetColumn[] = [
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
  const workbook = startWorkbook(out, meta);
  const sheet = addListSheet(workbook, 'Diários', COLUMNS, meta.titulo);
  for (const row of rows) {
    sheet
      .addRow({
        ...row,
        data: new Date(`${row.data}T00:00:00Z`),
        codigo: cellText(row.codigo),
        descricao: cellText(row.descricao),
        unidade: cellText(row.unidade),
        observacoes: cellText(row.observacoes),
      })
      .commit();
    await keepPaceWithReader(out);
  }
  await workbook.commit();
}
