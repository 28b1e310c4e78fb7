import { eq } from 'drizzle-orm';
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
