const decimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });

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
