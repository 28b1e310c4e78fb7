/** `%`, `_` and `\\` typed by a person are searched literally in LIKE/ILIKE patterns. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The ILIKE pattern for "contains what was typed". */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}
