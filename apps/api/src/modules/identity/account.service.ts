import {
  DELETABLE_ATTRIBUTES,
  EDITABLE_ATTRIBUTES,
  EMPTY_INPUT_ERRORS,
  ZEmail,
  type TChangePasswordInput,
  type TDeleteOwnAccountInput,
  type TMfaPreferenceInput,
} from '@portal/domain';
import { recordAudit } from '../audit';
import { Conflict, Forbidden, ValidationFailed } from '../../errors/domain-errors';
import { queueMail } from '../mail';
import { verifyEmailMail } from '../mail';
import { removeUserFromAllObras } from '../obras';
import { AuthFailure, EmptyInput } from './auth-errors';
import { randomDigits } from './crypto';
import type { AccountContext } from './identity-deps';
import { assertKeepsFullAdmin } from './last-admin';
import { acceptNewPassword } from './new-password';
import { verifyPassword } from './password';
import { readPoolSettings } from './pool-settings';
import { revokeSessionsOfUser } from './sessions.repository';
import { assertNotLocked, claimAttempt, clearFailures, registerFailure, throttleKey } from './throttle';
import { newTotpSecret } from './totp';
import { checkTotpCode } from './totp-check';
import { findUserByEmail, updateUserRow, type NewUserRow, type UserRow } from './users.repository';
import { consumeCode, issueCode } from './verification-codes';

/*
 * The signed-in user's own account. Every function takes the account context (the user is `ctx.auth.user`) and
 * the input the route's schema validated, and opens its own transaction.
 */

/** Changes the password after checking the current one (which counts toward the lockout when wrong). */
export async function changePassword(ctx: AccountContext, input: TChangePasswordInput): Promise<void> {
  const { user, actor } = ctx.auth;
  const key = throttleKey('senha', user.email);
  await claimAttempt(ctx.db, key);
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, input.oldPassword))) {
    throw new AuthFailure('NOT_AUTHORIZED', 400, 'A senha atual está incorreta.');
  }
  await clearFailures(ctx.db, key);
  const passwordHash = await acceptNewPassword(input.newPassword, [user.email, user.name]);
  await ctx.db.transaction(async (tx) => {
    await updateUserRow(tx, user.id, { passwordHash });
    await recordAudit(tx, actor, { entity: 'user', entityId: user.id, action: 'trocar_senha' });
  });
}

/**
 * Mails a 6-digit code that proves the user owns an address: the pending new one when there is one, otherwise the
 * current one.
 */
export async function sendEmailVerification(ctx: AccountContext): Promise<{ destino: string }> {
  return mailVerificationCode(ctx, ctx.auth.user);
}

async function mailVerificationCode(ctx: AccountContext, user: UserRow): Promise<{ destino: string }> {
  const key = throttleKey('codigo', `verificar:${user.id}`);
  await assertNotLocked(ctx.db, [key]);
  await registerFailure(ctx.db, key);
  const code = randomDigits(6);
  const destino = user.pendingEmail ?? user.email;
  await ctx.db.transaction(async (tx) => {
    await issueCode(tx, user.id, 'verificar_email', code);
    await queueMail(
      tx,
      destino,
      verifyEmailMail({ name: user.name, code, link: `${ctx.config.PUBLIC_URL}/usuarios` }),
      ctx.config.isSmtpConfigured,
    );
  });
  return { destino };
}

export async function verifyEmail(ctx: AccountContext, code: string): Promise<void> {
  const { user, actor } = ctx.auth;
  if (!code.trim()) throw new EmptyInput('EmptyCode', EMPTY_INPUT_ERRORS.EmptyCode);
  const key = throttleKey('codigo', user.email);
  await claimAttempt(ctx.db, key);
  const outcome = await ctx.db.transaction(async (tx) => {
    const check = await consumeCode(tx, user.id, 'verificar_email', code);
    if (check !== 'ok') return check;
    // A confirmed new address replaces the old one now, if nobody took it in the meantime.
    const newEmail = user.pendingEmail;
    if (newEmail && (await findUserByEmail(tx, newEmail)))
      throw new Conflict('Este e-mail já é usado por outra conta.');
    await updateUserRow(tx, user.id, {
      emailVerified: true,
      ...(newEmail ? { email: newEmail, pendingEmail: null } : {}),
    });
    await recordAudit(tx, actor, {
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
  await clearFailures(ctx.db, key);
}

/** The user's attributes in the user pool's form (name/value pairs). */
export function listAttributes(ctx: AccountContext): { name: string; value: string }[] {
  const { user } = ctx.auth;
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
  ctx: AccountContext,
  attributes: Record<string, string>,
): Promise<{ emailVerificationSent: boolean }> {
  const { user, actor } = ctx.auth;
  const names = Object.keys(attributes);
  refuseProtected(names);
  const unknown = names.filter((n) => !(EDITABLE_ATTRIBUTES as readonly string[]).includes(n));
  if (unknown.length > 0) {
    throw new ValidationFailed(
      'Atributo desconhecido.',
      unknown.map((campo) => ({ campo, mensagem: 'Atributo desconhecido' })),
    );
  }
  const changes: Partial<NewUserRow> = {};
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
      const other = await findUserByEmail(ctx.db, parsed.data);
      if (other) throw new Conflict('Este e-mail já é usado por outra conta.');
      changes.pendingEmail = parsed.data;
      emailChanged = true;
    }
  }
  if (Object.keys(changes).length === 0) return { emailVerificationSent: false };
  const updated = await ctx.db.transaction(async (tx) => {
    const row = await updateUserRow(tx, user.id, changes);
    await recordAudit(tx, actor, {
      entity: 'user',
      entityId: user.id,
      action: 'atualizar_atributos',
      before: user,
      after: row,
    });
    return row;
  });
  if (emailChanged) await mailVerificationCode(ctx, updated);
  return { emailVerificationSent: emailChanged };
}

export async function deleteAttributes(ctx: AccountContext, names: string[]): Promise<void> {
  const { user, actor } = ctx.auth;
  refuseProtected(names);
  const refused = names.filter((n) => !(DELETABLE_ATTRIBUTES as readonly string[]).includes(n));
  if (refused.length > 0) {
    throw new ValidationFailed(
      'Estes atributos são obrigatórios e não podem ser apagados.',
      refused.map((campo) => ({ campo, mensagem: 'Atributo obrigatório' })),
    );
  }
  await ctx.db.transaction(async (tx) => {
    await updateUserRow(tx, user.id, { phoneNumber: null });
    await recordAudit(tx, actor, {
      entity: 'user',
      entityId: user.id,
      action: 'apagar_atributos',
      after: { names },
    });
  });
}

/** How recent an SSO sign-in must be to delete an account that has no password. */
export const RECENT_SSO_SIGN_IN_MINUTES = 10;

/**
 * Proves, again, that the person at the keyboard owns the account: the password (throttled like every password
 * check), or for an SSO-only account (no password), a session opened by SSO in the last few minutes.
 */
async function confirmOwner(ctx: AccountContext, senha: string | undefined): Promise<void> {
  const { user, session } = ctx.auth;
  if (!user.passwordHash) {
    const recent = Date.now() - RECENT_SSO_SIGN_IN_MINUTES * 60_000;
    if (session.method === 'sso' && session.createdAt.getTime() >= recent) return;
    throw new Forbidden(
      `Para excluir a conta, saia e entre de novo pelo SSO da empresa; depois exclua em até ${RECENT_SSO_SIGN_IN_MINUTES} minutos.`,
    );
  }
  if (!senha)
    throw new ValidationFailed('Informe sua senha para excluir a conta.', [
      { campo: 'senha', mensagem: 'Campo obrigatório' },
    ]);
  const key = throttleKey('senha', user.email);
  await claimAttempt(ctx.db, key);
  if (!(await verifyPassword(user.passwordHash, senha)))
    throw new AuthFailure('NOT_AUTHORIZED', 400, 'Senha incorreta. A conta não foi excluída.');
  await clearFailures(ctx.db, key);
}

/**
 * Deletes one's own account, after the password is typed again (see confirmOwner). The last active administrator
 * with acesso_total cannot (409). Sessions end, obra memberships go, and the row is anonymised rather than removed,
 * so the audit trail and the records the user signed keep their author.
 */
export async function deleteOwnAccount(
  ctx: AccountContext,
  input: TDeleteOwnAccountInput | null | undefined,
): Promise<void> {
  const { user, actor } = ctx.auth;
  await confirmOwner(ctx, input?.senha);
  await ctx.db.transaction(async (tx) => {
    await assertKeepsFullAdmin(tx, user.id, 'excluir');
    await revokeSessionsOfUser(tx, user.id, 'usuario_excluido');
    await removeUserFromAllObras(tx, actor, user.id);
    await updateUserRow(tx, user.id, {
      deletedAt: new Date(),
      enabled: false,
      email: `removido-${user.id}@removido.invalid`,
      pendingEmail: null,
      name: 'Usuário removido',
      passwordHash: null,
      totpSecret: null,
      totpPendingSecret: null,
      phoneNumber: null,
      roles: [],
    });
    await recordAudit(tx, actor, {
      entity: 'user',
      entityId: user.id,
      action: 'excluir_propria_conta',
      before: user,
    });
  });
}

/**
 * Starts TOTP enrolment from the profile: the new secret stays pending until a code from the app proves it, so an
 * enrolment abandoned halfway leaves the current authenticator (and MFA) as they were.
 */
export async function associateTotp(ctx: AccountContext): Promise<{ secretCode: string; uri: string }> {
  const { user, actor } = ctx.auth;
  const association = newTotpSecret(user.email);
  await ctx.db.transaction(async (tx) => {
    await updateUserRow(tx, user.id, { totpPendingSecret: association.secretCode });
    await recordAudit(tx, actor, { entity: 'user', entityId: user.id, action: 'associar_mfa' });
  });
  return association;
}

/** Confirms enrolment with a code from the app: the pending secret becomes the user's, and TOTP their MFA. */
export async function verifyTotp(ctx: AccountContext, code: string): Promise<void> {
  const { user, actor } = ctx.auth;
  if (!code.trim()) throw new EmptyInput('EmptyCode', EMPTY_INPUT_ERRORS.EmptyCode);
  const secret = user.totpPendingSecret ?? user.totpSecret;
  if (!secret) throw new ValidationFailed('Associe um aplicativo autenticador primeiro.');
  await checkTotpCode(ctx, user, secret, code);
  await ctx.db.transaction(async (tx) => {
    await updateUserRow(tx, user.id, {
      totpSecret: secret,
      totpPendingSecret: null,
      preferredMfa: 'SOFTWARE_TOKEN_MFA',
    });
    await recordAudit(tx, actor, { entity: 'user', entityId: user.id, action: 'ativar_mfa' });
  });
}

/** Turns TOTP off for the user (refused while the pool requires MFA); PREFERRED keeps things as they are. */
export async function setMfaPreference(ctx: AccountContext, input: TMfaPreferenceInput): Promise<void> {
  if (input.totp !== 'DISABLED') return;
  const { user, actor } = ctx.auth;
  const { mfa } = await readPoolSettings(ctx.db);
  if (mfa === 'ON')
    throw new ValidationFailed('O portal exige autenticação em dois fatores; ela não pode ser desativada.');
  await ctx.db.transaction(async (tx) => {
    await updateUserRow(tx, user.id, { preferredMfa: 'NOMFA', totpSecret: null });
    await recordAudit(tx, actor, { entity: 'user', entityId: user.id, action: 'desativar_mfa' });
  });
}
