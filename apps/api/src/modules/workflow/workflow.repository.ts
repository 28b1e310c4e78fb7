import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { filesTables } from '../files';
import { workflowMoves } from './workflow.schema';

/** The files module's holder of the files sent with a move (`entidadeId` is the move's id). */
export const MOVE_FILES = 'movimento';

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

/** The files sent with these moves (read-only, from the files module's table), oldest first. */
export async function findMoveFiles(db: Db, moveIds: number[]) {
  if (moveIds.length === 0) return [];
  const { arquivos } = filesTables;
  return db
    .select({ moveId: arquivos.entidadeId, id: arquivos.id, nome: arquivos.nome })
    .from(arquivos)
    .where(
      and(
        eq(arquivos.entidade, MOVE_FILES),
        inArray(
          arquivos.entidadeId,
          moveIds.map((id) => String(id)),
        ),
      ),
    )
    .orderBy(asc(arquivos.createdAt));
}

/** One move's record, for the access check of its files. */
export async function findMoveRecord(db: Db, moveId: number) {
  const [row] = await db
    .select({ entidade: workflowMoves.entidade, entidadeId: workflowMoves.entidadeId })
    .from(workflowMoves)
    .where(eq(workflowMoves.id, moveId));
  return row;
}
