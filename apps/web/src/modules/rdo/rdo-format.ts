const decimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });
const weekdayFmt = new Intl.DateTimeFormat('pt-BR', { weekday: 'long', timeZone: 'UTC' });

/** `12.5` → `12,5 mm` (rainfall, as the gauge is read). */
export function formatMm(value: number): string {
  return `${decimal.format(value)} mm`;
}

/** `45.5` → `45,5 %`. */
export function formatPercent(value: number): string {
  return `${decimal.format(value)} %`;
}

/** `8.5` → `8,5` (hours, quantities with decimals). */
export function formatDecimal(value: number): string {
  return decimal.format(value);
}

/**
 * The weekday of a report's date (`aaaa-mm-dd`): `segunda-feira`. Read at noon UTC, so no time zone can move the
 * plain date to the day before.
 */
export function weekdayOf(isoDate: string): string {
  return weekdayFmt.format(new Date(`${isoDate}T12:00:00Z`));
}
