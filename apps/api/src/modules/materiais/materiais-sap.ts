import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { MATERIAIS_UNIDADES, type TLinhaMaterial } from '@portal/domain';

/** Where the list goes in SAP (plant, storage location, WBS element, need date), as the list keeps it. */
export interface SapDestino {
  centro: string;
  deposito: string;
  elementoPep: string;
  dataNecessidade: string | null;
}

/**
 * The columns of the SAP spreadsheet, in the order of the purchase-requisition upload (ME51N via LSMW/BAPI), each
 * titled with its SAP field so that whoever maps it in SAP reads it at once. See the module's README.
 */
export const SAP_COLUMNS = [
  { header: 'Item (BNFPO)', key: 'item', width: 10 },
  { header: 'Material (MATNR)', key: 'material', width: 18 },
  { header: 'Centro (WERKS)', key: 'centro', width: 10 },
  { header: 'Depósito (LGORT)', key: 'deposito', width: 10 },
  { header: 'Quantidade (MENGE)', key: 'quantidade', width: 14 },
  { header: 'Unidade (MEINS)', key: 'unidade', width: 10 },
  { header: 'Data de necessidade (LFDAT)', key: 'data', width: 14 },
  { header: 'Elemento PEP (PS_PSP_PNR)', key: 'pep', width: 24 },
  { header: 'Texto breve (TXZ01)', key: 'texto', width: 40 },
] as const;

/** "2026-12-10" → "10.12.2026", the date as SAP's upload reads it in a Brazilian system. */
function dataSap(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}.${m}.${y}`;
}

/** What keeps the list from going to SAP: the destination's blanks and the lines without a material code. */
export function sapPendencias(destino: SapDestino, linhas: readonly TLinhaMaterial[]): string[] {
  const faltas: string[] = [];
  if (!destino.centro) faltas.push('o centro');
  if (!destino.deposito) faltas.push('o depósito');
  if (!destino.dataNecessidade) faltas.push('a data de necessidade');
  const semCodigo = linhas.flatMap((l, i) => (l.codigoSap ? [] : [i + 1]));
  const pendencias = faltas.length ? [`Informe na lista ${faltas.join(', ')} do SAP.`] : [];
  if (semCodigo.length > 0)
    pendencias.push(
      `Linha${semCodigo.length > 1 ? 's' : ''} sem código SAP: ${semCodigo.slice(0, 10).join(', ')}` +
        `${semCodigo.length > 10 ? ` e mais ${semCodigo.length - 10}` : ''}.`,
    );
  return pendencias;
}

/**
 * Writes the SAP spreadsheet of a released list: one line per material line, with the unit as SAP knows it, the
 * quantity as a number, the date dd.mm.aaaa and the short text cut to SAP's 40 characters.
 */
export async function writeSapSpreadsheet(
  out: Writable,
  destino: SapDestino,
  linhas: readonly TLinhaMaterial[],
): Promise<void> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Portal de Obras';
  const sheet = workbook.addWorksheet('SAP', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = SAP_COLUMNS.map((c) => ({ ...c, style: c.key === 'material' ? { numFmt: '@' } : {} }));
  sheet.getRow(1).font = { bold: true };
  linhas.forEach((linha, index) =>
    sheet.addRow({
      item: (index + 1) * 10,
      material: linha.codigoSap,
      centro: destino.centro,
      deposito: destino.deposito,
      quantidade: linha.quantidade,
      unidade: MATERIAIS_UNIDADES[linha.unidade].sap,
      data: destino.dataNecessidade ? dataSap(destino.dataNecessidade) : '',
      pep: destino.elementoPep,
      texto: linha.descricao.slice(0, 40),
    }),
  );
  await workbook.xlsx.write(out);
}
