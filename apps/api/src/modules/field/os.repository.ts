import { and, asc, count, desc, eq, ilike, inArray, max, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { todayInSaoPaulo, type TOsListFilters, type TOsStatus } from '@portal/domain';
import type { Db } from '../../db/database';
import { containsPattern } from '../../db/sql-text';
import { identityTables } from '../identity';
import { obrasTables } from '../obras';
import { checklists, eapItens, ordensServico, osDiarioItens, osDiarios, osItens } from './field.schema';

const { users } = identityTables;
const { obras } = obrasTables;

export type OsRow = typeof ordensServico.$inferSelect;
export type OsInsert = typeof ordensServico.$inferInsert;

const responsavel = alias(users, 'os_responsavel');
const siteManager = alias(users, 'os_site_manager');
const criador = alias(users, 'os_criador');

/** An order with its obra, the obra's site manager, its responsible person and who opened it. */
export async function findOsDetail(db: Db, id: string) {
  const [row] = await db
    .select({
      os: ordensServico,
      obra: { id: obras.id, codigo: obras.codigo, nome: obras.nome },
      siteManagerEmail: siteManager.email,
      responsavel: { id: responsavel.id, name: responsavel.name, email: responsavel.email },
      criadoPor: criador.name,
    })
    .from(ordensServico)
    .innerJoin(obras, eq(obras.id, ordensServico.obraId))
    .leftJoin(siteManager, eq(siteManager.id, obras.siteManagerId))
    .leftJoin(responsavel, eq(responsavel.id, ordensServico.responsavelId))
    .leftJoin(criador, eq(criador.id, ordensServico.criadoPor))
    .where(eq(ordensServico.id, id))
    .limit(1);
  return row;
}
export type OsDetailRow = NonNullable<Awaited<ReturnType<typeof findOsDetail>>>;

/** Open past its planned end, in the obra's local date. */
export function lateCondition(today = todayInSaoPaulo()): SQL {
  return sql`(${ordensServico.status} in ('aberta', 'em_execucao') and ${ordensServico.fimPrevisto} < ${today})`;
}

function filtersWhere(filters: TOsListFilters): SQL[] {
  const where: SQL[] = [];
  if (filters.obra) where.push(eq(ordensServico.obraId, filters.obra));
  if (filters.tipo) where.push(eq(ordensServico.tipo, filters.tipo));
  const status = filters.status as TOsStatus[] | undefined;
  if (status?.length) where.push(inArray(ordensServico.status, status));
  const prioridade = filters.prioridade as OsRow['prioridade'][] | undefined;
  if (prioridade?.length) where.push(inArray(ordensServico.prioridade, prioridade));
  if (filters.responsavel) where.push(eq(ordensServico.responsavelId, filters.responsavel));
  if (filters.atrasada === true) where.push(lateCondition());
  if (filters.atrasada === false) where.push(sql`not ${lateCondition()}`);
  const q = filters.q?.trim();
  if (q) {
    const numero = /^(?:os\s*)?(?:n[ºo°]?\s*)?(\d{1,9})$/i.exec(q)?.[1];
    const text = or(
      ilike(ordensServico.titulo, containsPattern(q)),
      ilike(ordensServico.local, containsPattern(q)),
    )!;
    where.push(numero ? or(text, eq(ordensServico.numero, Number(numero)))! : text);
  }
  return where;
}

const SORT_COLUMNS = {
  numero: ordensServico.numero,
  titulo: ordensServico.titulo,
  // urgente first when descending: the enum's order, not the alphabet.
  prioridade: sql`array_position(array['baixa','media','alta','urgente'], ${ordensServico.prioridade})`,
  status: sql`array_position(array['aberta','em_execucao','concluida','cancelada'], ${ordensServico.status})`,
  inicioPrevisto: ordensServico.inicioPrevisto,
  fimPrevisto: ordensServico.fimPrevisto,
} as const;

export interface OsPageQuery extends TOsListFilters {
  page: number;
  pageSize: number;
  sort?: { field: keyof typeof SORT_COLUMNS; desc: boolean };
}

/** One page of the orders the permission condition lets through, filtered and sorted in SQL. */
export async function findOsPage(db: Db, query: OsPageQuery, permission: SQL) {
  const where = and(permission, ...filtersWhere(query));
  const sort = query.sort ?? { field: 'numero', desc: true };
  const column = SORT_COLUMNS[sort.field];
  const [rows, totals] = await Promise.all([
    db
      .select({
        os: ordensServico,
        obra: { id: obras.id, codigo: obras.codigo, nome: obras.nome },
        responsavel: { id: responsavel.id, name: responsavel.name, email: responsavel.email },
      })
      .from(ordensServico)
      .innerJoin(obras, eq(obras.id, ordensServico.obraId))
      .leftJoin(responsavel, eq(responsavel.id, ordensServico.responsavelId))
      .where(where)
      .orderBy(sort.desc ? desc(column) : asc(column), desc(ordensServico.createdAt), asc(ordensServico.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(ordensServico).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}
export type OsPageRow = Awaited<ReturnType<typeof findOsPage>>['rows'][number];

/**
 * The EAP items of these orders with the quantity to execute, the EAP weight and what the orders' daily logs
 * executed on each: what progress is computed from.
 */
export async function findOsItens(db: Db, osIds: string[]) {
  if (osIds.length === 0) return [];
  const executado = db
    .select({
      osId: osDiarios.osId,
      eapItemId: osDiarioItens.eapItemId,
      quantidade: sql<string>`sum(${osDiarioItens.quantidade})`.as('executado'),
    })
    .from(osDiarioItens)
    .innerJoin(osDiarios, eq(osDiarios.id, osDiarioItens.diarioId))
    .where(inArray(osDiarios.osId, osIds))
    .groupBy(osDiarios.osId, osDiarioItens.eapItemId)
    .as('executado');
  const rows = await db
    .select({
      osId: osItens.osId,
      eapItemId: osItens.eapItemId,
      quantidade: osItens.quantidade,
      executado: executado.quantidade,
      descricao: eapItens.descricao,
      unidade: eapItens.unidade,
      peso: eapItens.peso,
    })
    .from(osItens)
    .innerJoin(eapItens, eq(eapItens.id, osItens.eapItemId))
    .leftJoin(executado, and(eq(executado.osId, osItens.osId), eq(executado.eapItemId, osItens.eapItemId)))
    .where(inArray(osItens.osId, osIds))
    .orderBy(asc(osItens.osId), asc(osItens.ordem));
  return rows.map((r) => ({ ...r, executado: r.executado === null ? 0 : Number(r.executado) }));
}
export type OsItemRow = Awaited<ReturnType<typeof findOsItens>>[number];

/** How many daily logs and checklists an order has. */
export async function countOsRecords(db: Db, osId: string) {
  const [[diarios], [filled]] = await Promise.all([
    db.select({ n: count() }).from(osDiarios).where(eq(osDiarios.osId, osId)),
    db.select({ n: count() }).from(checklists).where(eq(checklists.osId, osId)),
  ]);
  return { diarios: diarios?.n ?? 0, checklists: filled?.n ?? 0 };
}

/** The next number of an obra's orders of a team (the unique index catches two at once). */
export async function nextOsNumero(db: Db, obraId: string, tipo: OsRow['tipo']): Promise<number> {
  const [row] = await db
    .select({ max: max(ordensServico.numero) })
    .from(ordensServico)
    .where(and(eq(ordensServico.obraId, obraId), eq(ordensServico.tipo, tipo)));
  return (row?.max ?? 0) + 1;
}

export async function insertOs(db: Db, values: OsInsert): Promise<OsRow> {
  const [row] = await db.insert(ordensServico).values(values).returning();
  if (!row) throw new Error('insert into ordens_servico returned nothing');
  return row;
}

export async function updateOsRow(db: Db, id: string, values: Partial<OsInsert>): Promise<OsRow | undefined> {
  const [row] = await db
    .update(ordensServico)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(ordensServico.id, id))
    .returning();
  return row;
}

/** Moves the order only if it is still in `from` (a concurrent move wins cleanly). */
export async function moveOsRow(
  db: Db,
  id: string,
  from: readonly TOsStatus[],
  values: Partial<OsInsert>,
): Promise<OsRow | undefined> {
  const [row] = await db
    .update(ordensServico)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(ordensServico.id, id), inArray(ordensServico.status, [...from])))
    .returning();
  return row;
}

export async function replaceOsItens(
  db: Db,
  osId: string,
  itens: { eapItemId: string; quantidade: number }[],
): Promise<void> {
  await db.delete(osItens).where(eq(osItens.osId, osId));
  if (itens.length > 0)
    await db.insert(osItens).values(itens.map((item, ordem) => ({ osId, ...item, ordem })));
}

/** The EAP items of an obra and team among `ids` (an order may only cover its own obra's items). */
export async function findEapItensOf(db: Db, obraId: string, tipo: OsRow['tipo'], ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: eapItens.id, descricao: eapItens.descricao })
    .from(eapItens)
    .where(and(eq(eapItens.obraId, obraId), eq(eapItens.tipo, tipo), inArray(eapItens.id, ids)));
}

/** The EAP items among `ids` that have children (an order covers leaves, where quantities are measured). */
export async function findParentsAmong(db: Db, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: eapItens.parentId })
    .from(eapItens)
    .where(inArray(eapItens.parentId, ids));
  return rows.map((r) => r.id!).filter(Boolean);
}
