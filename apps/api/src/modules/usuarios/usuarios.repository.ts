import { and, arrayContains, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { TUserListQuery } from '@portal/domain';
import type { Db } from '../../db/database';
import { escapeLike } from '../../db/sql-text';
import { pageWithTotal, totalOver } from '../../db/paging';
import { users } from '../identity/users.schema';
import { obraUsuarios, obras } from '../obras/obras.schema';

const SORT = { name: users.name, email: users.email, createdAt: users.createdAt } as const;

function filters(query: TUserListQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [isNull(users.deletedAt)];
  if (query.q) {
    const like = `%${escapeLike(query.q)}%`;
    conditions.push(or(ilike(users.name, like), ilike(users.email, like)));
  }
  if (query.type) conditions.push(eq(users.type, query.type));
  if (query.role) conditions.push(arrayContains(users.roles, [query.role]));
  if (query.status) conditions.push(eq(users.status, query.status));
  if (query.enabled !== undefined) conditions.push(eq(users.enabled, query.enabled));
  const member = (obraId: string) =>
    sql`exists (select 1 from ${obraUsuarios} where ${obraUsuarios.userId} = ${users.id} and ${obraUsuarios.obraId} = ${obraId})`;
  if (query.obra) conditions.push(member(query.obra));
  if (query.semObra) conditions.push(sql`not ${member(query.semObra)}`);
  return and(...conditions);
}

/** A page of users (never the deleted ones), filtered and sorted in SQL. */
export async function findUsersPage(db: Db, query: TUserListQuery) {
  const where = filters(query);
  const column = SORT[query.sort.field];
  const rows = await db
    .select({ user: users, total: totalOver() })
    .from(users)
    .where(where)
    .orderBy(query.sort.desc ? desc(column) : asc(column), asc(users.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const page = await pageWithTotal(rows, query.page, async () => {
    const [counted] = await db.select({ total: count() }).from(users).where(where);
    return Number(counted?.total ?? 0);
  });
  return { rows: page.rows.map((r) => r.user), total: page.total };
}

/** The obras a user belongs to, by code. */
export async function findUserObras(db: Db, userId: string) {
  return db
    .select({ id: obras.id, codigo: obras.codigo, nome: obras.nome })
    .from(obraUsuarios)
    .innerJoin(obras, eq(obras.id, obraUsuarios.obraId))
    .where(eq(obraUsuarios.userId, userId))
    .orderBy(asc(obras.codigo));
}

export async function updateUserRow(tx: Db, id: string, changes: Partial<typeof users.$inferInsert>) {
  const [row] = await tx
    .update(users)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  return row!;
}
