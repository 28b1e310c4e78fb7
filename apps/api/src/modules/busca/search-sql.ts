import { and, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { FOLD_FROM, FOLD_TO, type BuscaTermo, type BuscaTermos } from '@portal/domain';

/**
 * The SQL of the global search, shared by every module's search source. A record's text is folded (lower case, no
 * accents) and indexed twice: by the Portuguese snowball stemmer ("elétricas" and "elétrico" meet at `eletr`) and
 * as plain words (a half-typed "cirurgic" is no prefix of the stem `cirurg`, but is of the word `cirurgico`). What
 * the stemmer does not bridge (fundação/fundações) the terms carry as their other number (see `searchTerms`).
 *
 * Everything that goes into a document is IMMUTABLE and written as literals, never as parameters, so that an
 * expression GIN index declared with the same `searchDocument` (the modules' schema files) serves the query.
 */

type Weight = 'A' | 'B' | 'C' | 'D';

/** Lower case without accents, like `foldText` of @portal/domain. */
export function folded(text: SQL | AnyColumn): SQL {
  return sql`translate(lower(${text}), ${sql.raw(`'${FOLD_FROM}'`)}, ${sql.raw(`'${FOLD_TO}'`)})`;
}

/** Text columns (or expressions) joined by spaces; NULL parts count as empty. */
export function joinedText(...parts: (SQL | AnyColumn)[]): SQL {
  return sql.join(
    parts.map((part) => sql`coalesce(${part}, '')`),
    sql.raw(` || ' ' || `),
  );
}

/** The searchable words of a text, stemmed and plain, with a weight (A ranks first: codes, names, numbers). */
export function searchVector(text: SQL, weight: Weight): SQL {
  const f = folded(text);
  return sql`setweight(to_tsvector('simple', ${f}) || to_tsvector('portuguese', ${f}), ${sql.raw(`'${weight}'`)})`;
}

/** A record's document: its weighted parts, concatenated. */
export function searchDocument(...parts: SQL[]): SQL {
  return sql`(${sql.join(parts, sql.raw(' || '))})`;
}

/**
 * One term as a text-search query: a number whole (RDO nº 12 is not nº 120); a word and its other number each as
 * the start of a word, through both dictionaries. A word the Portuguese dictionary drops (a stop word) still
 * matches as a plain word.
 */
export function termQuery(term: BuscaTermo): SQL {
  const text = term.numero ? term.texto : term.formas.map((form) => `${form}:*`).join(' | ');
  return sql`(to_tsquery('simple', ${text}) || to_tsquery('portuguese', ${text}))`;
}

/** Any term (for ranking: a record with more of the words ranks higher). */
export function anyTermQuery(termos: readonly BuscaTermo[]): SQL {
  return sql`(${sql.join(termos.map(termQuery), sql.raw(' || '))})`;
}

/** The document contains this term. */
export function matches(document: SQL, term: BuscaTermo): SQL {
  return sql`${document} @@ ${termQuery(term)}`;
}

/** Rank of a document for the terms (0 when it matched elsewhere: the record's obra, its activities...). */
export function rankOf(document: SQL, termos: readonly BuscaTermo[]): SQL<number> {
  return sql<number>`ts_rank(${document}, ${anyTermQuery(termos)})`.mapWith(Number);
}

/**
 * A code (`OB-2025-014`) contains this piece, whatever the punctuation: "ob2025", "2025 014" and "OB-2025-014" all
 * find it. Only for terms with a digit: letters alone are matched as words.
 */
export function codeContains(column: AnyColumn | SQL, piece: string): SQL {
  return sql`regexp_replace(lower(${column}), '[^a-z0-9]', '', 'g') like ${`%${piece}%`}`;
}

/**
 * Every term matches in at least one of the places a source offers for it (its own document, its obra, its
 * activities...): AND between the terms, OR between the places.
 */
export function everyTerm(
  busca: BuscaTermos,
  placesOf: (term: BuscaTermo) => (SQL | undefined)[],
): SQL | undefined {
  if (busca.termos.length === 0) return undefined;
  return and(...busca.termos.map((term) => or(...placesOf(term))));
}
