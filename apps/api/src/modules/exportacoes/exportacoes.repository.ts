import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { filesTables } from '../files';
import { exportacoes } from './exportacoes.schema';

const { arquivos } = filesTables;

export type ExportacaoRow = typeof exportacoes.$inferSelect;
/** An export with its file's name (when ready). */
export type ExportacaoView = ExportacaoRow & { arquivoNome: string | null };

const viewColumns = {
  id: exportacoes.id,
  userId: exportacoes.userId,
  lista: exportacoes.lista,
  filtros: exportacoes.filtros,
  status: exportacoes.status,
  linhas: exportacoes.linhas,
  total: exportacoes.total,
  arquivoId: exportacoes.arquivoId,
  erro: exportacoes.erro,
  createdAt: exportacoes.createdAt,
  concluidaEm: exportacoes.concluidaEm,
  arquivoNome: arquivos.nome,
};

export async function insertExportacao(
  tx: Db,
  row: { userId: string; lista: string; filtros: Record<string, unknown> },
): Promise<ExportacaoRow> {
  const [created] = await tx.insert(exportacoes).values(row).returning();
  return created!;
}

/** One export of this user (another user's is not found, like a missing one). */
export async function findExportacaoOf(
  db: Db,
  userId: string,
  id: string,
): Promise<ExportacaoView | undefined> {
  const [row] = await db
    .select(viewColumns)
    .from(exportacoes)
    .leftJoin(arquivos, eq(arquivos.id, exportacoes.arquivoId))
    .where(and(eq(exportacoes.id, id), eq(exportacoes.userId, userId)))
    .limit(1);
  return row;
}

/** The user's most recent exports, newest first (exportacoes_user_idx). */
export async function findRecentExportacoes(
  db: Db,
  userId: string,
  limit: number,
): Promise<ExportacaoView[]> {
  return db
    .select(viewColumns)
    .from(exportacoes)
    .leftJoin(arquivos, eq(arquivos.id, exportacoes.arquivoId))
    .where(eq(exportacoes.userId, userId))
    .orderBy(desc(exportacoes.createdAt), desc(exportacoes.id))
    .limit(limit);
}

/** Exports waiting for their job: queued again at start, in case their job was lost (a restart, a failed send). */
export async function findPendingExportacaoIds(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: exportacoes.id })
    .from(exportacoes)
    .where(eq(exportacoes.status, 'pendente'))
    .orderBy(exportacoes.createdAt);
  return rows.map((r) => r.id);
}

/**
 * Exports a stopped process was writing go back to the queue. Only for the embedded database, where one process
 * runs every job: there, nothing else can be writing them.
 */
export async function requeueInterrupted(db: Db): Promise<void> {
  await db
    .update(exportacoes)
    .set({ status: 'pendente', linhas: 0, total: null })
    .where(eq(exportacoes.status, 'gerando'));
}

/**
 * Takes a queued export for one job: the first job to get here writes it, and a second job for the same export
 * (queued again at start while the first was starting) finds nothing to do.
 */
export async function claimExportacao(db: Db, id: string): Promise<ExportacaoRow | undefined> {
  const [row] = await db
    .update(exportacoes)
    .set({ status: 'gerando', linhas: 0, total: null, erro: null, arquivoId: null })
    .where(and(eq(exportacoes.id, id), eq(exportacoes.status, 'pendente')))
    .returning();
  return row;
}

/** Counted: the progress has its total. */
export async function markTotal(db: Db, id: string, total: number): Promise<void> {
  await db.update(exportacoes).set({ total }).where(eq(exportacoes.id, id));
}

export async function updateLinhas(db: Db, id: string, linhas: number): Promise<void> {
  await db.update(exportacoes).set({ linhas }).where(eq(exportacoes.id, id));
}

export async function markPronta(db: Db, id: string, linhas: number, arquivoId: string): Promise<void> {
  await db
    .update(exportacoes)
    .set({ status: 'pronta', linhas, arquivoId, erro: null, concluidaEm: sql`now()` })
    .where(eq(exportacoes.id, id));
}

export async function markFalhou(db: Db, id: string, erro: string): Promise<void> {
  await db
    .update(exportacoes)
    .set({ status: 'falhou', erro, concluidaEm: sql`now()` })
    .where(eq(exportacoes.id, id));
}

/** This user's exports past the `keep` most recent, with their files: the ones to remove. */
export async function findOlderExportacoes(
  db: Db,
  userId: string,
  keep: number,
): Promise<{ id: string; arquivoId: string | null }[]> {
  return db
    .select({ id: exportacoes.id, arquivoId: exportacoes.arquivoId })
    .from(exportacoes)
    .where(and(eq(exportacoes.userId, userId), inArray(exportacoes.status, ['pronta', 'falhou'])))
    .orderBy(desc(exportacoes.createdAt), desc(exportacoes.id))
    .offset(keep);
}

export async function deleteExportacoes(tx: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.delete(exportacoes).where(inArray(exportacoes.id, ids));
}
