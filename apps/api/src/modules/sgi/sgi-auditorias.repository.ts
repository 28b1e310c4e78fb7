import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { TAuditoriasQuery } from '@portal/domain';
import type { Db } from '../../db/database';
import { obrasTables } from '../obras';
import { sgiAuditorias, sgiOcorrencias } from './sgi.schema';

const { obras } = obrasTables;
const A = sgiAuditorias;

const constatacoes = sql<number>`(select count(*)::int from ${sgiOcorrencias} o where o.origem = 'auditoria' and o.origem_id = ${A.id})`;

function selectAuditoria(db: Db) {
  return db
    .select({
      auditoria: sgiAuditorias,
      obra: { id: obras.id, codigo: obras.codigo, nome: obras.nome },
      constatacoes,
    })
    .from(A)
    .leftJoin(obras, eq(obras.id, A.obraId));
}
export type AuditoriaRow = NonNullable<Awaited<ReturnType<typeof findAuditoriaDetail>>>;

export async function findAuditoriaDetail(db: Db, id: string) {
  const [row] = await selectAuditoria(db).where(eq(A.id, id));
  return row;
}

export async function findAuditoria(db: Db, id: string) {
  const [row] = await db.select().from(A).where(eq(A.id, id));
  return row;
}

export async function findAuditoriasPage(db: Db, query: TAuditoriasQuery) {
  const where: (SQL | undefined)[] = [];
  if (query.etapa?.length) where.push(inArray(A.etapa, query.etapa));
  if (query.tipo?.length) where.push(inArray(A.tipo, query.tipo));
  if (query.busca) {
    const term = `%${query.busca.replace(/[%_\\]/g, '')}%`;
    where.push(or(ilike(A.titulo, term), ilike(A.auditor, term), ilike(A.escopo, term)));
  }
  const condition = and(...where);
  const rows = await selectAuditoria(db)
    .where(condition)
    .orderBy(desc(A.inicio), desc(A.numero))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [totals] = await db.select({ total: count() }).from(A).where(condition);
  return { rows, total: totals!.total };
}

export async function insertAuditoria(tx: Db, values: typeof sgiAuditorias.$inferInsert) {
  const [row] = await tx.insert(A).values(values).returning({ id: A.id });
  return row!;
}

export async function updateAuditoriaIf(
  tx: Db,
  id: string,
  versao: number,
  changes: Partial<typeof sgiAuditorias.$inferInsert>,
) {
  const [row] = await tx
    .update(A)
    .set({ ...changes, versao: sql`${A.versao} + 1`, updatedAt: sql`now()` })
    .where(and(eq(A.id, id), eq(A.versao, versao)))
    .returning({ id: A.id });
  return row;
}
