import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { BuscaTermo, BuscaTermos } from '@portal/domain';
import type { Db } from '../../db/database';
import { codeContains, everyTerm, matches, rankOf } from '../busca';
import { obraMatchesTerm, obrasTables } from '../obras';
import { processoSearchDocument } from './juridico-search-document';
import { juridicoProcessos } from './juridico.schema';

const { obras } = obrasTables;

/** Words that name the kind of record: "processo 1002345" looks for that number. */
const KIND_WORDS = new Set([
  'processo',
  'processos',
  'juridico',
  'acao',
  'reclamacao',
  'trabalhista',
  'civel',
]);

function placesOf(term: BuscaTermo): SQL[] {
  return [
    matches(processoSearchDocument(juridicoProcessos), term),
    // A CNJ number is typed with or without its dots and dash ("1002345-41.2025", "10023454120255020461").
    ...(/\d/.test(term.texto) ? [codeContains(juridicoProcessos.numeroCnj, term.texto)] : []),
    sql`${juridicoProcessos.obraId} = any(array(select ${obras.id} from ${obras} where ${obraMatchesTerm(term)}))`,
  ];
}

/** The cases the caller may read (`permission`) where every term is in the case or its obra; best first. */
export async function findProcessosMatching(db: Db, busca: BuscaTermos, permission: SQL, limite: number) {
  const termos = busca.termos.filter((term) => !KIND_WORDS.has(term.texto));
  if (termos.length === 0) return [];
  const found = everyTerm({ ...busca, termos }, placesOf);
  if (!found) return [];
  return db
    .select({
      id: juridicoProcessos.id,
      numeroCnj: juridicoProcessos.numeroCnj,
      tipo: juridicoProcessos.tipo,
      parteContraria: juridicoProcessos.parteContraria,
      obra: { codigo: obras.codigo, nome: obras.nome },
    })
    .from(juridicoProcessos)
    .innerJoin(obras, eq(obras.id, juridicoProcessos.obraId))
    .where(and(permission, found))
    .orderBy(
      desc(rankOf(processoSearchDocument(juridicoProcessos), termos)),
      desc(juridicoProcessos.updatedAt),
      asc(juridicoProcessos.id),
    )
    .limit(limite);
}
