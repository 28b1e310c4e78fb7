import {
  describeAbility,
  defineAbilityFor,
  type SubjectPermissions,
  type TUpdateUserInput,
  type TUserDetail,
  type TUserListQuery,
  type TUserSummary,
} from '@portal/domain';
import type { Db } from '../../db/database';
import { Forbidden, NotFound } from '../../errors/domain-errors';
import { recordAudit } from '../audit/audit.service';
import type { RequestAuth } from '../identity/auth.plugin';
import { findUserById, type UserRow } from '../identity/users.repository';
import { findUserObras, findUsersPage, updateUserRow } from './usuarios.repository';

export function toUserSummary(user: UserRow): TUserSummary {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    type: user.type,
    roles: user.roles,
    companies: user.companies,
    enabled: user.enabled,
    status: user.status,
    emailVerified: user.emailVerified,
    createdAt: user.createdAt.toISOString(),
  };
}

export async function listUsers(
  db: Db,
  query: TUserListQuery,
): Promise<{ items: TUserSummary[]; total: number }> {
  const { rows, total } = await findUsersPage(db, query);
  return { items: rows.map(toUserSummary), total };
}

async function loadLiveUser(db: Db, id: string): Promise<UserRow> {
  const user = await findUserById(db, id);
  if (!user || user.deletedAt) throw new NotFound('Usuário não encontrado.');
  return user;
}

/** A profile: one's own always; another user's for those who may read users. */
export async function getUserDetail(db: Db, auth: RequestAuth, id: string): Promise<TUserDetail> {
  if (id !== auth.user.id && !auth.ability.can('read', 'Usuario'))
    throw new NotFound('Usuário não encontrado.');
  const user = await loadLiveUser(db, id);
  return {
    ...toUserSummary(user),
    obras: await findUserObras(db, id),
    specificRules: Array.isArray(user.specificRules) ? (user.specificRules as unknown[]) : [],
    phoneNumber: user.phoneNumber,
  };
}

/** Only someone who manages everything may act on, or grant, acesso_total. */
export function assertMayTouch(auth: RequestAuth, target: Pick<UserRow, 'roles'>, newRoles?: string[]): void {
  const managesAll = auth.ability.can('manage', 'all');
  if (managesAll) return;
  if (target.roles.includes('acesso_total'))
    throw new Forbidden('Somente quem tem acesso total pode alterar esta conta.');
  const privileged = ['acesso_total', 'dev_acesso_total'];
  if (newRoles?.some((r) => privileged.includes(r)))
    throw new Forbidden('Somente quem tem acesso total pode conceder acesso total.');
}

/**
 * Edits a user's name, type, roles, companies and specific rules. The change holds from the user's next request
 * (permissions are rebuilt on every request). Audited with before and after.
 */
export async function updateUser(
  db: Db,
  auth: RequestAuth,
  id: string,
  input: TUpdateUserInput,
): Promise<TUserDetail> {
  const target = await loadLiveUser(db, id);
  assertMayTouch(auth, target, input.roles);
  if (id === auth.user.id && input.roles && !auth.ability.can('manage', 'all')) {
    throw new Forbidden('Você não pode alterar os próprios papéis; peça a outro administrador.');
  }
  await db.transaction(async (tx) => {
    const after = await updateUserRow(tx, id, {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.type !== undefined ? { type: input.type } : {}),
      ...(input.roles !== undefined ? { roles: [...new Set(input.roles)] } : {}),
      ...(input.companies !== undefined ? { companies: [...new Set(input.companies)] } : {}),
      ...(input.specificRules !== undefined ? { specificRules: input.specificRules } : {}),
    });
    await recordAudit(tx, auth.actor, {
      entity: 'user',
      entityId: id,
      action: 'update',
      before: target,
      after,
    });
  });
  return getUserDetail(db, auth, id);
}

/** What the user can do, per subject, as the permission engine decides it today. */
export async function effectivePermissions(
  db: Db,
  auth: RequestAuth,
  id: string,
  environment: 'dev' | 'prod',
): Promise<SubjectPermissions[]> {
  const detail = await getUserDetail(db, auth, id);
  const ability = defineAbilityFor(
    {
      id,
      email: detail.email,
      type: detail.type,
      roles: detail.roles,
      companies: detail.companies,
      obras: detail.obras.map((o) => o.id),
      specificRules: detail.specificRules,
    },
    environment,
  );
  return describeAbility(ability);
}
