import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { BuscaTermo, BuscaTermos } from '@portal/domain';
import type { Db } from '../../db/database';
import { everyTerm, matches, rankOf } from '../busca';
import { obraMatchesTerm, obrasTables } from '../obras';
import { contratoSearchDocument } from './contratos-search-document';
import { contratos } from './contratos.schema';

const { obras } = obrasTables;

/** Words that name the kind of record: "contrato 3" and "CT-003" look for contract nº 3. */
const KIND_WORDS = new Set(['contrato', 'contratos', 'ct']);

/**
 * The contracts the caller may read (`permission` is their rules as SQL) where every term is in the contract (its
 * number after "contrato" or "CT", object, party, CNPJ) or in its obra; best first, then the latest changed.
 */
export async function findContratosMatching(db: Db, busca: BuscaTermos, permission: SQL, limite: number) {
  const termos = busca.termos.filter((term) => !KIND_WORDS.has(term.texto));
  const byNumber = termos.length < busca.termos.length;
  if (termos.length === 0) return [];
  const placesOf = (term: BuscaTermo): SQL[] =>
    term.numero && byNumber
      ? [term.texto.length <= 9 ? eq(contratos.numero, Number(term.texto)) : sql`false`]
      : [
          matches(contratoSearchDocument(contratos), term),
          sql`${contratos.obraId} = any(array(select ${obras.id} from ${obras} where ${obraMatchesTerm(term)}))`,
        ];
  const found = everyTerm({ ...busca, termos }, placesOf);
  if (!found) return [];
  return db
    .select({
      id: contratos.id,
      numero: contratos.numero,
      objeto: contratos.objeto,
      parteNome: contratos.parteNome,
      status: contratos.status,
      obra: { id: obras.id, codigo: obras.codigo, nome: obras.nome },
    })
    .from(contratos)
    .innerJoin(obras, eq(obras.id, contratos.obraId))
    .where(and(permission, found))
    .orderBy(
      desc(rankOf(contratoSearchDocument(contratos), termos)),
      desc(contratos.updatedAt),
      desc(contratos.id),
    )
    .limit(limite);
}
