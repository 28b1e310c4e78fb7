import type { Db } from '../../db/database';
import { Conflict } from '../../errors/domain-errors';
import { lockActiveFullAdmins } from './users.repository';

/** What would take the account out of the active administrators with acesso_total. */
export type FullAdminLoss = 'excluir' | 'desativar' | 'retirar';

const REFUSALS: Record<FullAdminLoss, string> = {
  excluir:
    'Você é o último administrador com acesso total ativo. Dê acesso total a outra pessoa antes de excluir sua conta.',
  desativar:
    'Esta é a última conta ativa com acesso total. Dê acesso total a outra pessoa antes de desativá-la.',
  retirar:
    'Esta é a última conta ativa com acesso total. Dê acesso total a outra pessoa antes de retirar esse papel.',
};

/**
 * The portal always keeps one active account with acesso_total: nobody else could give it back. Refuses (409) a
 * change that would take the last one away (deleting, disabling, or removing the role); any other account passes.
 * Call it inside the transaction that makes the change.
 */
export async function assertKeepsFullAdmin(tx: Db, userId: string, loss: FullAdminLoss): Promise<void> {
  const admins = await lockActiveFullAdmins(tx);
  if (admins.some((a) => a.id === userId) && !admins.some((a) => a.id !== userId))
    throw new Conflict(REFUSALS[loss]);
}
