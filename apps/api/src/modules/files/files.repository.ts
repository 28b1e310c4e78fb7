import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { arquivos } from './files.schema';

export type ArquivoRow = typeof arquivos.$inferSelect;

export async function insertArquivo(tx: Db, row: typeof arquivos.$inferInsert): Promise<ArquivoRow> {
  const [created] = await tx.insert(arquivos).values(row).returning();
  return created!;
}

export async function findArquivo(db: Db, id: string): Promise<ArquivoRow | undefined> {
  const [row] = await db.select().from(arquivos).where(eq(arquivos.id, id)).limit(1);
  return row;
}

export async function deleteArquivo(tx: Db, id: string): Promise<void> {
  await tx.delete(arquivos).where(eq(arquivos.id, id));
}

/**
 * Moves files from one record to another (a thread's pending uploads to the comment that attaches them), only those
 * still on `from` and sent by `enviadoPor`. Answers the rows moved, as they were before.
 */
export async function moveArquivos(
  tx: Db,
  ids: string[],
  from: { entidade: string; entidadeId: string },
  to: { entidade: string; entidadeId: string },
  enviadoPor: string,
): Promise<ArquivoRow[]> {
  if (ids.length === 0) return [];
  const before = await tx
    .select()
    .from(arquivos)
    .where(
      and(
        inArray(arquivos.id, ids),
        eq(arquivos.entidade, from.entidade),
        eq(arquivos.entidadeId, from.entidadeId),
        eq(arquivos.enviadoPor, enviadoPor),
      ),
    )
    .for('update');
  if (before.length === 0) return [];
  await tx
    .update(arquivos)
    .set({ entidade: to.entidade, entidadeId: to.entidadeId })
    .where(
      inArray(
        arquivos.id,
        before.map((r) => r.id),
      ),
    );
  return before;
}

/** The files attached to a record (a ticket's photos, an occurrence's evidence), oldest first, as lists show them. */
export async function findFilesOf(db: Db, entidade: string, entidadeId: string, limite = 50) {
  return db
    .select({ id: arquivos.id, nome: arquivos.nome, mime: arquivos.mime, tamanho: arquivos.tamanho })
    .from(arquivos)
    .where(and(eq(arquivos.entidade, entidade), eq(arquivos.entidadeId, entidadeId)))
    .orderBy(asc(arquivos.createdAt))
    .limit(limite);
}

/** How many files a record holds (a record that keeps at most so many photos). */
export async function countFilesOf(db: Db, entidade: string, entidadeId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(arquivos)
    .where(and(eq(arquivos.entidade, entidade), eq(arquivos.entidadeId, entidadeId)));
  return row!.total;
}

/**
 * Deletes the rows of every file attached to some records of a kind (their records are being deleted), in the
 * caller's transaction, and answers their storage keys: the caller removes the bytes once the transaction commits.
 */
export async function deleteFilesOf(tx: Db, entidade: string, entidadeIds: string[]): Promise<string[]> {
  if (entidadeIds.length === 0) return [];
  const rows = await tx
    .delete(arquivos)
    .where(and(eq(arquivos.entidade, entidade), inArray(arquivos.entidadeId, entidadeIds)))
    .returning({ storageKey: arquivos.storageKey });
  return rows.map((row) => row.storageKey);
}
