import { eq, sql } from 'drizzle-orm';
import { DELETABLE_ATTRIBUTES, EDITABLE_ATTRIBUTES, EMPTY_INPUT_ERRORS, ZEmail } from '@portal/domain';
import type { Actor } from '../audit';
import { recordAudit } from '../audit';
import { ValidationFailed, Conflict } from '../../errors/domain-errors';
import { queueMail } from '../mail';
import { verifyEmailMail } from '../mail';
import { obraUsuarios } from '../obras/obras.schema';
import { AuthFailure, EmptyInput } from './auth-errors';
import { randomDigits } from './crypto';
import type { IdentityDeps } from './identity-deps';
import { acceptNewPassword } from './new-password';
import { verifyPassword } from './password';
import { revokeSessionsOfUser } from './sessions.repository';
import { assertNotLocked, claimAttempt, clearFailures, registerFailure, throttleKey } from './throttle';
import { newTotpSecret } from './totp';
import { checkTotpCode } from './totp-check';
import { findUserByEmail, type UserRow } from './users.repository';
import { users } from './users.schema';
import { consumeCode, issueCode } from './verification-codes';

function actorOf(user: UserRow): Actor {
  return { id: user.id, email: user.email };
}

/** Changes the password after checking the current one (which counts toward the lockout when wrong). */
export async function changePassword(
  deps: IdentityDeps,
  user: UserRow,
  oldPassword: string,
  newPassword: string,
): Promise<void> {
  const key = throttleKey('senha', user.email);
  await claimAttempt(deps.db, key);
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, oldPassword))) {
    throw new AuthFailure('NOT_AUTHORIZED', 400, 'A senha atual está incorreta.');
  }
  await clearFailures(deps.db, key);
  const passwordHash = await acceptNewPassword(newPassword, [user.email, user.name]);
  await deps.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(users.id, user.id));
    await recordAudit(tx, actorOf(user), { entity: 'user', entityId: user.id, action: 'trocar_senha' });
  });
}

/** Mails a 6-digit code that proves the user owns their e-mail address. */
/**
 * Mails a 6-digit code that proves the user owns an address: the pending new one when there is one, otherwise the
 * current one.
 */
export async function sendEmailVerification(deps: IdentityDeps, user: UserRow): Promise<{ destino: string }> {
  const key = throttleKey('codigo', `verificar:${user.id}`);
  await assertNotLocked(deps.db, [key]);
  await registerFailure(deps.db, key);
  const code = randomDigits(6);
  const destino = user.pendingEmail ?? user.email;
  await deps.db.transaction(async (tx) => {
    await issueCode(tx, user.id, 'verificar_email', code);
    await queueMail(
      tx,
      destino,
      verifyEmailMail({ name: user.name, code, link: `${deps.config.PUBLIC_URL}/usuarios` }),
      deps.config.isSmtpConfigured,
    );
  });
  return { destino };
}

export async function verifyEmail(deps: IdentityDeps, user: UserRow, code: string): Promise<void> {
  if (!code.trim()) throw new EmptyInput('EmptyCode', EMPTY_INPUT_ERRORS.EmptyCode);
  const key = throttleKey('codigo', user.email);
  await claimAttempt(deps.db, key);
  const outcome = await deps.db.transaction(async (tx) => {
    const check = await consumeCode(tx, user.id, 'verificar_email', code);
    if (check !== 'ok') return check;
    // A confirmed new address replaces the old one now, if nobody took it in the meantime.
    const newEmail = user.pendingEmail;
    if (newEmail && (await findUserByEmail(tx, newEmail)))
      throw new Conflict('Este e-mail já é usado por outra conta.');
    await tx
      .update(users)
      .set({
        emailVerified: true,
        ...(newEmail ? { email: newEmail, pendingEmail: null } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, user.id));
    await recordAudit(tx, actorOf(user), {
      entity: 'user',
      entityId: user.id,
      action: 'verificar_email',
      ...(newEmail ? { before: { email: user.email }, after: { email: newEmail } } : {}),
    });
    return 'ok' as const;
  });
  if (outcome === 'expired')
    throw new AuthFailure('EXPIRED_CODE', 400, 'Este código expirou. Peça um novo código.');
  if (outcome !== 'ok') {
    throw new AuthFailure('CODE_MISMATCH', 400, 'Código inválido. Confira o código recebido por e-mail.');
  }
  await clearFailures(deps.db, key);
}

/** The user's attributes in the user pool's form (name/value pairs). */
export function listAttributes(user: UserRow): { name: string; value: string }[] {
  const attributes = [
    { name: 'sub', value: user.id },
    { name: 'email', value: user.email },
    { name: 'email_verified', value: String(user.emailVerified) },
    { name: 'name', value: user.name },
  ];
  if (user.phoneNumber) attributes.push({ name: 'phone_number', value: user.phoneNumber });
  return attributes;
}

/** `sub` and anything `*_verified` can never be set by the user (SPEC §5). */
function refuseProtected(names: string[]): void {
  const refused = names.filter((name) => name === 'sub' || name.includes('_verified'));
  if (refused.length > 0) {
    throw new ValidationFailed(
      'Estes atributos não podem ser alterados pelo usuário.',
      refused.map((campo) => ({ campo, mensagem: 'Atributo protegido' })),
    );
  }
}

/**
 * Updates name, e-mail or phone. A new e-mail only takes over once the user types the code mailed to it; until then
 * the account keeps its old, verified address.
 */
export async function updateAttributes(
  deps: IdentityDeps,
  user: UserRow,
  attributes: Record<string, string>,
): Promise<{ emailVerificationSent: boolean }> {
  const names = Object.keys(attributes);
  refuseProtected(names);
  const unknown = names.filter((n) => !(EDITABLE_ATTRIBUTES as readonly string[]).includes(n));
  if (unknown.length > 0) {
    throw new ValidationFailed(
      'Atributo desconhecido.',
      unknown.map((campo) => ({ campo, mensagem: 'Atributo desconhecido' })),
    );
  }
  const changes: Partial<typeof users.$inferInsert> = {};
  if (attributes.name !== undefined) {
    const name = attributes.name.trim();
    if (!name)
      throw new ValidationFailed('Informe o nome.', [{ campo: 'name', mensagem: 'Campo obrigatório' }]);
    changes.name = name;
  }
  if (attributes.phone_number !== undefined) {
    if (!/^\+?[\d\s()-]{8,20}$/.test(attributes.phone_number)) {
      throw new ValidationFailed('Telefone inválido.', [
        { campo: 'phone_number', mensagem: 'Use o formato +55 11 91234-5678' },
      ]);
    }
    changes.phoneNumber = attributes.phone_number.trim();
  }
  let emailChanged = false;
  if (attributes.email !== undefined) {
    const parsed = ZEmail.safeParse(attributes.email);
    if (!parsed.success)
      throw new ValidationFailed('E-mail inválido.', [
        { campo: 'email', mensagem: 'Informe um e-mail válido' },
      ]);
    if (parsed.data !== user.email) {
      const other = await findUserByEmail(deps.db, parsed.data);
      if (other) throw new Conflict('Este e-mail já é usado por outra conta.');
      changes.pendingEmail = parsed.data;
      emailChanged = true;
    }
  }
  if (Object.keys(changes).length === 0) return { emailVerificationSent: false };
  const updated = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(users.id, user.id))
      .returning();
    await recordAudit(tx, actorOf(user), {
      entity: 'user',
      entityId: user.id,
      action: 'atualizar_atributos',
      before: user,
      after: row,
    });
    return row!;
  });
  if (emailChanged) await sendEmailVerification(deps, updated);
  return { emailVerificationSent: emailChanged };
}

export async function deleteAttributes(deps: IdentityDeps, user: UserRow, names: string[]): Promise<void> {
  refuseProtected(names);
  const refused = names.filter((n) => !(DELETABLE_ATTRIBUTES as readonly string[]).includes(n));
  if (refused.length > 0) {
    throw new ValidationFailed(
      'Estes atributos são obrigatórios e não podem ser apagados.',
      refused.map((campo) => ({ campo, mensagem: 'Atributo obrigatório' })),
    );
  }
  await deps.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ phoneNumber: null, updatedAt: sql`now()` })
      .where(eq(users.id, user.id));
    await recordAudit(tx, actorOf(user), {
      entity: 'user',
      entityId: user.id,
      action: 'apagar_atributos',
      after: { names },
    });
  });
}

/**
 * Deletes one's own account: sessions end, obra memberships go, and the row is anonymised rather than removed, so
 * the audit trail and the records the user signed keep their author.
 */
export async function deleteOwnUser(deps: IdentityDeps, user: UserRow): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await revokeSessionsOfUser(tx, user.id, 'usuario_excluido');
    await tx.delete(obraUsuarios).where(eq(obraUsuarios.userId, user.id));
    await tx
      .update(users)
      .set({
        deletedAt: sql`now()`,
        enabled: false,
        email: `removido-${user.id}@removido.invalid`,
        name: 'Usuário removido',
        passwordHash: null,
        totpSecret: null,
        phoneNumber: null,
        roles: [],
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, user.id));
    await recordAudit(tx, actorOf(user), {
      entity: 'user',
      entityId: user.id,
      action: 'excluir_propria_conta',
      before: user,
    });
  });
}

/** Starts TOTP enrolment from the profile (MFA optional or required). */
/**
 * Starts TOTP enrolment from the profile: the new secret stays pending until a code from the app proves it, so an
 * enrolment abandoned halfway leaves the current authenticator (and MFA) as they were.
 */
export async function associateTotp(
  deps: IdentityDeps,
  user: UserRow,
): Promise<{ secretCode: string; uri: string }> {
  const association = newTotpSecret(user.email);
  await deps.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ totpPendingSecret: association.secretCode, updatedAt: sql`now()` })
      .where(eq(users.id, user.id));
    await recordAudit(tx, actorOf(user), { entity: 'user', entityId: user.id, action: 'associar_mfa' });
  });
  return association;
}

/** Confirms enrolment with a code from the app: the pending secret becomes the user's, and TOTP their MFA. */
export async function verifyTotp(deps: IdentityDeps, user: UserRow, code: string): Promise<void> {
  if (!code.trim()) throw new EmptyInput('EmptyCode', EMPTY_INPUT_ERRORS.EmptyCode);
  const secret = user.totpPendingSecret ?? user.totpSecret;
  if (!secret) throw new ValidationFailed('Associe um aplicativo autenticador primeiro.');
  await checkTotpCode(deps, user, secret, code);
  await deps.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        totpSecret: secret,
        totpPendingSecret: null,
        preferredMfa: 'SOFTWARE_TOKEN_MFA',
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, user.id));
    await recordAudit(tx, actorOf(user), { entity: 'user', entityId: user.id, action: 'ativar_mfa' });
  });
}

/** Turns TOTP off for the user (refused while the pool requires MFA). */
export async function disableTotp(
  deps: IdentityDeps,
  user: UserRow,
  poolRequiresMfa: boolean,
): Promise<void> {
  if (poolRequiresMfa)
    throw new ValidationFailed('O portal exige autenticação em dois fatores; ela não pode ser desativada.');
  await deps.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ preferredMfa: 'NOMFA', totpSecret: null, updatedAt: sql`now()` })
      .where(eq(users.id, user.id));
    await recordAudit(tx, actorOf(user), { entity: 'user', entityId: user.id, action: 'desativar_mfa' });
  });
}
