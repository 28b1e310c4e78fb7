import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { recordAudit, type Actor } from '../audit';
import { obraUsuarios } from './obras.schema';

/**
 * Takes a user out of every obra they belong to (their account is being deleted), in the caller's transaction,
 * with an audit row per obra. Returns how many obras they left.
 */
export async function removeUserFromAllObras(tx: Db, actor: Actor, userId: string): Promise<number> {
  const removed = await tx
    .delete(obraUsuarios)
    .where(eq(obraUsuarios.userId, userId))
    .returning({ obraId: obraUsuarios.obraId });
  for (const { obraId } of removed) {
    await recordAudit(tx, actor, {
      entity: 'obra',
      entityId: obraId,
      action: 'remover_usuario',
      before: { userId },
    });
  }
  return removed.length;
}
