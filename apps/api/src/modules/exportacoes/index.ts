/**
 * The exportacoes module's public surface: the registry a module adds its lists to (`app.exports.register(...)`),
 * and the shape of an exportable list.
 */
export {
  ExportRegistry,
  type ExportCell,
  type ExportColumn,
  type ExportColumnType,
  type ExportContext,
  type ExportSource,
} from './export-registry';
/** The workbook every spreadsheet of the portal starts from: streamed, titled, bold frozen headers, paced. */
export { addListSheet, cellText, keepPaceWithReader, startWorkbook, type SheetColumn } from './workbook';
