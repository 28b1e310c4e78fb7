import type { AnyColumn } from 'drizzle-orm';
import { joinedText, searchDocument, searchVector } from '../busca';

/**
 * What the global search reads of a materials list: its title first, then its project. The schema indexes this very
 * expression (GIN) and the search uses it unchanged, so the index serves it.
 */
export function listaSearchDocument(t: { titulo: AnyColumn; projeto: AnyColumn }) {
  return searchDocument(searchVector(joinedText(t.titulo), 'A'), searchVector(joinedText(t.projeto), 'B'));
}
