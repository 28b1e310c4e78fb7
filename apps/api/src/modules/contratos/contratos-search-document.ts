import type { AnyColumn } from 'drizzle-orm';
import { joinedText, searchDocument, searchVector } from '../busca';

/**
 * What the global search reads of a contract: its object and party first, then the party's CNPJ. The schema indexes
 * this very expression (GIN) and the search uses it unchanged, so the index serves it.
 */
export function contratoSearchDocument(t: { objeto: AnyColumn; parteNome: AnyColumn; parteCnpj: AnyColumn }) {
  return searchDocument(
    searchVector(joinedText(t.objeto, t.parteNome), 'A'),
    searchVector(joinedText(t.parteCnpj), 'B'),
  );
}
