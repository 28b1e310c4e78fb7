import type { Db } from '../../db/database';
import { findActiveUsersWithRole } from '../identity';

/** The after-sales team: who may be a ticket's responsible and hears of new tickets. */
export async function equipePosVendas(db: Db): Promise<{ id: string; nome: string; email: string }[]> {
  const [equipe, admins] = await Promise.all([
    findActiveUsersWithRole(db, 'pos_vendas'),
    findActiveUsersWithRole(db, 'admin_pos_vendas'),
  ]);
  const todos = new Map(
    [...equipe, ...admins].map((u) => [u.id, { id: u.id, nome: u.name, email: u.email }]),
  );
  return [...todos.values()].sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'));
}
