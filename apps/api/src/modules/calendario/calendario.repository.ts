import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { calendarioAssinaturas } from './calendario.schema';

export type AssinaturaRow = typeof calendarioAssinaturas.$inferSelect;

export async function findAssinatura(db: Db, userId: string): Promise<AssinaturaRow | undefined> {
  const [row] = await db.select().from(calendarioAssinaturas).where(eq(calendarioAssinaturas.userId, userId));
  return row;
}

export async function findAssinaturaByHash(db: Db, tokenHash: string): Promise<AssinaturaRow | undefined> {
  const [row] = await db
    .select()
    .from(calendarioAssinaturas)
    .where(eq(calendarioAssinaturas.tokenHash, tokenHash));
  return row;
}

/** Makes (or replaces) the person's subscription: the old address stops working at once. */
export async function saveAssinatura(db: Db, userId: string, tokenHash: string): Promise<AssinaturaRow> {
  const [row] = await db
    .insert(calendarioAssinaturas)
    .values({ userId, tokenHash })
    .onConflictDoUpdate({
      target: calendarioAssinaturas.userId,
      set: { tokenHash, createdAt: new Date(), ultimoAcesso: null },
    })
    .returning();
  return row!;
}

export async function deleteAssinatura(db: Db, userId: string): Promise<AssinaturaRow | undefined> {
  const [row] = await db
    .delete(calendarioAssinaturas)
    .where(eq(calendarioAssinaturas.userId, userId))
    .returning();
  return row;
}

export async function touchAssinatura(db: Db, userId: string): Promise<void> {
  await db
    .update(calendarioAssinaturas)
    .set({ ultimoAcesso: new Date() })
    .where(eq(calendarioAssinaturas.userId, userId));
}
