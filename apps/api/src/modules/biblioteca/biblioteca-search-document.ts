import { sql, type AnyColumn } from 'drizzle-orm';
import { searchDocument, searchVector } from '../busca';

/**
 * What the global search reads of a library file: its name, with dots, dashes and underscores as spaces
 * ("planta-baixa_rev2.pdf" is found by "planta baixa"). The schema indexes this very expression (GIN).
 */
export function documentoSearchDocument(t: { nome: AnyColumn }) {
  return searchDocument(searchVector(sql`translate(${t.nome}, '._-', '   ')`, 'A'));
}
