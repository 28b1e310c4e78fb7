import type { AnyColumn } from 'drizzle-orm';
import { joinedText, searchDocument, searchVector } from '../busca';

/**
 * What the global search reads of an obra and of a client company. The schema files index these very expressions
 * (GIN), and the search queries use them unchanged, so the index serves the query.
 */

/** An obra: its code and name first, then its city and state. */
export function obraSearchDocument(t: {
  codigo: AnyColumn;
  nome: AnyColumn;
  cidade: AnyColumn;
  uf: AnyColumn;
}) {
  return searchDocument(
    searchVector(joinedText(t.codigo, t.nome), 'A'),
    searchVector(joinedText(t.cidade, t.uf), 'C'),
  );
}

/** A client company: its name (the CNPJ is matched by its digits). */
export function clienteSearchDocument(t: { nome: AnyColumn }) {
  return searchDocument(searchVector(joinedText(t.nome), 'A'));
}
