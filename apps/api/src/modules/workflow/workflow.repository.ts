import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { workflowMoves } from './workflow.schema';

export async function insertMove(tx: Db, row: typeof workflowMoves.$inferInsert): Promise<number> {
  const [created] = await tx.insert(workflowMoves).values(row).returning({ id: workflowMoves.id });
  return created!.id;
}

/** A record's moves, oldest first (a record moves a few dozen times at most; 500 bounds a runaway). */
export async function findMoves(db: Db, entidade: string, entidadeId: string) {
  return db
    .select()
    .from(workflowMoves)
    .where(and(eq(workflowMoves.entidade, entidade), eq(workflowMoves.entidadeId, entidadeId)))
    .orderBy(asc(workflowMoves.em), asc(workflowMoves.id))
    .limit(500);
}
