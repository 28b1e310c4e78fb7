import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { BuscaTermo, BuscaTermos } from '@portal/domain';
import type { Db } from '../../db/database';
import { everyTerm, matches, rankOf } from '../busca';
import { obraMatchesTerm, obrasTables } from '../obras';
import { rdoAtividades, rdos } from './rdo.schema';
import { rdoAtividadeSearchDocument, rdoSearchDocument } from './search-documents';

const { obras } = obrasTables;

/** Words that name the kind of record, not a report: "RDO 12" looks for report nº 12. */
const KIND_WORDS = new Set(['rdo', 'rdos', 'diario', 'diarios', 'relatorio']);

/**
 * The reports the caller may read (`permission` is their rules as SQL) where every term is found in the report
 * itself (number, comments, occurrences), in its obra (code, name, city, client) or in one of its activities; or
 * of the date typed (dd/mm/aaaa). Best first, then newest. The obra and the activities are asked once per term
 * (`any(array(...))`), and every branch can be answered from an index of its own table.
 */
export async function findRdosMatching(db: Db, busca: BuscaTermos, permission: SQL, limite: number) {
  const termos = busca.termos.filter((term) => !KIND_WORDS.has(term.texto));
  // "RDO 3" is report nº 3, not every report of the obra "Linha 3".
  const byNumber = termos.length < busca.termos.length;
  const document = rdoSearchDocument(rdos);
  const found = or(
    everyTerm({ ...busca, termos }, (term) =>
      term.numero && byNumber ? [numeroIs(term.texto)] : placesOf(term),
    ),
    busca.data ? eq(rdos.data, busca.data) : undefined,
  );
  if (!found) return [];
  return db
    .select({
      id: rdos.id,
      numero: rdos.numero,
      data: rdos.data,
      obra: { codigo: obras.codigo, nome: obras.nome },
    })
    .from(rdos)
    .innerJoin(obras, eq(obras.id, rdos.obraId))
    .where(and(permission, found))
    .orderBy(desc(termos.length ? rankOf(document, termos) : sql`0`), desc(rdos.data), desc(rdos.id))
    .limit(limite);
}

/** A report's number; digits past an integer's range are no report's number (instead of a database error). */
function numeroIs(digits: string): SQL {
  return digits.length <= 9 ? eq(rdos.numero, Number(digits)) : sql`false`;
}

/**
 * Where a term may be found for a report: in it, in its obra, in one of its activities. Inside the subqueries
 * `obras` and `rdo_atividades` are the subquery's own tables, not the outer query's join.
 */
function placesOf(term: BuscaTermo): SQL[] {
  return [
    matches(rdoSearchDocument(rdos), term),
    sql`${rdos.obraId} = any(array(select ${obras.id} from ${obras} where ${obraMatchesTerm(term)}))`,
    sql`${rdos.id} = any(array(select ${rdoAtividades.rdoId} from ${rdoAtividades} where ${matches(
      rdoAtividadeSearchDocument(rdoAtividades),
      term,
    )}))`,
  ];
}
