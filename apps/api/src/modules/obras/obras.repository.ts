import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TClienteListQuery, TObraListQuery } from '@portal/domain';
import type { Db } from '../../db/database';
import { escapeLike } from '../../db/sql-text';
import { pageWithTotal, totalOver } from '../../db/paging';
import type { FieldMap } from '../../permissions/casl-to-sql';
import { idField, registerRuleFields } from '../../permissions/rule-fields';
import { identityTables } from '../identity';
import { clientes, obraUsuarios, obras } from './obras.schema';

export type ClienteRow = typeof clientes.$inferSelect;
export type ObraRow = typeof obras.$inferSelect;

/**
 * How the Obra rules' fields (SPEC §3 "Work site: Id_Lista"; and the client, type and status a specific rule may
 * limit obras to) read in SQL. `obraFields` in obra-view gives one obra the same names.
 */
export const OBRA_FIELDS: FieldMap = registerRuleFields('Obra', {
  Id_Lista: idField(obras.id),
  obra: idField(obras.id),
  clienteId: idField(obras.clienteId),
  tipo: obras.tipo,
  status: obras.status,
});

/** How the Cliente rules' fields (a client company's id, nome and cnpj, as the API shows them) read in SQL. */
export const CLIENTE_FIELDS: FieldMap = registerRuleFields('Cliente', {
  id: idField(clientes.id),
  nome: clientes.nome,
  cnpj: clientes.cnpj,
});

/**
 * Identity's users table under the names of an obra's people. Built on first use: identity and obras import each
 * other, so at load time one of the two indexes is still half-evaluated.
 */
function makePeople() {
  const { users } = identityTables;
  return {
    users,
    siteManager: alias(users, 'site_manager'),
    substituto: alias(users, 'substituto'),
    coordenador: alias(users, 'coordenador'),
  };
}
let peopleTables: ReturnType<typeof makePeople> | undefined;
const people = () => (peopleTables ??= makePeople());

type People = ReturnType<typeof makePeople>;
const person = (table: People['siteManager'] | People['substituto'] | People['coordenador']) => ({
  id: table.id,
  name: table.name,
  email: table.email,
});

const SORT_COLUMNS = {
  codigo: obras.codigo,
  nome: obras.nome,
  status: obras.status,
  cidade: obras.cidade,
  uf: obras.uf,
  cliente: clientes.nome,
  inicioPrevisto: obras.inicioPrevisto,
  fimPrevisto: obras.fimPrevisto,
} as const;

function listFilters(query: TObraListQuery, permission: SQL, userId: string): SQL | undefined {
  const conditions: (SQL | undefined)[] = [permission];
  if (query.q) {
    const like = `%${escapeLike(query.q)}%`;
    conditions.push(
      or(
        ilike(obras.codigo, like),
        ilike(obras.nome, like),
        ilike(obras.cidade, like),
        ilike(clientes.nome, like),
      ),
    );
  }
  if (query.clienteId) conditions.push(eq(obras.clienteId, query.clienteId));
  if (query.status?.length) conditions.push(inArray(obras.status, query.status));
  if (query.uf?.length) conditions.push(inArray(obras.uf, query.uf));
  if (query.tipo) conditions.push(eq(obras.tipo, query.tipo));
  if (query.minhas) {
    conditions.push(
      sql`exists (select 1 from ${obraUsuarios} where ${obraUsuarios.obraId} = ${obras.id} and ${obraUsuarios.userId} = ${userId})`,
    );
  }
  return and(...conditions);
}

/**
 * A page of obras the caller may read (`permission` is their rules as SQL), with the total. Searching scans every
 * obra anyway, so the total comes with the page (one scan); otherwise the page walks the sort index and stops early,
 * and a separate count is cheaper than counting inside it. (Measured with `npm run bench`.)
 */
export async function findObrasPage(db: Db, query: TObraListQuery, permission: SQL, userId: string) {
  const { siteManager } = people();
  const where = listFilters(query, permission, userId);
  const column = SORT_COLUMNS[query.sort.field];
  const countAll = async () => {
    const [counted] = await db
      .select({ total: count() })
      .from(obras)
      .innerJoin(clientes, eq(clientes.id, obras.clienteId))
      .where(where);
    return Number(counted?.total ?? 0);
  };
  const page = db
    .select({
      obra: obras,
      cliente: { id: clientes.id, nome: clientes.nome },
      siteManager: person(siteManager),
      total: query.q ? totalOver() : sql<number>`0`.mapWith(Number),
    })
    .from(obras)
    .innerJoin(clientes, eq(clientes.id, obras.clienteId))
    .leftJoin(siteManager, eq(siteManager.id, obras.siteManagerId))
    .where(where)
    .orderBy(query.sort.desc ? desc(column) : asc(column), asc(obras.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  if (query.q) return pageWithTotal(await page, query.page, countAll);
  const [rows, total] = await Promise.all([page, countAll()]);
  return { rows, total };
}

/** One obra with its people and number of members. */
export async function findObraDetail(db: Db, id: string) {
  const { siteManager, substituto, coordenador } = people();
  const [row] = await db
    .select({
      obra: obras,
      cliente: { id: clientes.id, nome: clientes.nome },
      siteManager: person(siteManager),
      substituto: person(substituto),
      coordenador: person(coordenador),
      membros: sql<number>`(select count(*)::int from ${obraUsuarios} where ${obraUsuarios.obraId} = ${obras.id})`,
    })
    .from(obras)
    .innerJoin(clientes, eq(clientes.id, obras.clienteId))
    .leftJoin(siteManager, eq(siteManager.id, obras.siteManagerId))
    .leftJoin(substituto, eq(substituto.id, obras.siteManagerSubstitutoId))
    .leftJoin(coordenador, eq(coordenador.id, obras.coordenadorId))
    .where(eq(obras.id, id))
    .limit(1);
  return row;
}

export async function insertCliente(tx: Db, row: typeof clientes.$inferInsert): Promise<ClienteRow> {
  const [created] = await tx.insert(clientes).values(row).returning();
  return created!;
}

export async function findClienteByCnpj(tx: Db, cnpj: string): Promise<ClienteRow | undefined> {
  const [row] = await tx.select().from(clientes).where(eq(clientes.cnpj, cnpj)).limit(1);
  return row;
}

export async function insertObra(tx: Db, row: typeof obras.$inferInsert): Promise<ObraRow> {
  const [created] = await tx.insert(obras).values(row).returning();
  return created!;
}

export async function findObraByCodigo(tx: Db, codigo: string): Promise<ObraRow | undefined> {
  const [row] = await tx.select().from(obras).where(eq(obras.codigo, codigo)).limit(1);
  return row;
}

export async function insertObraUsuario(tx: Db, obraId: string, userId: string): Promise<boolean> {
  const inserted = await tx
    .insert(obraUsuarios)
    .values({ obraId, userId })
    .onConflictDoNothing()
    .returning({ obraId: obraUsuarios.obraId });
  return inserted.length > 0;
}

export async function findObraById(db: Db, id: string): Promise<ObraRow | undefined> {
  const [row] = await db.select().from(obras).where(eq(obras.id, id)).limit(1);
  return row;
}

export async function updateObraRow(
  tx: Db,
  id: string,
  changes: Partial<typeof obras.$inferInsert>,
): Promise<ObraRow> {
  const [row] = await tx
    .update(obras)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(obras.id, id))
    .returning();
  return row!;
}

/** The members of an obra with their accounts, by name. */
export async function findObraMembros(db: Db, obraId: string) {
  const { users } = people();
  return db
    .select({ user: users, adicionadoEm: obraUsuarios.createdAt })
    .from(obraUsuarios)
    .innerJoin(users, eq(users.id, obraUsuarios.userId))
    .where(eq(obraUsuarios.obraId, obraId))
    .orderBy(asc(users.name));
}

export async function deleteObraUsuario(tx: Db, obraId: string, userId: string): Promise<boolean> {
  const removed = await tx
    .delete(obraUsuarios)
    .where(and(eq(obraUsuarios.obraId, obraId), eq(obraUsuarios.userId, userId)))
    .returning({ userId: obraUsuarios.userId });
  return removed.length > 0;
}

// The client's id is qualified by hand: in a select without joins Drizzle prints bare column names, and a bare
// "id" inside this subquery would be the obra's own id (every client would count 0 obras).
const obrasPorCliente = sql<number>`(select count(*)::int from ${obras} where ${obras.clienteId} = ${clientes}.${sql.identifier(clientes.id.name)})`;

/** Name, or CNPJ digits when the text is a piece of CNPJ ("Aliança 2" must not match every CNPJ with a 2). */
function clienteSearch(q: string): SQL | undefined {
  const digits = /^[\d./\s-]+$/.test(q) ? q.replace(/\D/g, '') : '';
  return or(
    ilike(clientes.nome, `%${escapeLike(q)}%`),
    digits ? ilike(clientes.cnpj, `%${digits}%`) : undefined,
  );
}

/** A page of the clients the caller may read (`permission` is their rules as SQL), with the total. */
export async function findClientesPage(db: Db, query: TClienteListQuery, permission: SQL) {
  const where = and(permission, query.q ? clienteSearch(query.q) : undefined);
  const column = query.sort.field === 'cnpj' ? clientes.cnpj : clientes.nome;
  const rows = await db
    .select({ cliente: clientes, obras: obrasPorCliente, total: totalOver() })
    .from(clientes)
    .where(where)
    .orderBy(query.sort.desc ? desc(column) : asc(column), asc(clientes.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return pageWithTotal(rows, query.page, async () => {
    const [counted] = await db.select({ total: count() }).from(clientes).where(where);
    return Number(counted?.total ?? 0);
  });
}

export async function findClienteById(db: Db, id: string) {
  const [row] = await db
    .select({ cliente: clientes, obras: obrasPorCliente })
    .from(clientes)
    .where(eq(clientes.id, id))
    .limit(1);
  return row;
}

export async function updateClienteRow(
  tx: Db,
  id: string,
  changes: Partial<typeof clientes.$inferInsert>,
): Promise<ClienteRow> {
  const [row] = await tx
    .update(clientes)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(clientes.id, id))
    .returning();
  return row!;
}

/** Id and name of these client companies (in no particular order). */
export async function findClienteNomesByIds(db: Db, ids: readonly string[]) {
  return db
    .select({ id: clientes.id, nome: clientes.nome })
    .from(clientes)
    .where(inArray(clientes.id, [...ids]));
}
