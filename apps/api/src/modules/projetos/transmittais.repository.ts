import { and, asc, count, desc, eq, exists, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { identityTables } from '../identity';
import { obrasTables } from '../obras';
import { projetos as P, projetosRevisoes as R, projetosTransmittais as T } from './projetos.schema';

const { obras } = obrasTables;
const { users } = identityTables;

/** The audit log's name for a transmittal. */
export const ENTIDADE_TRANSMITTAL = 'projeto_transmittal';

/** The next number of an obra's transmittals (the unique index on (obra, sequencia) guards two at once). */
export async function proximaSequencia(tx: Db, obraId: string): Promise<number> {
  const [row] = await tx
    .select({ ultima: sql<number>`coalesce(max(${T.sequencia}), 0)::int` })
    .from(T)
    .where(eq(T.obraId, obraId));
  return Number(row?.ultima ?? 0) + 1;
}

export async function insertTransmittal(tx: Db, values: typeof T.$inferInsert) {
  const [row] = await tx.insert(T).values(values).returning({ id: T.id, numero: T.numero });
  return row!;
}

function selectTransmittal(db: Db) {
  return db
    .select({
      transmittal: T,
      obra: { id: obras.id, codigo: obras.codigo, nome: obras.nome },
      emitidoPor: { id: users.id, nome: users.name },
    })
    .from(T)
    .innerJoin(obras, eq(obras.id, T.obraId))
    .leftJoin(users, eq(users.id, T.emitidoPor));
}
export type TransmittalRow = NonNullable<Awaited<ReturnType<typeof findTransmittal>>>;

export async function findTransmittal(db: Db, id: string) {
  const [row] = await selectTransmittal(db).where(eq(T.id, id));
  return row;
}

/** The documents a transmittal issued that `readable` lets the user see, by number. */
export async function findItensDoTransmittal(db: Db, transmittalId: string, readable: SQL) {
  return db
    .select({ projeto: P, revisao: R })
    .from(R)
    .innerJoin(P, eq(P.id, R.projetoId))
    .where(and(eq(R.transmittalId, transmittalId), readable))
    .orderBy(asc(P.numero));
}

/** Revisions of the transmittal among the documents `readable` lets the user see. */
const documentosVisiveis = (readable: SQL) =>
  sql<number>`(select count(*)::int from ${R} inner join ${P} on ${P.id} = ${R.projetoId} where ${R.transmittalId} = ${T.id} and ${readable})`;

/**
 * One page of the transmittals of a scope (and obra) that hold at least one document the user may read (`readable`:
 * projetosWhere), newest first.
 */
export async function findTransmittaisPage(
  db: Db,
  query: { escopo: string; obraId?: string; page: number; pageSize: number },
  readable: SQL,
) {
  const algum = exists(
    db
      .select({ um: sql`1` })
      .from(R)
      .innerJoin(P, eq(P.id, R.projetoId))
      .where(and(eq(R.transmittalId, T.id), readable)),
  );
  const where = and(
    eq(T.escopo, query.escopo as never),
    query.obraId ? eq(T.obraId, query.obraId) : undefined,
    algum,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        transmittal: T,
        obra: { id: obras.id, codigo: obras.codigo, nome: obras.nome },
        emitidoPor: { id: users.id, nome: users.name },
        documentos: documentosVisiveis(readable),
      })
      .from(T)
      .innerJoin(obras, eq(obras.id, T.obraId))
      .leftJoin(users, eq(users.id, T.emitidoPor))
      .where(where)
      .orderBy(desc(T.emitidoEm), desc(T.sequencia))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(T).where(where),
  ]);
  return { rows, total: total!.total };
}
