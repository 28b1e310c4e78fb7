import { TIME_ZONE } from '@portal/domain';
import type { ExportCell, ExportColumnType } from './export-registry';

/** What Excel can hold in one cell; more is refused when the file is opened. */
const EXCEL_CELL_MAX = 32_767;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const wallClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/**
 * An instant as São Paulo's wall clock, in a Date whose UTC fields carry it: Excel has no time zones and exceljs
 * writes a Date's UTC fields, so this is how "14:30 in São Paulo" reads 14:30 in the sheet.
 */
function saoPauloClock(instant: Date): Date {
  const parts = Object.fromEntries(wallClock.formatToParts(instant).map((p) => [p.type, Number(p.value)]));
  return new Date(
    Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!),
  );
}

function toDate(value: ExportCell, withTime: boolean): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') {
    const day = ISO_DATE.exec(value);
    if (day) return new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
  }
  const instant = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(instant.getTime())) return null;
  const clock = saoPauloClock(instant);
  if (withTime) return clock;
  return new Date(Date.UTC(clock.getUTCFullYear(), clock.getUTCMonth(), clock.getUTCDate()));
}

/**
 * A row's value as the typed cell Excel stores: a Date for dates (São Paulo's day and time), a number for numbers
 * and money (numeric text included), text cut at Excel's limit. Empty stays an empty cell, not a zero or "".
 */
export function toCell(type: ExportColumnType, value: ExportCell): string | number | Date | null {
  if (value === null || value === undefined) return null;
  switch (type) {
    case 'data':
      return toDate(value, false);
    case 'dataHora':
      return toDate(value, true);
    case 'numero':
    case 'dinheiro': {
      if (value === '') return null;
      const n = typeof value === 'number' ? value : Number(value);
      return Number.isFinite(n) ? n : null;
    }
    case 'texto': {
      const text = value instanceof Date ? value.toISOString() : String(value);
      if (text === '') return null;
      return text.length > EXCEL_CELL_MAX ? `${text.slice(0, EXCEL_CELL_MAX - 1)}…` : text;
    }
  }
}

/** The pt-BR display of a column's cells (Excel's format codes; separators follow the reader's locale). */
export function numFmtOf(type: ExportColumnType, casas = 0): string | undefined {
  switch (type) {
    case 'data':
      return 'dd/mm/yyyy';
    case 'dataHora':
      return 'dd/mm/yyyy hh:mm';
    case 'numero':
      return casas > 0 ? `#,##0.${'0'.repeat(casas)}` : '#,##0';
    case 'dinheiro':
      return '"R$" #,##0.00';
    case 'texto':
      return undefined;
  }
}
