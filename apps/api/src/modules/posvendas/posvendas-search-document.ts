import type { AnyColumn } from 'drizzle-orm';
import { joinedText, searchDocument, searchVector } from '../busca';

/**
 * What the global search reads of a ticket: its title and product first, then the serial number and the description.
 * The schema indexes this very expression (GIN) and the search uses it unchanged, so the index serves it.
 */
export function chamadoSearchDocument(t: {
  titulo: AnyColumn;
  produto: AnyColumn;
  numeroSerie: AnyColumn;
  descricao: AnyColumn;
}) {
  return searchDocument(
    searchVector(joinedText(t.titulo, t.produto), 'A'),
    searchVector(joinedText(t.numeroSerie, t.descricao), 'B'),
  );
}
