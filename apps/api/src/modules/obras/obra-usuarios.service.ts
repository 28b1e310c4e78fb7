import type { TAction, TUserSummary } from '@portal/domain';
import { NotFound, ValidationFailed } from '../../errors/domain-errors';
import { ensureCan, type RecordFields } from '../../permissions/check-record';
import type { ServiceContext } from '../../service-context';
import { recordAudit } from '../audit';
import { findUserById, updateUserAccess, type UserRow } from '../identity';
import { assertMayTouch, toUserSummary } from '../usuarios';
import { findObraMembros, insertObraUsuario } from './obras.repository';
import { getObra, removeUsuarioFromObra } from './obras.service';

/**
 * The users of one obra as the Usuario rules see them (SPEC §2 "usuarios/adicionar: Usuario, needs site"): the obra
 * under the names a site check uses (`obra`, `Id_Lista`) and as the users' work sites (`obras`).
 */
const usuariosOf = (obraId: string): RecordFields => ({ obra: obraId, Id_Lista: obraId, obras: [obraId] });

/**
 * The obra, when the user may read it (404 like a missing obra otherwise, whatever their rights on users) and may
 * `action` the users of that obra (403).
 */
async function obraFor(ctx: ServiceContext, obraId: string, action: TAction, message: string) {
  const obra = await getObra(ctx, obraId);
  ensureCan(ctx.auth.ability, action, 'Usuario', usuariosOf(obraId), { message });
  return obra;
}

const MAY_NOT_EDIT = 'Você não tem permissão para alterar os usuários desta obra.';

/** The people of an obra, for whoever may read the obra and its users. */
export async function listMembros(
  ctx: ServiceContext,
  obraId: string,
): Promise<(TUserSummary & { adicionadoEm: string })[]> {
  await obraFor(ctx, obraId, 'read', 'Você não tem permissão para ver os usuários desta obra.');
  const rows = await findObraMembros(ctx.db, obraId);
  return rows.map((r) => ({ ...toUserSummary(r.user), adicionadoEm: r.adicionadoEm.toISOString() }));
}

/**
 * Adds users to an obra (their "work sites"), for whoever may edit the users of that obra; optional roles are granted
 * to them too, within the caller's reach. Audited per user.
 */
export async function addMembros(
  ctx: ServiceContext,
  obraId: string,
  input: { userIds: string[]; roles: string[] },
): Promise<number> {
  const { db, auth } = ctx;
  await obraFor(ctx, obraId, 'update', MAY_NOT_EDIT);
  const { roles } = input;
  return db.transaction(async (tx) => {
    const users: UserRow[] = [];
    for (const id of new Set(input.userIds)) {
      const user = await findUserById(tx, id);
      if (!user || user.deletedAt)
        throw new ValidationFailed('Usuário não encontrado.', [
          { campo: 'userIds', mensagem: `Usuário ${id} não encontrado` },
        ]);
      if (roles.length > 0) assertMayTouch(auth, user, roles);
      users.push(user);
    }
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
      const missing = roles.filter((r) => !user.roles.includes(r));
      if (missing.length > 0)
        await updateUserAccess(tx, auth.actor, user.id, { roles: [...user.roles, ...missing] });
    }
    return added;
  });
}

/** Takes a user out of an obra, for whoever may edit the users of that obra. Audited. */
export async function removeMembro(ctx: ServiceContext, obraId: string, userId: string): Promise<void> {
  await obraFor(ctx, obraId, 'update', MAY_NOT_EDIT);
  await ctx.db.transaction(async (tx) => {
    if (!(await removeUsuarioFromObra(tx, ctx.auth.actor, obraId, userId)))
      throw new NotFound('Este usuário não faz parte da obra.');
  });
}
