import { foldText, searchTerms } from '@portal/domain/busca/busca-termos';

/**
 * Where the words searched appear in a text, as [start, end) ranges: at the start of a word, ignoring case and
 * accents (the folded text keeps the original's length, so positions carry over), merged and in order. Matches the
 * server found through the stemmer ("elétricas" for "elétrico") are simply not marked.
 */
export function highlightRanges(text: string, q: string): [number, number][] {
  const folded = foldText(text);
  const found: [number, number][] = [];
  for (const termo of searchTerms(q).termos) {
    const forms = termo.numero ? [termo.texto] : termo.formas;
    for (const form of forms) {
      // Forms are folded letters and digits only: nothing to escape. A number is marked whole (12, not 120).
      const pattern = new RegExp(`(?<![a-z0-9])${form}${termo.numero ? '(?![0-9])' : ''}`, 'g');
      for (const match of folded.matchAll(pattern)) found.push([match.index, match.index + form.length]);
    }
  }
  found.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: [number, number][] = [];
  for (const [start, end] of found) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}
