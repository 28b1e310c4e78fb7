import type { TCreateUserData } from '@portal/domain';
import type { Config } from '../../config/env';
import type { Db } from '../../db/database';
import { Conflict, NotFound } from '../../errors/domain-errors';
import { recordAudit, type Actor } from '../audit';
import { queueMail } from '../mail';
import { invitationMail } from '../mail';
import { randomTemporaryCode } from './crypto';
import { assertKeepsFullAdmin } from './last-admin';
import { revokeSessionsOfUser } from './sessions.repository';
import { findLiveUserById, updateUserRow, type NewUserRow, type UserRow } from './users.repository';
import { createUser } from './users.service';
import { issueCode } from './verification-codes';

/*
 * The user pool's operations on other users, for the module that administers them (usuarios): it checks who may
 * do what on which user, opens the transaction and passes it here. Each operation keeps the pool's own rules
 * (the last administrator with acesso_total stays) and writes its audit row.
 */

export function firstLoginLink(publicUrl: string, email: string, code: string): string {
  return `${publicUrl}/primeiroLogin?user=${encodeURIComponent(email)}&code=${encodeURIComponent(code)}`;
}

async function mailFirstAccessCode(tx: Db, config: Config, user: UserRow): Promise<void> {
  const code = randomTemporaryCode();
  await issueCode(tx, user.id, 'primeiro_acesso', code);
  const link = firstLoginLink(config.PUBLIC_URL, user.email, code);
  await queueMail(
    tx,
    user.email,
    invitationMail({ name: user.name, email: user.email, code, link, company: config.COMPANY_NAME }),
    config.isSmtpConfigured,
  );
}

/**
 * An administrator creates a user: the account waits for its first access (FORCE_CHANGE_PASSWORD) and a
 * temporary code, valid 7 days, goes by e-mail with a link to /primeiroLogin.
 */
export async function inviteUser(
  tx: Db,
  config: Config,
  actor: Actor,
  input: TCreateUserData,
): Promise<UserRow> {
  const created = await createUser(tx, actor, input);
  const user = await updateUserRow(tx, created.id, { status: 'FORCE_CHANGE_PASSWORD' });
  await mailFirstAccessCode(tx, config, user);
  return user;
}

async function loadLiveUser(tx: Db, id: string): Promise<UserRow> {
  const user = await findLiveUserById(tx, id);
  if (!user) throw new NotFound('Usuário não encontrado.');
  return user;
}

/** Sends a new first-access code to someone who has not created a password yet (the old code stops working). */
export async function resendInvitation(tx: Db, config: Config, actor: Actor, userId: string): Promise<void> {
  const user = await loadLiveUser(tx, userId);
  // An active account is never reset by an invitation: that would wipe its password behind its owner's back.
  if (user.status !== 'FORCE_CHANGE_PASSWORD') {
    throw new Conflict('Esta pessoa já criou a senha; o convite não pode ser reenviado.');
  }
  await mailFirstAccessCode(tx, config, user);
  await recordAudit(tx, actor, { entity: 'user', entityId: user.id, action: 'reenviar_convite' });
}

/**
 * Disabling ends every session of the user at once (refused, 409, for the last active account with acesso_total);
 * enabling lets them sign in again.
 */
export async function setUserEnabled(
  tx: Db,
  actor: Actor,
  userId: string,
  enabled: boolean,
): Promise<UserRow> {
  const before = await loadLiveUser(tx, userId);
  if (!enabled) await assertKeepsFullAdmin(tx, userId, 'desativar');
  const after = await updateUserRow(tx, userId, { enabled });
  if (!enabled) await revokeSessionsOfUser(tx, userId, 'usuario_desativado');
  await recordAudit(tx, actor, {
    entity: 'user',
    entityId: userId,
    action: enabled ? 'ativar' : 'desativar',
    before,
    after,
  });
  return after;
}

/**
 * Forces a password reset: open sessions end and the user must use "Esqueci minha senha" (sign-in answers
 * "Password reset required for the user").
 */
export async function requirePasswordReset(tx: Db, actor: Actor, userId: string): Promise<void> {
  const user = await loadLiveUser(tx, userId);
  await updateUserRow(tx, user.id, { status: 'RESET_REQUIRED' });
  await revokeSessionsOfUser(tx, user.id, 'redefinicao_exigida');
  await recordAudit(tx, actor, { entity: 'user', entityId: user.id, action: 'exigir_redefinicao_senha' });
}

/** What an administrator changes in a user's access: name, type, roles, companies and specific rules. */
export type UserAccessChanges = Partial<
  Pick<NewUserRow, 'name' | 'type' | 'roles' | 'companies' | 'specificRules'>
>;

/**
 * Changes a user's access (roles and companies without repeats), audited with before and after. Taking
 * acesso_total from the last active account that has it is refused (409). The change holds from the user's next
 * request: permissions are rebuilt on every request.
 */
export async function updateUserAccess(
  tx: Db,
  actor: Actor,
  userId: string,
  changes: UserAccessChanges,
): Promise<UserRow> {
  const before = await loadLiveUser(tx, userId);
  if (changes.roles && !changes.roles.includes('acesso_total'))
    await assertKeepsFullAdmin(tx, userId, 'retirar');
  const after = await updateUserRow(tx, userId, {
    ...changes,
    ...(changes.roles ? { roles: [...new Set(changes.roles)] } : {}),
    ...(changes.companies ? { companies: [...new Set(changes.companies)] } : {}),
  });
  await recordAudit(tx, actor, { entity: 'user', entityId: userId, action: 'update', before, after });
  return after;
}
