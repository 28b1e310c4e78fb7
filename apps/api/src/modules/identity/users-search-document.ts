import type { AnyColumn } from 'drizzle-orm';
import { joinedText, searchDocument, searchVector } from '../busca';

/**
 * What the global search reads of a user: the name (the e-mail is matched as a piece of text). Identity's schema
 * indexes this very expression (GIN), so the index serves the query.
 */
export function userSearchDocument(t: { name: AnyColumn }) {
  return searchDocument(searchVector(joinedText(t.name), 'A'));
}
