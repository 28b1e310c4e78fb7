import { isDeepStrictEqual } from 'node:util';
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
import { assertRulesTranslatable } from '../../permissions/rule-fields';
import { recordAudit } from '../audit/audit.service';
import type { RequestAuth } from '../identity/auth.plugin';
import { findLiveUserById, type UserRow } from '../identity/users.repository';
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
  const user = await findLiveUserById(db, id);
  if (!user) throw new NotFound('Usuário não encontrado.');
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

const PRIVILEGED_ROLES = ['acesso_total', 'dev_acesso_total'];

/**
 * Only someone who manages everything may act on, or grant, acesso_total (as a role, or as a specific rule over
 * `all`), or change their own permissions: otherwise any admin role could raise itself to everything.
 * @param newRoles / newRules the roles or specific rules being given to the target, if any.
 */
export function assertMayTouch(
  auth: RequestAuth,
  target: Pick<UserRow, 'roles'> & { id?: string },
  newRoles?: readonly string[],
  newRules?: readonly { subject: string | string[] }[],
): void {
  if (auth.ability.can('manage', 'all')) return;
  if (target.roles.includes('acesso_total'))
    throw new Forbidden('Somente quem tem acesso total pode alterar esta conta.');
  const overEverything = newRules?.some((rule) => [rule.subject].flat().includes('all'));
  if (newRoles?.some((r) => PRIVILEGED_ROLES.includes(r)) || overEverything)
    throw new Forbidden('Somente quem tem acesso total pode conceder acesso total.');
  if ((newRoles || newRules) && target.id === auth.user.id)
    throw new Forbidden('Você não pode alterar as próprias permissões; peça a outro administrador.');
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
  // Only rules that change count: the administration form sends them back unchanged along with a new name.
  const newRules = isDeepStrictEqual(input.specificRules, target.specificRules)
    ? undefined
    : input.specificRules;
  assertMayTouch(auth, target, input.roles, newRules);
  if (newRules) {
    const detail = await getUserDetail(db, auth, id);
    assertRulesTranslatable(
      defineAbilityFor({
        id,
        email: target.email,
        type: input.type ?? target.type,
        roles: input.roles ?? target.roles,
        companies: input.companies ?? target.companies,
        obras: detail.obras.map((o) => o.id),
        specificRules: newRules,
      }),
    );
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
