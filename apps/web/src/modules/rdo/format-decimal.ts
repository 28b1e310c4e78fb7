const formats = new Map<number, Intl.NumberFormat>();

/** `12.5` → `12,5` (pt-BR, at most `digits` decimals, thousands grouped). */
export function formatDecimal(value: number, digits = 2): string {
  let format = formats.get(digits);
  if (!format) {
    format = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: digits });
    formats.set(digits, format);
  }
  return format.format(value);
}
