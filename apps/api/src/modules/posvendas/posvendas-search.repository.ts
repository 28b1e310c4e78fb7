import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { BuscaTermo, BuscaTermos } from '@portal/domain';
import type { Db } from '../../db/database';
import { codeContains, everyTerm, matches, rankOf } from '../busca';
import { obraMatchesTerm, obrasTables } from '../obras';
import { chamadoSearchDocument } from './posvendas-search-document';
import { posvendasChamados as C } from './posvendas.schema';

const { obras } = obrasTables;

/** Words that name the kind of record: "chamado 12" looks for ticket 12. */
const KIND_WORDS = new Set(['chamado', 'chamados', 'ticket', 'posvendas', 'pos', 'vendas', 'pv']);

function placesOf(term: BuscaTermo): SQL[] {
  return [
    matches(chamadoSearchDocument(C), term),
    ...(/^\d{1,9}$/.test(term.texto) ? [eq(C.numero, Number(term.texto))] : []),
    ...(/\d/.test(term.texto) ? [codeContains(C.numeroSerie, term.texto)] : []),
    sql`${C.obraId} = any(array(select ${obras.id} from ${obras} where ${obraMatchesTerm(term)}))`,
  ];
}

/** The tickets the caller may read (`permission`) where every term is in the ticket or its obra; best first. */
export async function findChamadosMatching(db: Db, busca: BuscaTermos, permission: SQL, limite: number) {
  const termos = busca.termos.filter((term) => !KIND_WORDS.has(term.texto));
  if (termos.length === 0) return [];
  const found = everyTerm({ ...busca, termos }, placesOf);
  if (!found) return [];
  return db
    .select({
      id: C.id,
      numero: C.numero,
      titulo: C.titulo,
      produto: C.produto,
      status: C.status,
      obra: { codigo: obras.codigo, nome: obras.nome },
    })
    .from(C)
    .innerJoin(obras, eq(obras.id, C.obraId))
    .where(and(permission, found))
    .orderBy(desc(rankOf(chamadoSearchDocument(C), termos)), desc(C.updatedAt), desc(C.numero))
    .limit(limite);
}
