import { and, asc, count, desc, eq, gte, ilike, inArray, lt, lte, max, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TRdoListFilters, TRdoListQuery } from '@portal/domain';
import type { Db } from '../../db/database';
import { LargeTotals } from '../../db/paging';
import { containsPattern } from '../../db/sql-text';
import type { FieldMap } from '../../permissions/casl-to-sql';
import { idField, registerRuleFields } from '../../permissions/rule-fields';
import { identityTables } from '../identity';
import { obrasTables } from '../obras';
import { rdoAtividades, rdoFotos, rdos } from './rdo.schema';

const { users } = identityTables;
const { clientes, obras } = obrasTables;

export type RdoRow = typeof rdos.$inferSelect;
export type RdoInsert = typeof rdos.$inferInsert;
export type RdoAtividadeRow = typeof rdoAtividades.$inferSelect;
export type RdoFotoRow = typeof rdoFotos.$inferSelect;

const siteManager = alias(users, 'rdo_site_manager');
const autor = alias(users, 'rdo_autor');

/**
 * How the RDO rules' fields (SPEC §3 "RDO: obra, siteManager.mail") read in SQL. The site manager is the obra's
 * current one, so a new site manager takes over the obra's reports.
 */
export const RDO_FIELDS: FieldMap = registerRuleFields('RDO', {
  obra: idField(rdos.obraId),
  status: rdos.status,
  // E-mails are stored lower-case (check users_email_lowercase), so the unique index on e-mail finds the user:
  // `lower(email)` read all the users on every request.
  'siteManager.mail': (operator, value) => {
    const managed = sql`${rdos.obraId} in (select ${obras.id} from ${obras} join ${users} on ${users.id} = ${obras.siteManagerId} where ${users.email}`;
    if (operator === 'eq') return sql`${managed} = ${String(value).toLowerCase()})`;
    if (operator === 'in') {
      const list = (value as string[]).map((v) => v.toLowerCase());
      return list.length === 0 ? sql`false` : sql`${managed} in ${list})`;
    }
    throw new Error(`operador ${operator} não suportado em siteManager.mail`);
  },
});

const SORT_COLUMNS = {
  data: rdos.data,
  numero: rdos.numero,
  status: rdos.status,
  obra: obras.codigo,
  updatedAt: rdos.updatedAt,
} as const;

function filters(query: TRdoListFilters, permission: SQL): SQL | undefined {
  return and(
    permission,
    query.obra ? eq(rdos.obraId, query.obra) : undefined,
    query.de ? gte(rdos.data, query.de) : undefined,
    query.ate ? lte(rdos.data, query.ate) : undefined,
    query.status?.length ? inArray(rdos.status, query.status) : undefined,
    query.autor ? eq(rdos.autorId, query.autor) : undefined,
  );
}

const resumoColumns = {
  id: rdos.id,
  numero: rdos.numero,
  data: rdos.data,
  status: rdos.status,
  obra: { id: obras.id, codigo: obras.codigo, nome: obras.nome },
  autor: autor.name,
  efetivo: rdos.efetivo,
  chuvaMm: rdos.chuvaMm,
  ocorrencias: sql<number>`jsonb_array_length(${rdos.ocorrencias})`.mapWith(Number),
  fotos: sql<number>`(select count(*)::int from ${rdoFotos} where ${rdoFotos.rdoId} = ${rdos.id})`.mapWith(
    Number,
  ),
  updatedAt: rdos.updatedAt,
};

/** Totals of the RDO list above 10,000 reports, remembered a little while (see LargeTotals); RDO writes drop them. */
const rdoTotals = new LargeTotals();
const databaseIds = new WeakMap<Db, number>();
let databasesSeen = 0;

/**
 * A page of the reports the caller may read (`permission` is their rules as SQL), newest first by default.
 * The page is chosen first over `rdos` alone, carrying only ids (an index-only walk of `rdos_data_idx` for the
 * newest-first list), and only its 20 rows are then joined to their obra and author and get their photo count:
 * with OFFSET, everything computed for the skipped rows was thrown away, so page 500 cost 500 pages of joins.
 */
export async function findRdosPage(db: Db, query: TRdoListQuery, permission: SQL) {
  const where = filters(query, permission);
  const column = SORT_COLUMNS[query.sort.field];
  const order = [query.sort.desc ? desc(column) : asc(column), desc(rdos.id)];
  const chosen = db.select({ id: rdos.id }).from(rdos);
  const pageIds = (query.sort.field === 'obra' ? chosen.innerJoin(obras, eq(obras.id, rdos.obraId)) : chosen)
    .where(where)
    .orderBy(...order)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const page = db
    .select(resumoColumns)
    .from(rdos)
    .innerJoin(obras, eq(obras.id, rdos.obraId))
    .leftJoin(autor, eq(autor.id, rdos.autorId))
    .where(inArray(rdos.id, pageIds))
    .orderBy(...order);
  // Every report has its obra (foreign key) and no filter reads the obra's row, so the count skips the join and
  // can be answered from an index of rdos alone.
  const countQuery = db.select({ total: count() }).from(rdos).where(where);
  let databaseId = databaseIds.get(db);
  if (databaseId === undefined) databaseIds.set(db, (databaseId = ++databasesSeen));
  const { sql: text, params } = countQuery.toSQL();
  const total = rdoTotals.count(JSON.stringify([databaseId, text, params]), async () => {
    const [counted] = await countQuery;
    return Number(counted?.total ?? 0);
  });
  const [rows, counted] = await Promise.all([page, total]);
  return { rows, total: counted };
}

/**
 * The people who wrote reports the caller may read (of one obra, or named like `q`), by name. Walks the users and
 * probes each one's reports through the author index, so a reader of 300,000 reports costs a few thousand probes.
 */
export async function findRdoAutores(
  db: Db,
  query: { obra?: string; q?: string; autor?: string },
  permission: SQL,
  limit = 20,
) {
  const wrote = and(
    eq(rdos.autorId, users.id),
    permission,
    query.obra ? eq(rdos.obraId, query.obra) : undefined,
  );
  return db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(
      and(
        query.q ? ilike(users.name, containsPattern(query.q)) : undefined,
        query.autor ? eq(users.id, query.autor) : undefined,
        sql`exists (select 1 from ${rdos} where ${wrote})`,
      ),
    )
    .orderBy(asc(users.name), asc(users.id))
    .limit(limit);
}

/** The reports of a period for the spreadsheet, in batches (keyset on date and id), so memory stays flat. */
export async function* iterateRdosForExport(db: Db, query: TRdoListFilters, permission: SQL, batch = 500) {
  let after: { data: string; id: string } | undefined;
  for (;;) {
    const rows = await db
      .select({ rdo: rdos, obraCodigo: obras.codigo, obraNome: obras.nome, autor: autor.name })
      .from(rdos)
      .innerJoin(obras, eq(obras.id, rdos.obraId))
      .leftJoin(autor, eq(autor.id, rdos.autorId))
      .where(
        and(
          filters(query, permission),
          after ? sql`(${rdos.data}, ${rdos.id}) > (${after.data}, ${after.id})` : undefined,
        ),
      )
      .orderBy(asc(rdos.data), asc(rdos.id))
      .limit(batch);
    if (rows.length === 0) return;
    const atividades = await findAtividadesOf(
      db,
      rows.map((r) => r.rdo.id),
    );
    for (const row of rows) yield { ...row, atividades: atividades.get(row.rdo.id) ?? [] };
    const last = rows.at(-1)!.rdo;
    after = { data: last.data, id: last.id };
    if (rows.length < batch) return;
  }
}

/** One report with its obra, client, author and the obra's site manager. */
export async function findRdoDetail(db: Db, id: string) {
  const [row] = await db
    .select({
      rdo: rdos,
      obra: { id: obras.id, codigo: obras.codigo, nome: obras.nome },
      cliente: clientes.nome,
      autor: { id: autor.id, name: autor.name, email: autor.email },
      siteManager: { id: siteManager.id, name: siteManager.name, email: siteManager.email },
    })
    .from(rdos)
    .innerJoin(obras, eq(obras.id, rdos.obraId))
    .innerJoin(clientes, eq(clientes.id, obras.clienteId))
    .leftJoin(autor, eq(autor.id, rdos.autorId))
    .leftJoin(siteManager, eq(siteManager.id, obras.siteManagerId))
    .where(eq(rdos.id, id))
    .limit(1);
  return row;
}
export type RdoDetailRow = NonNullable<Awaited<ReturnType<typeof findRdoDetail>>>;

export async function findRdoByObraData(db: Db, obraId: string, data: string) {
  const [row] = await db
    .select({ id: rdos.id, numero: rdos.numero })
    .from(rdos)
    .where(and(eq(rdos.obraId, obraId), eq(rdos.data, data)))
    .limit(1);
  return row;
}

/** The last report before a date: what a new report copies its workforce and equipment from. */
export async function findLastRdoBefore(db: Db, obraId: string, data: string): Promise<RdoRow | undefined> {
  const [row] = await db
    .select()
    .from(rdos)
    .where(and(eq(rdos.obraId, obraId), lt(rdos.data, data)))
    .orderBy(desc(rdos.data))
    .limit(1);
  return row;
}

/**
 * The next sequential number of an obra. Locks the obra's row first, so two reports created at once cannot take
 * the same number.
 */
export async function lockNextNumero(tx: Db, obraId: string): Promise<number> {
  await tx.execute(sql`select 1 from ${obras} where ${obras.id} = ${obraId} for update`);
  const [row] = await tx
    .select({ last: max(rdos.numero) })
    .from(rdos)
    .where(eq(rdos.obraId, obraId));
  return (row?.last ?? 0) + 1;
}

export async function peekNextNumero(db: Db, obraId: string): Promise<number> {
  const [row] = await db
    .select({ last: max(rdos.numero) })
    .from(rdos)
    .where(eq(rdos.obraId, obraId));
  return (row?.last ?? 0) + 1;
}

export async function insertRdo(tx: Db, row: RdoInsert): Promise<RdoRow> {
  rdoTotals.changed();
  const [created] = await tx.insert(rdos).values(row).returning();
  return created!;
}

export async function updateRdoRow(tx: Db, id: string, changes: Partial<RdoInsert>): Promise<RdoRow> {
  rdoTotals.changed();
  const [row] = await tx
    .update(rdos)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(rdos.id, id))
    .returning();
  return row!;
}

/**
 * Moves a report from one of `from` to a new state in one statement: if someone else moved it first, nothing
 * changes and undefined comes back.
 */
export async function moveRdoRow(
  tx: Db,
  id: string,
  from: readonly string[],
  changes: Partial<RdoInsert>,
): Promise<RdoRow | undefined> {
  rdoTotals.changed();
  const [row] = await tx
    .update(rdos)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(rdos.id, id), inArray(rdos.status, [...from] as RdoRow['status'][])))
    .returning();
  return row;
}

export async function deleteRdoRow(tx: Db, id: string): Promise<void> {
  rdoTotals.changed();
  await tx.delete(rdos).where(eq(rdos.id, id));
}

export async function findAtividadesOf(db: Db, rdoIds: string[]): Promise<Map<string, RdoAtividadeRow[]>> {
  const byRdo = new Map<string, RdoAtividadeRow[]>();
  if (rdoIds.length === 0) return byRdo;
  const rows = await db
    .select()
    .from(rdoAtividades)
    .where(inArray(rdoAtividades.rdoId, rdoIds))
    .orderBy(asc(rdoAtividades.rdoId), asc(rdoAtividades.ordem));
  for (const row of rows) byRdo.set(row.rdoId, [...(byRdo.get(row.rdoId) ?? []), row]);
  return byRdo;
}

export async function replaceAtividades(
  tx: Db,
  rdoId: string,
  atividades: Omit<typeof rdoAtividades.$inferInsert, 'rdoId' | 'ordem'>[],
): Promise<void> {
  await tx.delete(rdoAtividades).where(eq(rdoAtividades.rdoId, rdoId));
  if (atividades.length === 0) return;
  await tx.insert(rdoAtividades).values(atividades.map((a, ordem) => ({ ...a, rdoId, ordem })));
}

export async function findFotosOf(db: Db, rdoId: string) {
  return db
    .select()
    .from(rdoFotos)
    .where(eq(rdoFotos.rdoId, rdoId))
    .orderBy(asc(rdoFotos.ordem), asc(rdoFotos.createdAt));
}

export async function insertFoto(tx: Db, row: typeof rdoFotos.$inferInsert): Promise<RdoFotoRow> {
  const [next] = await tx
    .select({ ordem: sql<number>`coalesce(max(${rdoFotos.ordem}), -1) + 1`.mapWith(Number) })
    .from(rdoFotos)
    .where(eq(rdoFotos.rdoId, row.rdoId));
  const [created] = await tx
    .insert(rdoFotos)
    .values({ ...row, ordem: next?.ordem ?? 0 })
    .returning();
  return created!;
}

export async function findFoto(db: Db, rdoId: string, fotoId: string): Promise<RdoFotoRow | undefined> {
  const [row] = await db
    .select()
    .from(rdoFotos)
    .where(and(eq(rdoFotos.id, fotoId), eq(rdoFotos.rdoId, rdoId)))
    .limit(1);
  return row;
}

export async function updateFotoLegenda(tx: Db, fotoId: string, legenda: string): Promise<RdoFotoRow> {
  const [row] = await tx.update(rdoFotos).set({ legenda }).where(eq(rdoFotos.id, fotoId)).returning();
  return row!;
}

export async function deleteFotoRow(tx: Db, fotoId: string): Promise<void> {
  await tx.delete(rdoFotos).where(eq(rdoFotos.id, fotoId));
}
