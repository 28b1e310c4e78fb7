import { and, asc, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { BuscaTermo, BuscaTermos } from '@portal/domain';
import type { Db } from '../../db/database';
import { codeContains, everyTerm, matches, rankOf } from '../busca';
import { clientes, obras } from './obras.schema';
import { clienteSearchDocument, obraSearchDocument } from './search-documents';

type ObrasTable = typeof obras;
type ClientesTable = typeof clientes;

/**
 * An obra matches a term by its code, name, city and state, by a piece of its code (terms with digits: "2025",
 * "ob2025014") or by its client's name. The client is asked once per term (`any(array(...))`), not once per obra.
 * Takes the tables (or aliases) so that another module's query can ask it about the obras of its records.
 */
export function obraMatchesTerm(term: BuscaTermo, o: ObrasTable = obras, c: ClientesTable = clientes): SQL {
  return or(
    matches(obraSearchDocument(o), term),
    /\d/.test(term.texto) ? codeContains(o.codigo, term.texto) : undefined,
    sql`${o.clienteId} = any(array(select ${c.id} from ${c} where ${matches(clienteSearchDocument(c), term)}))`,
  )!;
}

/** The obras the caller may read (`permission` is their rules as SQL) matching every term, best first. */
export async function findObrasMatching(db: Db, busca: BuscaTermos, permission: SQL, limite: number) {
  const found = everyTerm(busca, (term) => [obraMatchesTerm(term)]);
  if (!found) return [];
  return db
    .select({
      id: obras.id,
      codigo: obras.codigo,
      nome: obras.nome,
      tipo: obras.tipo,
      cidade: obras.cidade,
      uf: obras.uf,
      cliente: clientes.nome,
    })
    .from(obras)
    .innerJoin(clientes, eq(clientes.id, obras.clienteId))
    .where(and(permission, found))
    .orderBy(desc(rankOf(obraSearchDocument(obras), busca.termos)), asc(obras.nome), asc(obras.id))
    .limit(limite);
}

/**
 * The client companies the caller may read matching every term by name, or whose CNPJ contains the digits typed
 * (with or without its dots, slash and dash), best first.
 */
export async function findClientesMatching(db: Db, busca: BuscaTermos, permission: SQL, limite: number) {
  const document = clienteSearchDocument(clientes);
  const found = or(
    everyTerm(busca, (term) => [matches(document, term)]),
    busca.digitos && busca.digitos.length >= 3
      ? sql`${clientes.cnpj} like ${`%${busca.digitos}%`}`
      : undefined,
  );
  if (!found) return [];
  return db
    .select({ id: clientes.id, nome: clientes.nome, cnpj: clientes.cnpj })
    .from(clientes)
    .where(and(permission, found))
    .orderBy(
      desc(busca.termos.length ? rankOf(document, busca.termos) : sql`0`),
      asc(clientes.nome),
      asc(clientes.id),
    )
    .limit(limite);
}
