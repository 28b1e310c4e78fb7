/**
 * A number as a person types it on a phone: `12,5` or `12.5`, blanks around it, or as the portal shows it back
 * (`1.250,5`: with a comma, points group the thousands — only in threes). Empty or unreadable text is null, so
 * callers can tell "not typed yet" from zero.
 */
export function parseDecimal(text: string | number | null | undefined): number | null {
  if (typeof text === 'number') return Number.isFinite(text) ? text : null;
  if (text == null) return null;
  const trimmed = text.trim();
  const grouped = /^[+-]?\d{1,3}(\.\d{3})+,\d*$/.test(trimmed);
  const clean = (grouped ? trimmed.replace(/\./g, '') : trimmed).replace(',', '.');
  if (clean === '' || !/^[+-]?(\d+\.?\d*|\.\d+)$/.test(clean)) return null;
  return Number(clean);
}
