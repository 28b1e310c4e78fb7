/**
 * A number as a person types it on a phone: `12,5` or `12.5`, blanks around it. Empty or unreadable text is null,
 * so callers can tell "not typed yet" from zero.
 */
export function parseDecimal(text: string | number | null | undefined): number | null {
  if (typeof text === 'number') return Number.isFinite(text) ? text : null;
  if (text == null) return null;
  const clean = text.trim().replace(',', '.');
  if (clean === '' || !/^[+-]?(\d+\.?\d*|\.\d+)$/.test(clean)) return null;
  return Number(clean);
}
