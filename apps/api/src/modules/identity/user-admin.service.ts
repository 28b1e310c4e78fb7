import { eq, sql } from 'drizzle-orm';
import type { TCreateUserInput } from '@portal/domain';
import type { Db } from '../../db/database';
import { Conflict, NotFound } from '../../errors/domain-errors';
import { recordAudit, type Actor } from '../audit';
import { queueMail } from '../mail';
import { invitationMail } from '../mail';
import { randomTemporaryCode } from './crypto';
import type { IdentityDeps } from './identity-deps';
import { revokeSessionsOfUser } from './sessions.repository';
import { findLiveUserById, type UserRow } from './users.repository';
import { users } from './users.schema';
import { createUser } from './users.service';
import { issueCode } from './verification-codes';

export function firstLoginLink(publicUrl: string, email: string, code: string): string {
  return `${publicUrl}/primeiroLogin?user=${encodeURIComponent(email)}&code=${encodeURIComponent(code)}`;
}

async function mailFirstAccessCode(tx: Db, deps: IdentityDeps, user: UserRow): Promise<void> {
  const code = randomTemporaryCode();
  await issueCode(tx, user.id, 'primeiro_acesso', code);
  const link = firstLoginLink(deps.config.PUBLIC_URL, user.email, code);
  await queueMail(
    tx,
    user.email,
    invitationMail({ name: user.name, email: user.email, code, link, company: deps.config.COMPANY_NAME }),
    deps.config.isSmtpConfigured,
  );
}

/**
 * An administrator creates a user: the account waits for its first access (FORCE_CHANGE_PASSWORD) and a
 * temporary code, valid 7 days, goes by e-mail with a link to /primeiroLogin.
 */
export async function inviteUser(
  deps: IdentityDeps,
  actor: Actor,
  input: TCreateUserInput,
): Promise<UserRow> {
  return deps.db.transaction(async (tx) => {
    const created = await createUser(tx, actor, input);
    const [user] = await tx
      .update(users)
      .set({ status: 'FORCE_CHANGE_PASSWORD' })
      .where(eq(users.id, created.id))
      .returning();
    await mailFirstAccessCode(tx, deps, user!);
    return user!;
  });
}

async function loadLiveUser(db: Db, id: string): Promise<UserRow> {
  const user = await findLiveUserById(db, id);
  if (!user) throw new NotFound('Usuário não encontrado.');
  return user;
}

/** Sends a new first-access code to someone who has not created a password yet (the old code stops working). */
export async function resendInvitation(deps: IdentityDeps, actor: Actor, userId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const user = await loadLiveUser(tx, userId);
    // An active account is never reset by an invitation: that would wipe its password behind its owner's back.
    if (user.status !== 'FORCE_CHANGE_PASSWORD') {
      throw new Conflict('Esta pessoa já criou a senha; o convite não pode ser reenviado.');
    }
    await mailFirstAccessCode(tx, deps, user);
    await recordAudit(tx, actor, { entity: 'user', entityId: user.id, action: 'reenviar_convite' });
  });
}

/** Disabling ends every session of the user at once; enabling lets them sign in again. */
export async function setUserEnabled(
  deps: IdentityDeps,
  actor: Actor,
  userId: string,
  enabled: boolean,
): Promise<UserRow> {
  return deps.db.transaction(async (tx) => {
    const before = await loadLiveUser(tx, userId);
    const [after] = await tx
      .update(users)
      .set({ enabled, updatedAt: sql`now()` })
      .where(eq(users.id, userId))
      .returning();
    if (!enabled) await revokeSessionsOfUser(tx, userId, 'usuario_desativado');
    await recordAudit(tx, actor, {
      entity: 'user',
      entityId: userId,
      action: enabled ? 'ativar' : 'desativar',
      before,
      after,
    });
    return after!;
  });
}

/**
 * Forces a password reset: open sessions end and the user must use "Esqueci minha senha" (sign-in answers
 * "Password reset required for the user").
 */
export async function requirePasswordReset(deps: IdentityDeps, actor: Actor, userId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const user = await loadLiveUser(tx, userId);
    await tx
      .update(users)
      .set({ status: 'RESET_REQUIRED', updatedAt: sql`now()` })
      .where(eq(users.id, user.id));
    await revokeSessionsOfUser(tx, user.id, 'redefinicao_exigida');
    await recordAudit(tx, actor, { entity: 'user', entityId: user.id, action: 'exigir_redefinicao_senha' });
  });
}
