import type { FastifyInstance } from 'fastify';
import { loadRecordFor } from '../../records/record-registry';
import { MOVE_FILES, findMoveRecord } from './workflow.repository';

/** The files sent with a move are readable by whoever may read the record that moved. */
export async function workflowFiles(app: FastifyInstance): Promise<void> {
  const db = app.ctx.database.db;
  app.fileAccess.register(MOVE_FILES, async (auth, moveId) => {
    const move = /^\d{1,18}$/.test(moveId) ? await findMoveRecord(db, Number(moveId)) : undefined;
    if (!move) return false;
    try {
      await loadRecordFor({ db, auth, records: app.records }, move.entidade, move.entidadeId);
      return true;
    } catch {
      return false;
    }
  });
}
