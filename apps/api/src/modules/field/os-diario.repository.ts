import { and, asc, count, desc, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { filesTables } from '../files';
import { identityTables } from '../identity';
import { eapItens, ordensServico, osDiarioFotos, osDiarioItens, osDiarios, osItens } from './field.schema';

const { users } = identityTables;
const { arquivos } = filesTables;

export type DiarioRow = typeof osDiarios.$inferSelect;
export type DiarioInsert = typeof osDiarios.$inferInsert;

/**
 * Holds the order's row until the transaction ends, so two logs of one order are written one after the other: the
 * remaining quantities and the one-log-per-date rule are read by each only after the other is saved.
 */
export async function lockOs(tx: Db, osId: string): Promise<void> {
  await tx
    .select({ id: ordensServico.id })
    .from(ordensServico)
    .where(eq(ordensServico.id, osId))
    .for('update');
}

/** The log an offline entry's key already created, if any. */
export async function findDiarioByChave(db: Db, chave: string) {
  const [row] = await db
    .select({ id: osDiarios.id, osId: osDiarios.osId, autorId: osDiarios.autorId })
    .from(osDiarios)
    .where(eq(osDiarios.chaveIdempotencia, chave))
    .limit(1);
  return row;
}

/** The order's log of a date, if any. */
export async function findDiarioByData(db: Db, osId: string, data: string) {
  const [row] = await db
    .select({ id: osDiarios.id })
    .from(osDiarios)
    .where(and(eq(osDiarios.osId, osId), eq(osDiarios.data, data)))
    .limit(1);
  return row;
}

/** The order's latest log before a date: where a new log's team and equipment start from. */
export async function findPreviousDiario(db: Db, osId: string, data: string) {
  const [row] = await db
    .select()
    .from(osDiarios)
    .where(and(eq(osDiarios.osId, osId), lt(osDiarios.data, data)))
    .orderBy(desc(osDiarios.data))
    .limit(1);
  return row;
}

/** A log with its author. */
export async function findDiario(db: Db, id: string) {
  const [row] = await db
    .select({
      diario: osDiarios,
      autor: { id: users.id, name: users.name, email: users.email },
    })
    .from(osDiarios)
    .leftJoin(users, eq(users.id, osDiarios.autorId))
    .where(eq(osDiarios.id, id))
    .limit(1);
  return row;
}

/** The order a log belongs to (who may read the log's photos is who may read the order). */
export async function findDiarioOsId(db: Db, id: string): Promise<string | undefined> {
  const [row] = await db
    .select({ osId: osDiarios.osId })
    .from(osDiarios)
    .where(eq(osDiarios.id, id))
    .limit(1);
  return row?.osId;
}

/** What a log did per item, in the order's item order, with the EAP's description and unit. */
export async function findDiarioItens(db: Db, diarioId: string, osId: string) {
  return db
    .select({
      eapItemId: osDiarioItens.eapItemId,
      quantidade: osDiarioItens.quantidade,
      descricao: eapItens.descricao,
      unidade: eapItens.unidade,
      quantidadeOs: osItens.quantidade,
    })
    .from(osDiarioItens)
    .innerJoin(eapItens, eq(eapItens.id, osDiarioItens.eapItemId))
    .leftJoin(osItens, and(eq(osItens.osId, osId), eq(osItens.eapItemId, osDiarioItens.eapItemId)))
    .where(eq(osDiarioItens.diarioId, diarioId))
    .orderBy(asc(osItens.ordem), asc(eapItens.descricao));
}

/** Σ of the order's logs per item up to a date (inclusive): where the order stood on that day. */
export async function findExecutadoAte(db: Db, osId: string, data: string): Promise<Map<string, number>> {
  const rows = await db
    .select({
      eapItemId: osDiarioItens.eapItemId,
      total: sql<string>`sum(${osDiarioItens.quantidade})`,
    })
    .from(osDiarioItens)
    .innerJoin(osDiarios, eq(osDiarios.id, osDiarioItens.diarioId))
    .where(and(eq(osDiarios.osId, osId), lte(osDiarios.data, data)))
    .groupBy(osDiarioItens.eapItemId);
  return new Map(rows.map((r) => [r.eapItemId, Number(r.total)]));
}

/** A log's photos in the order they were taken, with the stored file's name. */
export async function findDiarioFotos(db: Db, diarioId: string) {
  return db
    .select({
      id: osDiarioFotos.id,
      arquivoId: osDiarioFotos.arquivoId,
      miniaturaId: osDiarioFotos.miniaturaId,
      legenda: osDiarioFotos.legenda,
      nome: arquivos.nome,
    })
    .from(osDiarioFotos)
    .innerJoin(arquivos, eq(arquivos.id, osDiarioFotos.arquivoId))
    .where(eq(osDiarioFotos.diarioId, diarioId))
    .orderBy(asc(osDiarioFotos.ordem));
}

/** The thumbnails made for photos still waiting for their log (held under each photo's id). */
export async function findPendingThumbnails(
  db: Db,
  holder: string,
  fotoIds: string[],
  enviadoPor: string,
): Promise<Map<string, string>> {
  if (fotoIds.length === 0) return new Map();
  const rows = await db
    .select({ id: arquivos.id, fotoId: arquivos.entidadeId })
    .from(arquivos)
    .where(
      and(
        eq(arquivos.entidade, holder),
        inArray(arquivos.entidadeId, fotoIds),
        eq(arquivos.enviadoPor, enviadoPor),
      ),
    );
  return new Map(rows.map((r) => [r.fotoId!, r.id]));
}

export async function insertDiario(tx: Db, values: DiarioInsert): Promise<DiarioRow> {
  const [row] = await tx.insert(osDiarios).values(values).returning();
  if (!row) throw new Error('insert into os_diarios returned nothing');
  return row;
}

export async function insertDiarioItens(
  tx: Db,
  diarioId: string,
  itens: { eapItemId: string; quantidade: number }[],
): Promise<void> {
  if (itens.length > 0) await tx.insert(osDiarioItens).values(itens.map((i) => ({ diarioId, ...i })));
}

export async function insertDiarioFotos(
  tx: Db,
  diarioId: string,
  fotos: { arquivoId: string; miniaturaId: string | null }[],
): Promise<void> {
  if (fotos.length > 0)
    await tx.insert(osDiarioFotos).values(fotos.map((f, ordem) => ({ diarioId, ...f, ordem })));
}

/** One page of an order's logs, newest date first, with what each holds. */
export async function findDiariosPage(db: Db, osId: string, page: number, pageSize: number) {
  const itensCount = db
    .select({ n: count() })
    .from(osDiarioItens)
    .where(and(eq(osDiarioItens.diarioId, osDiarios.id), sql`${osDiarioItens.quantidade} > 0`));
  const fotosCount = db
    .select({ n: count() })
    .from(osDiarioFotos)
    .where(eq(osDiarioFotos.diarioId, osDiarios.id));
  const [rows, totals] = await Promise.all([
    db
      .select({
        diario: osDiarios,
        autor: users.name,
        itens: sql<number>`(${itensCount})`.mapWith(Number),
        fotos: sql<number>`(${fotosCount})`.mapWith(Number),
      })
      .from(osDiarios)
      .leftJoin(users, eq(users.id, osDiarios.autorId))
      .where(eq(osDiarios.osId, osId))
      .orderBy(desc(osDiarios.data))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(osDiarios).where(eq(osDiarios.osId, osId)),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/**
 * Every log of an order with what it did per item, oldest date first and in the order's item order: one row per
 * log and item (a log without items comes once, its item columns empty). For the spreadsheet.
 */
export async function findDiariosForExport(db: Db, osId: string) {
  return db
    .select({
      data: osDiarios.data,
      equipe: osDiarios.equipe,
      horasHomem: osDiarios.horasHomem,
      observacoes: osDiarios.observacoes,
      autor: users.name,
      eapItemId: osDiarioItens.eapItemId,
      descricao: eapItens.descricao,
      unidade: eapItens.unidade,
      quantidade: osDiarioItens.quantidade,
    })
    .from(osDiarios)
    .leftJoin(users, eq(users.id, osDiarios.autorId))
    .leftJoin(osDiarioItens, eq(osDiarioItens.diarioId, osDiarios.id))
    .leftJoin(eapItens, eq(eapItens.id, osDiarioItens.eapItemId))
    .leftJoin(osItens, and(eq(osItens.osId, osDiarios.osId), eq(osItens.eapItemId, osDiarioItens.eapItemId)))
    .where(eq(osDiarios.osId, osId))
    .orderBy(asc(osDiarios.data), asc(osItens.ordem), asc(eapItens.descricao));
}
export type DiarioExportRow = Awaited<ReturnType<typeof findDiariosForExport>>[number];
