import { eq, sql } from 'drizzle-orm';
import { EMPTY_INPUT_ERRORS } from '@portal/domain';
import { recordAudit } from '../audit';
import { queueMail } from '../mail';
import { recoveryCodeMail } from '../mail';
import { AuthFailure, EmptyInput } from './auth-errors';
import { randomDigits } from './crypto';
import type { ClientInfo, IdentityDeps } from './identity-deps';
import { acceptNewPassword } from './new-password';
import { revokeSessionsOfUser } from './sessions.repository';
import {
  assertNotLocked,
  claimAttempt,
  clearFailures,
  registerFailure,
  throttleKey,
  THROTTLE,
} from './throttle';
import { findUserByEmail } from './users.repository';
import { users } from './users.schema';
import { consumeCode, issueCode } from './verification-codes';

/** `ana.ribeiro@demo.obras.dev` → `a***@d***.dev`, shown after "code sent" whether or not the account exists. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  const dot = domain.lastIndexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : '';
  return `${local.slice(0, 1)}***@${host.slice(0, 1)}***${tld}`;
}

/**
 * POST /api/auth/forgot-password: mails a 6-digit code valid for 1 hour. The answer is the same whether the e-mail
 * exists or not; requests are throttled per e-mail and per network address.
 */
export async function forgotPassword(
  deps: IdentityDeps,
  rawEmail: string,
  client: ClientInfo,
): Promise<{ destino: string }> {
  const email = rawEmail.trim().toLowerCase();
  if (!email) throw new EmptyInput('EmptyUsername', EMPTY_INPUT_ERRORS.EmptyUsername);
  const sendKey = throttleKey('codigo', `envio:${email}`);
  const addressKey = throttleKey('endereco', client.ip);
  await assertNotLocked(deps.db, [sendKey, addressKey]);
  // Every request counts, per e-mail and per network address, so that asking for codes in a loop locks like
  // guessing passwords does.
  await registerFailure(deps.db, sendKey);
  await registerFailure(deps.db, addressKey, THROTTLE.freeFailuresPerAddress);
  const user = await findUserByEmail(deps.db, email);
  if (user && !user.deletedAt && user.enabled) {
    const code = randomDigits(6);
    await deps.db.transaction(async (tx) => {
      await issueCode(tx, user.id, 'recuperacao', code);
      const link = `${deps.config.PUBLIC_URL}/login?recuperar=${encodeURIComponent(email)}`;
      await queueMail(
        tx,
        user.email,
        recoveryCodeMail({ name: user.name, code, link }),
        deps.config.isSmtpConfigured,
      );
      await recordAudit(
        tx,
        { id: user.id, email: user.email },
        { entity: 'user', entityId: user.id, action: 'pedir_codigo_recuperacao' },
      );
    });
  }
  return { destino: maskEmail(email) };
}

/** POST /api/auth/forgot-password/confirm: the code and the new password. Ends every open session. */
export async function confirmForgotPassword(
  deps: IdentityDeps,
  input: { email: string; code: string; password: string },
  client: ClientInfo,
): Promise<void> {
  const email = input.email.trim().toLowerCase();
  if (!email) throw new EmptyInput('EmptyUsername', EMPTY_INPUT_ERRORS.EmptyUsername);
  if (!input.code.trim()) throw new EmptyInput('EmptyCode', EMPTY_INPUT_ERRORS.EmptyCode);
  if (!input.password) throw new EmptyInput('EmptyPassword', EMPTY_INPUT_ERRORS.EmptyPassword);
  const codeKey = throttleKey('codigo', email);
  const addressKey = throttleKey('endereco', client.ip);
  await assertNotLocked(deps.db, [addressKey]);
  await claimAttempt(deps.db, codeKey);

  const user = await findUserByEmail(deps.db, email);
  const passwordHash = await acceptNewPassword(input.password, [email, user?.name ?? '']);
  const outcome = await deps.db.transaction(async (tx) => {
    if (!user || user.deletedAt || !user.enabled) return 'mismatch' as const;
    const check = await consumeCode(tx, user.id, 'recuperacao', input.code);
    if (check !== 'ok') return check;
    await tx
      .update(users)
      .set({ passwordHash, status: 'CONFIRMED', updatedAt: sql`now()` })
      .where(eq(users.id, user.id));
    await revokeSessionsOfUser(tx, user.id, 'senha_redefinida');
    await recordAudit(
      tx,
      { id: user.id, email: user.email },
      { entity: 'user', entityId: user.id, action: 'redefinir_senha' },
    );
    return 'ok' as const;
  });
  if (outcome === 'expired')
    throw new AuthFailure('EXPIRED_CODE', 400, 'Este código expirou. Peça um novo código.');
  if (outcome !== 'ok') {
    await registerFailure(deps.db, addressKey, THROTTLE.freeFailuresPerAddress);
    throw new AuthFailure(
      'CODE_MISMATCH',
      400,
      'Código inválido. Confira o código recebido por e-mail ou peça um novo.',
    );
  }
  await clearFailures(deps.db, codeKey);
}
