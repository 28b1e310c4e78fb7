import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { produtosTables } from '../produtos';
import { fabCentros, fabItens, fabOperacaoTipos, fabOperacoes } from './fabricacao.schema';

const { produtos } = produtosTables;

export type ItemRow = typeof fabItens.$inferSelect;
export type OperacaoRow = typeof fabOperacoes.$inferSelect;
export type ItemInsert = typeof fabItens.$inferInsert;
export type OperacaoInsert = typeof fabOperacoes.$inferInsert;

/** The items of a fabrication by tag, with their product. */
export async function findItens(db: Db, obraId: string) {
  return db
    .select({ item: fabItens, produto: { id: produtos.id, codigo: produtos.codigo, nome: produtos.nome } })
    .from(fabItens)
    .leftJoin(produtos, eq(produtos.id, fabItens.produtoId))
    .where(eq(fabItens.obraId, obraId))
    .orderBy(asc(sql`lower(${fabItens.tag})`));
}

/** The operations of some items, in their sequence, with kind and work centre. */
export async function findOperacoesDosItens(db: Db, itemIds: string[]) {
  if (itemIds.length === 0) return [];
  return db
    .select({
      op: fabOperacoes,
      tipo: { id: fabOperacaoTipos.id, codigo: fabOperacaoTipos.codigo, nome: fabOperacaoTipos.nome },
      centro: { id: fabCentros.id, nome: fabCentros.nome },
    })
    .from(fabOperacoes)
    .innerJoin(fabOperacaoTipos, eq(fabOperacaoTipos.id, fabOperacoes.tipoId))
    .leftJoin(fabCentros, eq(fabCentros.id, fabOperacoes.centroId))
    .where(inArray(fabOperacoes.itemId, itemIds))
    .orderBy(asc(fabOperacoes.sequencia), asc(fabOperacaoTipos.ordem));
}
export type OperacaoView = Awaited<ReturnType<typeof findOperacoesDosItens>>[number];

export async function findItem(db: Db, obraId: string, itemId: string): Promise<ItemRow | undefined> {
  const [row] = await db
    .select()
    .from(fabItens)
    .where(and(eq(fabItens.obraId, obraId), eq(fabItens.id, itemId)));
  return row;
}

/** Another item of the fabrication with this tag (case-insensitive). */
export async function findItemByTag(db: Db, obraId: string, tag: string): Promise<ItemRow | undefined> {
  const [row] = await db
    .select()
    .from(fabItens)
    .where(and(eq(fabItens.obraId, obraId), sql`lower(${fabItens.tag}) = lower(${tag})`));
  return row;
}

export async function insertItem(db: Db, values: ItemInsert): Promise<ItemRow> {
  const [row] = await db.insert(fabItens).values(values).returning();
  return row!;
}

/**
 * Changes an item still at `versao` (the one its writer read): undefined when someone else saved it in between, so
 * two simultaneous saves cannot both pass.
 */
export async function updateItemRow(
  db: Db,
  id: string,
  versao: number,
  set: Partial<ItemInsert>,
): Promise<ItemRow | undefined> {
  const [row] = await db
    .update(fabItens)
    .set({ ...set, versao: sql`${fabItens.versao} + 1`, updatedAt: new Date() })
    .where(and(eq(fabItens.id, id), eq(fabItens.versao, versao)))
    .returning();
  return row;
}

export async function deleteItemRow(db: Db, id: string): Promise<void> {
  await db.delete(fabItens).where(eq(fabItens.id, id));
}

export async function findOperacao(db: Db, obraId: string, id: string): Promise<OperacaoRow | undefined> {
  const [row] = await db
    .select()
    .from(fabOperacoes)
    .where(and(eq(fabOperacoes.obraId, obraId), eq(fabOperacoes.id, id)));
  return row;
}

export async function findOperacaoDoTipo(db: Db, itemId: string, tipoId: string) {
  const [row] = await db
    .select({ id: fabOperacoes.id })
    .from(fabOperacoes)
    .where(and(eq(fabOperacoes.itemId, itemId), eq(fabOperacoes.tipoId, tipoId)));
  return row;
}

export async function insertOperacao(db: Db, values: OperacaoInsert): Promise<OperacaoRow> {
  const [row] = await db.insert(fabOperacoes).values(values).returning();
  return row!;
}

/** Changes an operation only when it still has the version read (undefined: someone changed it in between). */
export async function updateOperacaoRow(
  db: Db,
  id: string,
  versao: number,
  set: Partial<OperacaoInsert>,
): Promise<OperacaoRow | undefined> {
  const [row] = await db
    .update(fabOperacoes)
    .set({ ...set, versao: versao + 1, updatedAt: new Date() })
    .where(and(eq(fabOperacoes.id, id), eq(fabOperacoes.versao, versao)))
    .returning();
  return row;
}

export async function deleteOperacaoRow(db: Db, id: string): Promise<void> {
  await db.delete(fabOperacoes).where(eq(fabOperacoes.id, id));
}

export async function findTipo(db: Db, id: string) {
  const [row] = await db.select().from(fabOperacaoTipos).where(eq(fabOperacaoTipos.id, id));
  return row;
}

export async function findCentro(db: Db, id: string) {
  const [row] = await db.select().from(fabCentros).where(eq(fabCentros.id, id));
  return row;
}

export async function findProduto(db: Db, id: string) {
  const [row] = await db.select({ id: produtos.id }).from(produtos).where(eq(produtos.id, id));
  return row;
}
