import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { BuscaTermo, BuscaTermos } from '@portal/domain';
import type { Db } from '../../db/database';
import { codeContains, everyTerm, matches, rankOf } from '../busca';
import { obraMatchesTerm, obrasTables } from '../obras';
import { apoliceSearchDocument } from './seguros-search-document';
import { segurosApolices } from './seguros.schema';

const { obras } = obrasTables;

/** Words that name the kind of record: "apólice 0012345" looks for that number. */
const KIND_WORDS = new Set(['apolice', 'apolices', 'seguro', 'seguros', 'endosso']);

function placesOf(term: BuscaTermo): SQL[] {
  return [
    matches(apoliceSearchDocument(segurosApolices), term),
    // A policy number is typed with or without its dots and dashes ("05.96.0012345", "0012345").
    ...(/\d/.test(term.texto) ? [codeContains(segurosApolices.numero, term.texto)] : []),
    sql`${segurosApolices.obraId} = any(array(select ${obras.id} from ${obras} where ${obraMatchesTerm(term)}))`,
  ];
}

/**
 * The policies the caller may read (`permission` is their rules as SQL) where every term is in the policy (number,
 * insurer, broker, insured) or in its obra; best first, then those ending soonest.
 */
export async function findApolicesMatching(db: Db, busca: BuscaTermos, permission: SQL, limite: number) {
  const termos = busca.termos.filter((term) => !KIND_WORDS.has(term.texto));
  if (termos.length === 0) return [];
  const found = everyTerm({ ...busca, termos }, placesOf);
  if (!found) return [];
  return db
    .select({
      id: segurosApolices.id,
      numero: segurosApolices.numero,
      ramo: segurosApolices.ramo,
      seguradora: segurosApolices.seguradora,
      fimVigencia: segurosApolices.fimVigencia,
      obra: { id: obras.id, codigo: obras.codigo, nome: obras.nome },
    })
    .from(segurosApolices)
    .innerJoin(obras, eq(obras.id, segurosApolices.obraId))
    .where(and(permission, found))
    .orderBy(
      desc(rankOf(apoliceSearchDocument(segurosApolices), termos)),
      asc(segurosApolices.fimVigencia),
      asc(segurosApolices.id),
    )
    .limit(limite);
}
