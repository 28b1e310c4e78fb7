/**
 * How the global search reads what a person typed, shared by the API (which matches it in SQL) and the web app
 * (which highlights it): accents folded, Portuguese plurals bridged, numbers kept whole. Free of zod, so the top
 * bar's highlighting downloads none of it.
 */

/**
 * Accented letters and what they fold to, one character for one: the SQL side folds with the built-in, IMMUTABLE
 * `translate(lower(x), FOLD_FROM, FOLD_TO)` (no extension, so PGlite needs nothing loaded and an expression index can
 * hold it), and a folded text keeps the length of the original, so a highlight found in it marks the same letters
 * of the original. Upper-case letters are listed too, for a server whose `lower()` leaves them (a plain "C" ctype).
 */
export const FOLD_FROM = 'áàâãäéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ';
export const FOLD_TO = 'aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn';

const FOLD = new Map([...FOLD_FROM].map((c, i) => [c, FOLD_TO[i]!]));

/** Lower case without accents, character for character (same length as the text). */
export function foldText(text: string): string {
  let out = '';
  for (const char of text.split('')) {
    const lower = char.toLowerCase();
    const one = lower.length === 1 ? lower : char;
    out += FOLD.get(one) ?? one;
  }
  return out;
}

/** Words that say nothing on their own; searched as prefixes they would match almost every record. */
const STOPWORDS = new Set(
  (
    'a o e as os ao aos da de do das dos em na no nas nos num numa um uma uns umas por pelo pela pelos pelas ' +
    'para pra com sem que se ou'
  ).split(' '),
);

/** One word of the search. */
export interface BuscaTermo {
  /** As typed, folded (`fundacoes`). */
  texto: string;
  /** Digits only: matched whole (RDO nº 12 is not nº 120). */
  numero: boolean;
  /**
   * The word and its other number (`fundacoes` → `fundacao`; `viga` needs none: `viga:*` finds `vigas`), each matched
   * as the start of a word. Empty for a number.
   */
  formas: string[];
}

/** What was typed, read for searching. */
export interface BuscaTermos {
  /** The text as typed, trimmed. */
  q: string;
  /** The meaningful words, at most 8; every one must match somewhere in a record. */
  termos: BuscaTermo[];
  /** The digits, when the text is only digits and punctuation (a CNPJ, a code typed with dots and slashes). */
  digitos: string | null;
  /** The date, when the text is one in dd/mm/aaaa (ISO `aaaa-mm-dd`). */
  data: string | null;
}

/**
 * The other number of a Portuguese word, as far as the snowball stemmer does not bridge it (it stems "fundação" to
 * `fundaca` and "fundações" to `fundaco`): -ão/-ões/-ães/-ãos, -al/-ais, -el/-éis, -il/-is/-éis, -m/-ns, and the
 * -es and -s plurals (a prefix search of the singular already finds those).
 */
export function otherNumber(word: string): string[] {
  const forms: string[] = [];
  const stem = (n: number) => word.slice(0, word.length - n);
  if (/(oes|aes|aos)$/.test(word)) forms.push(`${stem(3)}ao`);
  else if (word.endsWith('ao')) forms.push(`${stem(2)}oes`, `${stem(2)}aes`, `${stem(2)}aos`);
  if (word.endsWith('ais')) forms.push(`${stem(3)}al`);
  else if (word.endsWith('eis')) forms.push(`${stem(3)}el`, `${stem(3)}il`);
  else if (word.endsWith('is')) forms.push(`${stem(2)}il`);
  if (word.endsWith('al')) forms.push(`${stem(2)}ais`);
  if (word.endsWith('el')) forms.push(`${stem(2)}eis`);
  if (word.endsWith('il')) forms.push(`${stem(2)}is`, `${stem(2)}eis`);
  if (word.endsWith('ns')) forms.push(`${stem(2)}m`);
  if (word.endsWith('m')) forms.push(`${stem(1)}ns`);
  if (/[rzs]es$/.test(word)) forms.push(stem(2));
  else if (word.endsWith('s') && !/(oes|aes|aos|ais|eis|is|ns)$/.test(word)) forms.push(stem(1));
  return forms.filter((form) => form.length >= 2 && form !== word);
}

function isoDate(text: string): string | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (!match) return null;
  const [dia, mes, ano] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(ano, mes - 1, dia));
  if (date.getUTCFullYear() !== ano || date.getUTCMonth() !== mes - 1 || date.getUTCDate() !== dia)
    return null;
  return date.toISOString().slice(0, 10);
}

const MAX_TERMOS = 8;

/** Reads a search text: folded words (no stop words, no single letters), their other number, digits and a date. */
export function searchTerms(text: string): BuscaTermos {
  const q = text.trim();
  // "nº 12", "1ª etapa": the ordinal marks are letters to Unicode, but not to a person searching.
  const words = foldText(q)
    .replace(/[ºª°]/g, ' ')
    .split(/[^a-z0-9]+/)
    .filter((w) => w && !STOPWORDS.has(w) && (w.length > 1 || /\d/.test(w)));
  const termos: BuscaTermo[] = [];
  for (const word of new Set(words)) {
    if (termos.length === MAX_TERMOS) break;
    const numero = /^\d+$/.test(word);
    termos.push({ texto: word, numero, formas: numero ? [] : [word, ...otherNumber(word)] });
  }
  const digits = q.replace(/\D/g, '');
  return {
    q,
    termos,
    digitos: /^[\d\s./-]+$/.test(q) && digits.length >= 2 ? digits : null,
    data: isoDate(q),
  };
}
