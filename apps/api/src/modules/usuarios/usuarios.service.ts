import { isDeepStrictEqual } from 'node:util';
import {
  describeAbility,
  defineAbilityFor,
  type AppAbility,
  type SubjectPermissions,
  type TCreateUserData,
  type TUpdateUserInput,
  type TUserDetail,
  type TUserListQuery,
  type TUserSummary,
} from '@portal/domain';
import type { Config } from '../../config/env';
import type { Db } from '../../db/database';
import { Forbidden, NotFound } from '../../errors/domain-errors';
import { accessibleWhere } from '../../permissions/casl-to-sql';
import {
  ensureCan,
  ensureCanCreate,
  ensureCanUpdate,
  type RecordFields,
} from '../../permissions/check-record';
import { assertRulesTranslatable } from '../../permissions/rule-fields';
import type { ServiceContext } from '../../service-context';
import type { RequestAuth } from '../identity';
import {
  assertKeepsFullAdmin,
  findLiveUserById,
  inviteUser,
  requirePasswordReset,
  resendInvitation,
  setUserEnabled,
  updateUserAccess,
  type UserRow,
} from '../identity';
import { findClienteNomes } from '../obras';
import { USUARIO_FIELDS, findUserObras, findUsersPage } from './usuarios.repository';

/** What the usuarios services need besides the request's user: the configuration (invitation e-mails). */
export interface UsuariosContext extends ServiceContext {
  config: Config;
}

const NOT_FOUND = 'Usuário não encontrado.';
const MAY_NOT_EDIT = 'Você não tem permissão para alterar este usuário.';
const OUT_OF_REACH = 'Você não pode conceder papéis ou empresas fora do alcance das suas permissões.';

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
  ctx: ServiceContext,
  query: TUserListQuery,
): Promise<{ items: TUserSummary[]; total: number }> {
  const permission = accessibleWhere(ctx.auth.ability, 'read', 'Usuario', USUARIO_FIELDS);
  const { rows, total } = await findUsersPage(ctx.db, query, permission);
  return { items: rows.map(toUserSummary), total };
}

type UserObra = Awaited<ReturnType<typeof findUserObras>>[number];

/** One user as the Usuario rules see it, under the field names the list's SQL reads (USUARIO_FIELDS). */
function usuarioFields(
  user: Pick<
    UserRow,
    | 'id'
    | 'username'
    | 'email'
    | 'emailVerified'
    | 'name'
    | 'type'
    | 'roles'
    | 'companies'
    | 'enabled'
    | 'status'
  >,
  obras: readonly { id: string }[],
): RecordFields {
  return {
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
  };
}

/**
 * A live user with their obras, as the caller may read them: one's own profile always; a user the caller may not
 * read answers exactly like one that does not exist (404).
 */
async function loadUser(
  db: Db,
  auth: RequestAuth,
  id: string,
): Promise<{ user: UserRow; obras: UserObra[]; fields: RecordFields }> {
  const user = await findLiveUserById(db, id);
  if (!user) throw new NotFound(NOT_FOUND);
  const obras = await findUserObras(db, id);
  const fields = usuarioFields(user, obras);
  if (id !== auth.user.id) ensureCan(auth.ability, 'read', 'Usuario', fields, { hideAs: NOT_FOUND });
  return { user, obras, fields };
}

/**
 * Granting is checked value by value, besides the record as it will be: a rule limited to some companies or roles
 * matches a user holding any one of them, so without this an administrator limited to company A could add
 * company B to a user of A.
 */
function ensureWithinReach(
  ability: AppAbility,
  action: 'create' | 'update',
  after: RecordFields,
  granted: { roles?: readonly string[]; companies?: readonly string[] },
): void {
  for (const role of granted.roles ?? [])
    ensureCan(ability, action, 'Usuario', { ...after, roles: [role] }, { message: OUT_OF_REACH });
  for (const company of granted.companies ?? [])
    ensureCan(ability, action, 'Usuario', { ...after, companies: [company] }, { message: OUT_OF_REACH });
}

const added = (now: readonly string[] | undefined, before: readonly string[]) =>
  now?.filter((value) => !before.includes(value));

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
export async function getUserDetail(ctx: ServiceContext, id: string): Promise<TUserDetail> {
  const { user, obras } = await loadUser(ctx.db, ctx.auth, id);
  return toUserDetail(ctx.db, user, obras);
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
 * A user the caller may edit, checked as they are and as they will be after `changes`: nobody edits a user into
 * something they could not edit, nor grants roles or companies outside their reach.
 */
async function loadEditableUser(
  db: Db,
  auth: RequestAuth,
  id: string,
  changes: Partial<Pick<UserRow, 'type' | 'roles' | 'companies' | 'enabled' | 'status' | 'name'>> = {},
) {
  const loaded = await loadUser(db, auth, id);
  const after = usuarioFields({ ...loaded.user, ...changes }, loaded.obras);
  ensureCanUpdate(auth.ability, 'Usuario', loaded.fields, after, { message: MAY_NOT_EDIT });
  ensureWithinReach(auth.ability, 'update', after, {
    roles: added(changes.roles, loaded.user.roles),
    companies: added(changes.companies, loaded.user.companies),
  });
  return loaded;
}

/**
 * Edits a user's name, type, roles, companies and specific rules. The change holds from the user's next request
 * (permissions are rebuilt on every request). Audited with before and after.
 */
export async function updateUser(
  ctx: ServiceContext,
  id: string,
  input: TUpdateUserInput,
): Promise<TUserDetail> {
  const { auth } = ctx;
  const changes = {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.type !== undefined ? { type: input.type } : {}),
    ...(input.roles !== undefined ? { roles: [...new Set(input.roles)] } : {}),
    ...(input.companies !== undefined ? { companies: [...new Set(input.companies)] } : {}),
  };
  const updated = await ctx.db.transaction(async (tx) => {
    const { user: target, obras } = await loadEditableUser(tx, auth, id, changes);
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
    const after = await updateUserAccess(tx, auth.actor, id, {
      ...changes,
      ...(input.specificRules !== undefined ? { specificRules: input.specificRules } : {}),
    });
    return { after, obras };
  });
  // Not read again through the rules: a change the caller may make (the type, say) could take the user out of
  // what they read.
  return toUserDetail(ctx.db, updated.after, updated.obras);
}

/**
 * Invites a user: checked as the new record (a rule limited to some companies or roles cannot invite outside
 * them), and only acesso_total grants acesso_total.
 */
export async function inviteUsuario(ctx: UsuariosContext, input: TCreateUserData): Promise<TUserSummary> {
  const { auth } = ctx;
  const record = usuarioFields(
    {
      id: '',
      username: '',
      email: input.email,
      emailVerified: false,
      name: input.name,
      type: input.type,
      roles: input.roles,
      companies: input.companies,
      enabled: true,
      status: 'FORCE_CHANGE_PASSWORD',
    },
    [],
  );
  ensureCanCreate(auth.ability, 'Usuario', record, {
    message: 'Você não tem permissão para convidar este usuário.',
  });
  ensureWithinReach(auth.ability, 'create', record, { roles: input.roles, companies: input.companies });
  assertMayTouch(auth, { roles: [] }, input.roles);
  const user = await ctx.db.transaction((tx) => inviteUser(tx, ctx.config, auth.actor, input));
  return toUserSummary(user);
}

/**
 * Disables or enables a user. Nobody disables their own account (403), and the last active account with
 * acesso_total cannot be disabled (409, which wins: it says what to do).
 */
export async function setUsuarioEnabled(
  ctx: ServiceContext,
  id: string,
  enabled: boolean,
): Promise<TUserSummary> {
  const { auth } = ctx;
  const user = await ctx.db.transaction(async (tx) => {
    const { user: target } = await loadEditableUser(tx, auth, id, { enabled });
    assertMayTouch(auth, target);
    if (!enabled && target.id === auth.user.id) {
      await assertKeepsFullAdmin(tx, target.id, 'desativar');
      throw new Forbidden('Você não pode desativar a própria conta.');
    }
    return setUserEnabled(tx, auth.actor, target.id, enabled);
  });
  return toUserSummary(user);
}

/** Sends a new first-access code to someone who has not created a password yet. */
export async function resendUsuarioInvitation(ctx: UsuariosContext, id: string): Promise<void> {
  const { auth } = ctx;
  await ctx.db.transaction(async (tx) => {
    const { user: target } = await loadEditableUser(tx, auth, id);
    assertMayTouch(auth, target);
    await resendInvitation(tx, ctx.config, auth.actor, target.id);
  });
}

/** Makes the user set a new password through "Esqueci minha senha"; their sessions end. */
export async function requireUsuarioPasswordReset(ctx: ServiceContext, id: string): Promise<void> {
  const { auth } = ctx;
  await ctx.db.transaction(async (tx) => {
    const { user: target } = await loadEditableUser(tx, auth, id, { status: 'RESET_REQUIRED' });
    assertMayTouch(auth, target);
    await requirePasswordReset(tx, auth.actor, target.id);
  });
}

/** What the user can do, per subject, as the permission engine decides it today. */
export async function effectivePermissions(ctx: UsuariosContext, id: string): Promise<SubjectPermissions[]> {
  const detail = await getUserDetail(ctx, id);
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
    ctx.config.APP_ENV,
  );
  return describeAbility(ability);
}
