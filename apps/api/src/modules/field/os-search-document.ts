import { sql, type AnyColumn } from 'drizzle-orm';
import { joinedText, searchDocument, searchVector } from '../busca';

/**
 * What the global search reads of a service order: its number first, then its title, place and scope. The schema
 * indexes this very expression (GIN) and the search uses it unchanged, so the index serves it.
 */
export function osSearchDocument(t: {
  numero: AnyColumn;
  titulo: AnyColumn;
  local: AnyColumn;
  escopo: AnyColumn;
}) {
  return searchDocument(
    searchVector(sql`${t.numero}::text`, 'A'),
    searchVector(sql`${t.titulo}`, 'B'),
    searchVector(joinedText(t.local, t.escopo), 'C'),
  );
}
