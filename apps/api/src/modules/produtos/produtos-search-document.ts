import type { AnyColumn } from 'drizzle-orm';
import { joinedText, searchDocument, searchVector } from '../busca';

/** What the global search reads of a product: its code and name first, then its family and description. */
export function produtoSearchDocument(t: {
  codigo: AnyColumn;
  nome: AnyColumn;
  familia: AnyColumn;
  descricao: AnyColumn;
}) {
  return searchDocument(
    searchVector(joinedText(t.codigo, t.nome), 'A'),
    searchVector(joinedText(t.familia, t.descricao), 'B'),
  );
}
