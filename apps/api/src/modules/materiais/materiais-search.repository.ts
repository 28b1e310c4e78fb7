import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { BuscaTermo, BuscaTermos } from '@portal/domain';
import type { Db } from '../../db/database';
import { everyTerm, matches, rankOf } from '../busca';
import { obraMatchesTerm, obrasTables } from '../obras';
import { listaSearchDocument } from './materiais-search-document';
import { materiaisListas } from './materiais.schema';

const { obras } = obrasTables;

/** Words that name the kind of record: "lista 12" and "LM-012" look for list nº 12. */
const KIND_WORDS = new Set(['lista', 'listas', 'lm', 'materiais', 'material']);

function numeroIs(digits: string): SQL {
  return digits.length <= 9 ? eq(materiaisListas.numero, Number(digits)) : sql`false`;
}

/**
 * The lists the caller may read (`permission` is their rules as SQL) where every term is in the list (its number
 * after "lista" or "LM", title, project) or in its obra; best first, then the latest changed.
 */
export async function findListasMatching(db: Db, busca: BuscaTermos, permission: SQL, limite: number) {
  const termos = busca.termos.filter((term) => !KIND_WORDS.has(term.texto));
  const byNumber = termos.length < busca.termos.length;
  if (termos.length === 0) return [];
  // After "lista" or "LM" a number is the list's own, not a piece of an obra's code.
  const placesOf = (term: BuscaTermo): SQL[] =>
    term.numero && byNumber
      ? [numeroIs(term.texto)]
      : [
          matches(listaSearchDocument(materiaisListas), term),
          sql`${materiaisListas.obraId} = any(array(select ${obras.id} from ${obras} where ${obraMatchesTerm(term)}))`,
        ];
  const found = everyTerm({ ...busca, termos }, placesOf);
  if (!found) return [];
  return db
    .select({
      id: materiaisListas.id,
      numero: materiaisListas.numero,
      titulo: materiaisListas.titulo,
      status: materiaisListas.status,
      obra: { id: obras.id, codigo: obras.codigo, nome: obras.nome },
    })
    .from(materiaisListas)
    .innerJoin(obras, eq(obras.id, materiaisListas.obraId))
    .where(and(permission, found))
    .orderBy(
      desc(rankOf(listaSearchDocument(materiaisListas), termos)),
      desc(materiaisListas.updatedAt),
      desc(materiaisListas.id),
    )
    .limit(limite);
}
