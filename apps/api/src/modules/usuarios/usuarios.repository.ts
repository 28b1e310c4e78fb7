import {
  and,
  arrayContains,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNull,
  not,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { TUserListQuery } from '@portal/domain';
import type { Db } from '../../db/database';
import { escapeLike } from '../../db/sql-text';
import { pageWithTotal, totalOver } from '../../db/paging';
import type { FieldMap } from '../../permissions/casl-to-sql';
import { idField, isUuid, registerRuleFields } from '../../permissions/rule-fields';
import { identityTables } from '../identity';
import { obrasTables } from '../obras';

const { users } = identityTables;
const { obraUsuarios, obras } = obrasTables;

// Qualified by hand: in a select without joins Drizzle prints bare column names, which inside a subquery would
// bind to the subquery's own table if it ever had a column of the same name.
const userId = sql`${users}.${sql.identifier(users.id.name)}`;

/** Whether the user belongs to any of these obras. */
function memberOf(obraIds: readonly string[]): SQL {
  if (obraIds.length === 0) return sql`false`;
  return sql`exists (select 1 from ${obraUsuarios} where ${obraUsuarios.userId} = ${userId} and ${inArray(obraUsuarios.obraId, [...obraIds])})`;
}

/**
 * How the Usuario rules' fields (SPEC §3 "User": id_user, username, email, email_verified, name, type, roles,
 * companies, work sites) read in SQL. `usuarioSubject` in the service gives one user the same names, so a rule
 * reads alike in the list and on a profile. `obras` is a list field: equality means "is a member of".
 */
export const USUARIO_FIELDS: FieldMap = registerRuleFields('Usuario', {
  id: idField(users.id),
  id_user: idField(users.id),
  username: users.username,
  email: users.email,
  email_verified: users.emailVerified,
  name: users.name,
  type: users.type,
  roles: { array: users.roles },
  companies: { array: users.companies },
  enabled: users.enabled,
  status: users.status,
  obras: (operator, value) => {
    const member = memberOf([value].flat().filter(isUuid));
    if (operator === 'eq' || operator === 'in') return member;
    if (operator === 'ne' || operator === 'nin') return not(member);
    throw new Error(`operador ${operator} não suportado em obras`);
  },
});

const SORT = { name: users.name, email: users.email, createdAt: users.createdAt } as const;

function filters(query: TUserListQuery, permission: SQL): SQL | undefined {
  const conditions: (SQL | undefined)[] = [isNull(users.deletedAt), permission];
  if (query.q) {
    const like = `%${escapeLike(query.q)}%`;
    conditions.push(or(ilike(users.name, like), ilike(users.email, like)));
  }
  if (query.type) conditions.push(eq(users.type, query.type));
  if (query.role) conditions.push(arrayContains(users.roles, [query.role]));
  if (query.status) conditions.push(eq(users.status, query.status));
  if (query.enabled !== undefined) conditions.push(eq(users.enabled, query.enabled));
  if (query.obra) conditions.push(memberOf([query.obra]));
  if (query.semObra) conditions.push(not(memberOf([query.semObra])));
  return and(...conditions);
}

/**
 * A page of the users the caller may read (`permission` is their rules as SQL), never the deleted ones, filtered
 * and sorted in SQL.
 */
export async function findUsersPage(db: Db, query: TUserListQuery, permission: SQL) {
  const where = filters(query, permission);
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
