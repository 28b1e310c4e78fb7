import { isDeepStrictEqual } from 'node:util';
import {
  describeAbility,
  defineAbilityFor,
  subject,
  type SubjectPermissions,
  type TUpdateUserInput,
  type TUserDetail,
  type TUserListQuery,
  type TUserSummary,
} from '@portal/domain';
import type { Db } from '../../db/database';
import { Forbidden, NotFound } from '../../errors/domain-errors';
import { accessibleWhere } from '../../permissions/casl-to-sql';
import { assertRulesTranslatable } from '../../permissions/rule-fields';
import { recordAudit } from '../audit';
import type { RequestAuth } from '../identity';
import { findLiveUserById, type UserRow } from '../identity';
import { findClienteNomes } from '../obras';
import { USUARIO_FIELDS, findUserObras, findUsersPage, updateUserRow } from './usuarios.repository';

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

/** The users the caller may read, filtered, sorted and paged in SQL. */
export async function listUsers(
  db: Db,
  auth: RequestAuth,
  query: TUserListQuery,
): Promise<{ items: TUserSummary[]; total: number }> {
  const permission = accessibleWhere(auth.ability, 'read', 'Usuario', USUARIO_FIELDS);
  const { rows, total } = await findUsersPage(db, query, permission);
  return { items: rows.map(toUserSummary), total };
}

type UserObra = Awaited<ReturnType<typeof findUserObras>>[number];

/** One user as the Usuario rules see it, under the field names the list's SQL reads (USUARIO_FIELDS). */
function usuarioSubject(user: UserRow, obras: readonly UserObra[]) {
  return subject('Usuario', {
    id: user.id,
    id_user: user.id,
    username: user.username,
    email: user.email,
    email_verified: user.emailVerified,
    name: user.name,
    type: user.type,
    roles: user.roles,
    companies: user.companies,
    enabled: user.enabled,
    status: user.status,
    obras: obras.map((o) => o.id),
  });
}

/**
 * A live user with their obras, if the caller may `action` them. One's own profile is always readable; a user the
 * caller may not read answers exactly like one that does not exist (404); reading but not `action` is 403.
 */
export async function loadUserFor(
  db: Db,
  auth: RequestAuth,
  id: string,
  action: 'read' | 'update',
): Promise<{ user: UserRow; obras: UserObra[] }> {
  const user = await findLiveUserById(db, id);
  const obras = user ? await findUserObras(db, id) : [];
  const record = user && usuarioSubject(user, obras);
  if (!record || (id !== auth.user.id && !auth.ability.can('read', record)))
    throw new NotFound('Usuário não encontrado.');
  if (action !== 'read' && !auth.ability.can(action, record))
    throw new Forbidden('Você não tem permissão para alterar este usuário.');
  return { user, obras };
}

async function toUserDetail(db: Db, user: UserRow, obras: UserObra[]): Promise<TUserDetail> {
  return {
    ...toUserSummary(user),
    obras,
    empresas: await findClienteNomes(db, user.companies),
    specificRules: Array.isArray(user.specificRules) ? (user.specificRules as unknown[]) : [],
    phoneNumber: user.phoneNumber,
  };
}

/** A profile: one's own always; another user's for those whose rules let them read that user. */
export async function getUserDetail(db: Db, auth: RequestAuth, id: string): Promise<TUserDetail> {
  const { user, obras } = await loadUserFor(db, auth, id, 'read');
  return toUserDetail(db, user, obras);
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
  const { user: target, obras } = await loadUserFor(db, auth, id, 'update');
  // Only rules that change count: the administration form sends them back unchanged along with a new name.
  const newRules = isDeepStrictEqual(input.specificRules, target.specificRules)
    ? undefined
    : input.specificRules;
  assertMayTouch(auth, target, input.roles, newRules);
  if (newRules) {
    assertRulesTranslatable(
      defineAbilityFor({
        id,
        email: target.email,
        type: input.type ?? target.type,
        roles: input.roles ?? target.roles,
        companies: input.companies ?? target.companies,
        obras: obras.map((o) => o.id),
        specificRules: newRules,
      }),
    );
  }
  const updated = await db.transaction(async (tx) => {
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
    return after;
  });
  // Not read again through the rules: a change the caller may make (the type, say) could take the user out of
  // what they read.
  return toUserDetail(db, updated, obras);
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
