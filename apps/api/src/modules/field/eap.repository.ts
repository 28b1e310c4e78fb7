import { and, asc, eq, inArray, max, sql } from 'drizzle-orm';
import type { TOsTipo } from '@portal/domain';
import type { Db } from '../../db/database';
import { eapItens, ordensServico, osDiarioItens, osDiarios, osItens } from './field.schema';

export type EapRow = typeof eapItens.$inferSelect;
export type EapInsert = typeof eapItens.$inferInsert;

const ofTeam = (obraId: string, tipo: TOsTipo) => and(eq(eapItens.obraId, obraId), eq(eapItens.tipo, tipo));

/**
 * An obra's EAP of one team with what its daily logs executed on each item (one aggregate over the logs of the
 * obra's orders of that team) and whether an order covers it.
 */
export async function findEapComExecucao(db: Db, obraId: string, tipo: TOsTipo) {
  const executado = db
    .select({
      eapItemId: osDiarioItens.eapItemId,
      total: sql<string>`sum(${osDiarioItens.quantidade})`.as('total'),
    })
    .from(osDiarioItens)
    .innerJoin(osDiarios, eq(osDiarios.id, osDiarioItens.diarioId))
    .innerJoin(ordensServico, eq(ordensServico.id, osDiarios.osId))
    .where(and(eq(ordensServico.obraId, obraId), eq(ordensServico.tipo, tipo)))
    .groupBy(osDiarioItens.eapItemId)
    .as('executado');
  const rows = await db
    .select({
      id: eapItens.id,
      parentId: eapItens.parentId,
      ordem: eapItens.ordem,
      descricao: eapItens.descricao,
      unidade: eapItens.unidade,
      quantidade: eapItens.quantidade,
      peso: eapItens.peso,
      executado: executado.total,
      emUso: sql<boolean>`exists (select 1 from ${osItens} where ${osItens.eapItemId} = ${eapItens.id})`,
    })
    .from(eapItens)
    .leftJoin(executado, eq(executado.eapItemId, eapItens.id))
    .where(ofTeam(obraId, tipo));
  return rows.map((r) => ({
    ...r,
    quantidade: Number(r.quantidade),
    peso: Number(r.peso),
    executado: r.executado === null ? 0 : Number(r.executado),
    emUso: Boolean(r.emUso),
  }));
}

/**
 * The EAP's items (their place in the tree), locked until the transaction ends: two people moving items at once
 * cannot build a loop or give two siblings one position.
 */
export async function lockEap(db: Db, obraId: string, tipo: TOsTipo) {
  return db
    .select({
      id: eapItens.id,
      parentId: eapItens.parentId,
      ordem: eapItens.ordem,
      descricao: eapItens.descricao,
      unidade: eapItens.unidade,
      quantidade: eapItens.quantidade,
      peso: eapItens.peso,
    })
    .from(eapItens)
    .where(ofTeam(obraId, tipo))
    .orderBy(asc(eapItens.ordem))
    .for('update');
}
export type EapLockedRow = Awaited<ReturnType<typeof lockEap>>[number];

/**
 * Which of these items an order covers or a daily log measured, with the order's number: what keeps an item from
 * being deleted or the EAP from being replaced.
 */
export async function findUsos(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  const [cobertos, medidos] = await Promise.all([
    db
      .selectDistinct({ eapItemId: osItens.eapItemId, numero: ordensServico.numero })
      .from(osItens)
      .innerJoin(ordensServico, eq(ordensServico.id, osItens.osId))
      .where(inArray(osItens.eapItemId, ids)),
    db
      .selectDistinct({ eapItemId: osDiarioItens.eapItemId, numero: ordensServico.numero })
      .from(osDiarioItens)
      .innerJoin(osDiarios, eq(osDiarios.id, osDiarioItens.diarioId))
      .innerJoin(ordensServico, eq(ordensServico.id, osDiarios.osId))
      .where(inArray(osDiarioItens.eapItemId, ids)),
  ]);
  return [...cobertos, ...medidos].sort((a, b) => a.numero - b.numero);
}

/** The position after the last child of `parentId` (null: the roots). */
export async function nextOrdem(db: Db, obraId: string, tipo: TOsTipo, parentId: string | null) {
  const [row] = await db
    .select({ max: max(eapItens.ordem) })
    .from(eapItens)
    .where(
      and(
        ofTeam(obraId, tipo),
        parentId ? eq(eapItens.parentId, parentId) : sql`${eapItens.parentId} is null`,
      ),
    );
  return row?.max === null || row?.max === undefined ? 0 : row.max + 1;
}

export async function insertEapItem(db: Db, values: EapInsert): Promise<EapRow> {
  const [row] = await db.insert(eapItens).values(values).returning();
  if (!row) throw new Error('insert into eap_itens returned nothing');
  return row;
}

export async function updateEapItem(db: Db, id: string, values: Partial<EapInsert>): Promise<void> {
  await db
    .update(eapItens)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(eapItens.id, id));
}

/** Writes the place of the items whose parent or position changed (only those: a move touches two sibling lists). */
export async function placeEapItens(
  db: Db,
  places: readonly { id: string; parentId: string | null; ordem: number }[],
): Promise<void> {
  for (const { id, parentId, ordem } of places) await updateEapItem(db, id, { parentId, ordem });
}

/** Deletes the item; its descendants go with it (the parent key cascades). */
export async function deleteEapItem(db: Db, id: string): Promise<void> {
  await db.delete(eapItens).where(eq(eapItens.id, id));
}

/** Replaces the whole EAP of an obra and team (parents listed before their children, ids chosen by the caller). */
export async function replaceEap(db: Db, obraId: string, tipo: TOsTipo, itens: EapInsert[]): Promise<void> {
  await db.delete(eapItens).where(ofTeam(obraId, tipo));
  // One statement per 500 rows keeps far below PostgreSQL's limit of parameters in a statement.
  for (let i = 0; i < itens.length; i += 500) await db.insert(eapItens).values(itens.slice(i, i + 500));
}
