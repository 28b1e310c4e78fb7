import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { BuscaTermo, BuscaTermos } from '@portal/domain';
import type { Db } from '../../db/database';
import { everyTerm, matches, rankOf } from '../busca';
import { obraMatchesTerm, obrasTables } from '../obras';
import { ordensServico } from './field.schema';
import { osSearchDocument } from './os-search-document';

const { obras } = obrasTables;

/** Words that name the kind of record: "OS 12" looks for order nº 12. */
const KIND_WORDS = new Set(['os', 'ordem', 'ordens', 'servico', 'servicos']);

/**
 * The orders the caller may read (`permission` is their rules as SQL) where every term is in the order (number,
 * title, place, scope) or in its obra; best first, then newest.
 */
export async function findOsMatching(db: Db, busca: BuscaTermos, permission: SQL, limite: number) {
  const termos = busca.termos.filter((term) => !KIND_WORDS.has(term.texto));
  const byNumber = termos.length < busca.termos.length;
  const document = osSearchDocument(ordensServico);
  if (termos.length === 0) return [];
  const found = everyTerm({ ...busca, termos }, (term) =>
    term.numero && byNumber ? [numeroIs(term.texto)] : placesOf(term),
  );
  if (!found) return [];
  return db
    .select({
      id: ordensServico.id,
      numero: ordensServico.numero,
      titulo: ordensServico.titulo,
      tipo: ordensServico.tipo,
      obra: { id: obras.id, codigo: obras.codigo, nome: obras.nome },
    })
    .from(ordensServico)
    .innerJoin(obras, eq(obras.id, ordensServico.obraId))
    .where(and(permission, found))
    .orderBy(desc(rankOf(document, termos)), desc(ordensServico.createdAt), desc(ordensServico.id))
    .limit(limite);
}

function numeroIs(digits: string): SQL {
  return digits.length <= 9 ? eq(ordensServico.numero, Number(digits)) : sql`false`;
}

function placesOf(term: BuscaTermo): SQL[] {
  return [
    matches(osSearchDocument(ordensServico), term),
    sql`${ordensServico.obraId} = any(array(select ${obras.id} from ${obras} where ${obraMatchesTerm(term)}))`,
  ];
}
