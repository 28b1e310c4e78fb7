import { and, asc, count, eq, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import { PROJETO_SITUACOES_EM_ESPERA, TIME_ZONE } from '@portal/domain';
import type { Db } from '../../db/database';
import { obrasTables } from '../obras';
import type { ProjetoRow } from './projetos-view';
import { projetos as P, projetosRevisoes as R } from './projetos.schema';

const { obras } = obrasTables;

/** A timestamp's calendar day in São Paulo (the day a person there saw it happen). */
const diaSp = (coluna: typeof R.emitidaEm | typeof R.revisadaEm) =>
  sql`(${coluna} at time zone ${sql.raw(`'${TIME_ZONE}'`)})::date`;
const mesSp = sql<string>`to_char(${R.revisadaEm} at time zone ${sql.raw(`'${TIME_ZONE}'`)}, 'YYYY-MM')`;

/** Documents counted by one of their columns, within `where` (the documents the board shows). */
export async function contarPor<C extends typeof P.situacao | typeof P.categoria | typeof P.disciplina>(
  db: Db,
  where: SQL,
  coluna: C,
) {
  return db.select({ chave: coluna, total: count() }).from(P).where(where).groupBy(coluna);
}

export async function contarDocumentos(db: Db, where: SQL): Promise<number> {
  const [row] = await db.select({ total: count() }).from(P).where(where);
  return row!.total;
}

const revisadas = (where: SQL) => and(where, isNotNull(R.codigo), isNotNull(R.revisadaEm));

/** The client's reviews per São Paulo month and code, from the first day of `desdeMes` (`aaaa-mm-01`). */
export async function codigosPorMes(db: Db, where: SQL, desdeMes: string) {
  return db
    .select({ mes: mesSp, codigo: R.codigo, total: count() })
    .from(R)
    .innerJoin(P, eq(P.id, R.projetoId))
    .where(and(revisadas(where), sql`${diaSp(R.revisadaEm)} >= ${desdeMes}::date`))
    .groupBy(mesSp, R.codigo);
}

/** The average calendar days (São Paulo) between a revision's issue and its review, and how many were counted. */
export async function tempoDeRevisao(db: Db, where: SQL) {
  const [row] = await db
    .select({
      dias: sql<string | null>`avg(${diaSp(R.revisadaEm)} - ${diaSp(R.emitidaEm)})::text`,
      total: count(),
    })
    .from(R)
    .innerJoin(P, eq(P.id, R.projetoId))
    .where(and(revisadas(where), isNotNull(R.emitidaEm)));
  return { dias: row?.dias == null ? null : Number(row.dias), total: row?.total ?? 0 };
}

/**
 * Overdue documents: past their due date (before `hoje`) while somebody must act on them. CL (cancelled), APR and
 * EMI are not in PROJETO_SITUACOES_EM_ESPERA, so they never are. The most overdue first.
 */
const atrasadosWhere = (where: SQL, hoje: string) =>
  and(where, lt(P.prazo, hoje), inArray(P.situacao, PROJETO_SITUACOES_EM_ESPERA))!;

export async function contarAtrasados(db: Db, where: SQL, hoje: string): Promise<number> {
  return contarDocumentos(db, atrasadosWhere(where, hoje));
}

export async function findAtrasados(db: Db, where: SQL, hoje: string, limite: number): Promise<ProjetoRow[]> {
  return db
    .select({ projeto: P, obra: { id: obras.id, codigo: obras.codigo, nome: obras.nome } })
    .from(P)
    .innerJoin(obras, eq(obras.id, P.obraId))
    .where(atrasadosWhere(where, hoje))
    .orderBy(asc(P.prazo), asc(obras.codigo), asc(P.numero))
    .limit(limite);
}
