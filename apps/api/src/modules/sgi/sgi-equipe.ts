import { isClientUser } from '@portal/domain';
import type { Db } from '../../db/database';
import { ValidationFailed } from '../../errors/domain-errors';
import { canOn } from '../../permissions/check-record';
import { findActiveUsersWithRole, findLiveUserById, type RequestAuth } from '../identity';

/** The SGI team: who triages, and hears of every occurrence sent to triage. */
export async function equipeSgi(db: Db): Promise<{ id: string; nome: string }[]> {
  const [equipe, admins] = await Promise.all([
    findActiveUsersWithRole(db, 'sgi'),
    findActiveUsersWithRole(db, 'admin_sgi'),
  ]);
  return [...new Map([...equipe, ...admins].map((u) => [u.id, { id: u.id, nome: u.name }])).values()];
}

/** Whether the user triages and manages SGI records (any occurrence, audits): the team, admin_sgi, acesso_total. */
export function ehEquipeSgi(auth: RequestAuth): boolean {
  return canOn(auth.ability, 'accept', 'TicketSgi', {
    obra: null,
    status: 'EM ANDAMENTO',
    autor: { mail: null },
    responsavel: { mail: null },
  });
}

/** A member of staff, active, who may be named responsible, owner or verifier (a client never is). */
export async function pessoaDoQuadro(db: Db, id: string, campo: string, rotulo: string) {
  const user = await findLiveUserById(db, id);
  if (!user || !user.enabled || isClientUser(user))
    throw new ValidationFailed(`${rotulo}: escolha um funcionário ativo.`, [
      { campo, mensagem: 'Escolha um funcionário ativo' },
    ]);
  return { id: user.id, nome: user.name, email: user.email };
}
