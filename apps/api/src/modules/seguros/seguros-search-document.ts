import type { AnyColumn } from 'drizzle-orm';
import { joinedText, searchDocument, searchVector } from '../busca';

/**
 * What the global search reads of a policy: its number first, then the insurer, broker and insured. The schema
 * indexes this very expression (GIN) and the search uses it unchanged, so the index serves it.
 */
export function apoliceSearchDocument(t: {
  numero: AnyColumn;
  seguradora: AnyColumn;
  corretora: AnyColumn;
  segurado: AnyColumn;
}) {
  return searchDocument(
    searchVector(joinedText(t.numero), 'A'),
    searchVector(joinedText(t.seguradora, t.corretora, t.segurado), 'B'),
  );
}
