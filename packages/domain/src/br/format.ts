/** Formatting as people in Brazil read it; shared by the web app, e-mails and PDFs. */

export const TIME_ZONE = 'America/Sao_Paulo';

const money = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const dateFmt = new Intl.DateTimeFormat('pt-BR', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const dateTimeFmt = new Intl.DateTimeFormat('pt-BR', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** `1234.5` or `"1234.50"` → `R$ 1.234,50`. */
export function formatMoney(value: number | string): string {
  return money.format(typeof value === 'string' ? Number(value) : value).replace(/\u00a0/g, ' ');
}

/**
 * `dd/mm/aaaa`. A plain date (`2025-03-10`) is shown as written; an instant is shown in São Paulo time.
 */
export function formatDate(value: string | Date): string {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [y, m, d] = value.split('-');
    return `${d}/${m}/${y}`;
  }
  return dateFmt.format(typeof value === 'string' ? new Date(value) : value);
}

const weekdayFmt = new Intl.DateTimeFormat('pt-BR', { weekday: 'long', timeZone: 'UTC' });

/**
 * The weekday of a plain date (`aaaa-mm-dd`): `segunda-feira`. Read at noon UTC, so no time zone can move the date
 * to the day before.
 */
export function weekdayOf(isoDate: string): string {
  return weekdayFmt.format(new Date(`${isoDate}T12:00:00Z`));
}

/** `dd/mm/aaaa hh:mm` in São Paulo time. */
export function formatDateTime(value: string | Date): string {
  return dateTimeFmt.format(typeof value === 'string' ? new Date(value) : value).replace(',', '');
}

/** `1536` → `1,5 KB`. */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${value.toLocaleString('pt-BR', { maximumFractionDigits: digits })} ${units[unit]}`;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const fmtDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The portal's clock. `PORTAL_HOJE` (`aaaa-mm-dd`) in the server's environment moves it to that day in São Paulo,
 * keeping the time of day: a test run that crosses midnight keeps the day its demo data was seeded on.
 */
export function agora(): Date {
  const real = new Date();
  const fixed = globalThis.process?.env?.PORTAL_HOJE;
  if (!fixed || !/^\d{4}-\d{2}-\d{2}$/.test(fixed)) return real;
  const shift = Date.parse(`${fixed}T00:00:00Z`) - Date.parse(`${fmtDay.format(real)}T00:00:00Z`);
  return Number.isNaN(shift) ? real : new Date(real.getTime() + Math.round(shift / DAY_MS) * DAY_MS);
}

/** Today's date in São Paulo as `aaaa-mm-dd` (the obra's "today", not the server's), by the portal's clock. */
export function todayInSaoPaulo(now: Date = agora()): string {
  return fmtDay.format(now);
}

const decimals = new Map<number, Intl.NumberFormat>();

/** `12.5` → `12,5` (pt-BR, at most `digits` decimals, thousands grouped): quantities, hours, percentages. */
export function formatDecimal(value: number, digits = 2): string {
  let format = decimals.get(digits);
  if (!format) {
    format = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: digits });
    decimals.set(digits, format);
  }
  return format.format(value);
}
