import type { TUserSummary } from '@portal/domain';
import type { Db } from '../../db/database';
import { Forbidden, NotFound, ValidationFailed } from '../../errors/domain-errors';
import { recordAudit } from '../audit';
import type { RequestAuth } from '../identity';
import { findUserById, updateUserAccess, type UserRow } from '../identity';
import { assertMayTouch, toUserSummary } from '../usuarios';
import { deleteObraUsuario, findObraMembros, insertObraUsuario } from './obras.repository';
import { canOnObra, getObra } from './obras.service';

/** The people of an obra, for whoever may read the obra. */
export async function listMembros(
  db: Db,
  auth: RequestAuth,
  obraId: string,
): Promise<(TUserSummary & { adicionadoEm: string })[]> {
  await getObra(db, auth, obraId);
  const rows = await findObraMembros(db, obraId);
  return rows.map((r) => ({ ...toUserSummary(r.user), adicionadoEm: r.adicionadoEm.toISOString() }));
}

/** Who may change an obra's people: those who may update the obra, or edit users. */
async function loadEditableObra(db: Db, auth: RequestAuth, obraId: string) {
  const obra = await getObra(db, auth, obraId);
  if (!canOnObra(auth, 'update', obra) && !auth.ability.can('update', 'Usuario')) {
    throw new Forbidden('Você não tem permissão para alterar os usuários desta obra.');
  }
  return obra;
}

/**
 * Adds users to an obra (their "work sites"); optional roles are granted to them too, which needs the right to
 * edit users. Audited per user.
 */
export async function addMembros(
  db: Db,
  auth: RequestAuth,
  obraId: string,
  input: { userIds: string[]; roles: string[] },
): Promise<number> {
  await loadEditableObra(db, auth, obraId);
  if (input.roles.length > 0 && !auth.ability.can('update', 'Usuario')) {
    throw new Forbidden('Conceder papéis exige permissão para editar usuários.');
  }
  const users: UserRow[] = [];
  for (const id of new Set(input.userIds)) {
    const user = await findUserById(db, id);
    if (!user || user.deletedAt)
      throw new ValidationFailed('Usuário não encontrado.', [
        { campo: 'userIds', mensagem: `Usuário ${id} não encontrado` },
      ]);
    if (input.roles.length > 0) assertMayTouch(auth, user, input.roles);
    users.push(user);
  }
  return db.transaction(async (tx) => {
    let added = 0;
    for (const user of users) {
      if (await insertObraUsuario(tx, obraId, user.id)) {
        added += 1;
        await recordAudit(tx, auth.actor, {
          entity: 'obra',
          entityId: obraId,
          action: 'adicionar_usuario',
          after: { userId: user.id, email: user.email },
        });
      }
      const missing = input.roles.filter((r) => !user.roles.includes(r));
      if (missing.length > 0)
        await updateUserAccess(tx, auth.actor, user.id, { roles: [...user.roles, ...missing] });
    }
    return added;
  });
}

export async function removeMembro(db: Db, auth: RequestAuth, obraId: string, userId: string): Promise<void> {
  await loadEditableObra(db, auth, obraId);
  await db.transaction(async (tx) => {
    if (!(await deleteObraUsuario(tx, obraId, userId)))
      throw new NotFound('Este usuário não faz parte da obra.');
    await recordAudit(tx, auth.actor, {
      entity: 'obra',
      entityId: obraId,
      action: 'remover_usuario',
      before: { userId },
    });
  });
}
