import type { AnyColumn } from 'drizzle-orm';
import { joinedText, searchDocument, searchVector } from '../busca';

/**
 * What the global search reads of a case: its CNJ number first, then the opposing party, the court and the object.
 * The schema indexes this very expression (GIN) and the search uses it unchanged, so the index serves it.
 */
export function processoSearchDocument(t: {
  numeroCnj: AnyColumn;
  parteContraria: AnyColumn;
  vara: AnyColumn;
  comarca: AnyColumn;
  objeto: AnyColumn;
}) {
  return searchDocument(
    searchVector(joinedText(t.numeroCnj), 'A'),
    searchVector(joinedText(t.parteContraria, t.vara, t.comarca, t.objeto), 'B'),
  );
}
