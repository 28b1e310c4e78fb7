import { and, eq, isNull, sql } from 'drizzle-orm';
import { EMPTY_INPUT_ERRORS, type TChallenge, type TChallengeName } from '@portal/domain';
import type { Db } from '../../db/database';
import { ValidationFailed } from '../../errors/domain-errors';
import { recordAudit } from '../audit';
import { AuthFailure, EmptyInput, SessionInvalid, WrongCredentials } from './auth-errors';
import {
  consumeChallenge,
  findOpenChallenge,
  openChallenge,
  setPendingTotpSecret,
  type ChallengeRow,
} from './challenges';
import { sameHash, sha256 } from './crypto';
import { ensureDevice, findDevice } from './devices.repository';
import { verificationCodes } from './identity.schema';
import { findOpenCode } from './verification-codes';
import type { ClientInfo, IdentityDeps } from './identity-deps';
import { acceptNewPassword } from './new-password';
import { verifyPassword } from './password';
import { readPoolSettings } from './pool-settings';
import { startSession, userBlockReason, type IssuedTokens } from './sessions.service';
import {
  assertNotLocked,
  claimAttempt,
  clearFailures,
  registerFailure,
  throttleKey,
  THROTTLE,
} from './throttle';
import { checkTotpCode } from './totp-check';
import { newTotpSecret } from './totp';
import { findUserByEmail, findUserById, type UserRow } from './users.repository';
import { users } from './users.schema';

// Verifying against this keeps a wrong e-mail as slow as a wrong password (no timing hint that it exists).
const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$TjUZsWZTH84KlJO3ddMFSw$kLDbdK/eBujtYAgwVYCgNMAXUbMVdysGzDtQslL7dW8';

export type SignInOutcome =
  | { kind: 'session'; user: UserRow; tokens: IssuedTokens }
  | { kind: 'challenge'; user: UserRow; challenge: TChallenge; challengeToken: string };

/** A first-access user signs in with the temporary code mailed to them, until they set a password. */
async function matchesTemporaryCode(db: Db, user: UserRow, code: string): Promise<boolean> {
  const open = await findOpenCode(db, user.id, 'primeiro_acesso');
  if (!open || !sameHash(open.codeHash, sha256(code.trim()))) return false;
  if (open.expiresAt <= new Date()) {
    throw new AuthFailure(
      'NOT_AUTHORIZED',
      401,
      'O código de primeiro acesso expirou. Peça ao administrador um novo convite.',
    );
  }
  return true;
}

async function checkFirstFactor(db: Db, user: UserRow | undefined, password: string): Promise<boolean> {
  if (!user) {
    await verifyPassword(DUMMY_HASH, password);
    return false;
  }
  if (user.status === 'FORCE_CHANGE_PASSWORD') {
    // As slow as a password check, so an invited account does not stand out by its answer time.
    const [matches] = await Promise.all([
      matchesTemporaryCode(db, user, password),
      verifyPassword(DUMMY_HASH, password),
    ]);
    return matches;
  }
  return verifyPassword(user.passwordHash ?? DUMMY_HASH, password);
}

/** The user has proved who they are: a session on this device, with its audit row (tests open one directly). */
export async function openSession(
  tx: Db,
  deps: IdentityDeps,
  user: UserRow,
  client: ClientInfo,
  mfa: boolean,
): Promise<SignInOutcome> {
  const device = await ensureDevice(tx, user.id, client.deviceKey, client.userAgent);
  const tokens = await startSession(tx, deps.secret, {
    userId: user.id,
    deviceId: device.id,
    method: 'senha',
  });
  await recordAudit(
    tx,
    { id: user.id, email: user.email },
    {
      entity: 'user',
      entityId: user.id,
      action: 'entrar',
      after: { dispositivo: device.name, ...(mfa ? { mfa } : {}) },
    },
  );
  return { kind: 'session', user, tokens };
}

/**
 * After the password (or temporary code) is right: a challenge if one is due (new password, MFA setup, TOTP),
 * otherwise a session.
 */
async function nextStep(deps: IdentityDeps, user: UserRow, client: ClientInfo): Promise<SignInOutcome> {
  return deps.db.transaction(async (tx) => {
    const challenge = await dueChallenge(tx, user, client);
    if (!challenge) return openSession(tx, deps, user, client, false);
    const opened = await openChallenge(tx, user.id, challenge);
    return { kind: 'challenge' as const, user, challenge, challengeToken: opened.token };
  });
}

async function dueChallenge(tx: Db, user: UserRow, client: ClientInfo): Promise<TChallenge | undefined> {
  if (user.status === 'FORCE_CHANGE_PASSWORD') {
    return {
      name: 'NEW_PASSWORD_REQUIRED',
      parameters: { userAttributes: { email: user.email, name: user.name }, requiredAttributes: [] },
    };
  }
  const { mfa } = await readPoolSettings(tx);
  const wantsTotp = user.preferredMfa === 'SOFTWARE_TOKEN_MFA' && user.totpSecret !== null;
  if (mfa === 'OFF' || (mfa === 'OPTIONAL' && !wantsTotp)) return undefined;
  if (wantsTotp) {
    const device = await findDevice(tx, user.id, client.deviceKey);
    return device?.remembered ? undefined : { name: 'SOFTWARE_TOKEN_MFA', parameters: {} };
  }
  return { name: 'MFA_SETUP', parameters: { MFAS_CAN_SETUP: ['SOFTWARE_TOKEN_MFA'] } };
}

/** POST /api/auth/sign-in: e-mail and password, throttled per e-mail and per network address. */
export async function signIn(
  deps: IdentityDeps,
  input: { email: string; password: string },
  client: ClientInfo,
): Promise<SignInOutcome> {
  const email = input.email.trim().toLowerCase();
  if (!email)
    throw new ValidationFailed('Informe o e-mail.', [{ campo: 'email', mensagem: 'Informe o e-mail.' }]);
  if (!input.password)
    throw new ValidationFailed('Informe a senha.', [{ campo: 'password', mensagem: 'Informe a senha.' }]);
  const passwordKey = throttleKey('senha', email);
  const addressKey = throttleKey('endereco', client.ip);
  await assertNotLocked(deps.db, [addressKey]);
  await claimAttempt(deps.db, passwordKey);

  const user = await findUserByEmail(deps.db, email);
  const live = user && !user.deletedAt ? user : undefined;
  if (!(await checkFirstFactor(deps.db, live, input.password))) {
    await registerFailure(deps.db, addressKey, THROTTLE.freeFailuresPerAddress);
    throw new WrongCredentials();
  }
  await clearFailures(deps.db, passwordKey);
  const blocked = userBlockReason(live!);
  if (blocked) throw new SessionInvalid(blocked);
  return nextStep(deps, live!, client);
}

function challengeExpired(): AuthFailure {
  return new AuthFailure(
    'CHALLENGE_EXPIRED',
    400,
    'O tempo para concluir a entrada acabou. Entre novamente com seu e-mail e senha.',
  );
}

async function loadChallenge(
  deps: IdentityDeps,
  token: string | undefined,
  name: TChallengeName,
): Promise<{ challenge: ChallengeRow; user: UserRow }> {
  const challenge = await findOpenChallenge(deps.db, token);
  if (!challenge) throw challengeExpired();
  if (challenge.name !== name) {
    throw new ValidationFailed(`Este desafio é ${challenge.name}, não ${name}.`, [
      { campo: 'name', mensagem: 'Desafio diferente do pedido' },
    ]);
  }
  const user = await findUserById(deps.db, challenge.userId);
  if (!user || user.deletedAt) throw challengeExpired();
  const blocked = userBlockReason(user);
  if (blocked) throw new SessionInvalid(blocked);
  return { challenge, user };
}

function requireResponse(responses: Record<string, string>, ...names: string[]): string {
  const value = names.map((n) => responses[n]).find((v) => v !== undefined && v.trim() !== '');
  if (!value) throw new EmptyInput('EmptyChallengeResponse', EMPTY_INPUT_ERRORS.EmptyChallengeResponse);
  return value;
}

/** POST /api/auth/challenge: answers the challenge opened by sign-in (token from its HttpOnly cookie). */
export async function answerChallenge(
  deps: IdentityDeps,
  token: string | undefined,
  input: { name: TChallengeName; responses: Record<string, string> },
  client: ClientInfo,
): Promise<SignInOutcome> {
  const { challenge, user } = await loadChallenge(deps, token, input.name);
  if (input.name === 'NEW_PASSWORD_REQUIRED') {
    const password = requireResponse(input.responses, 'NEW_PASSWORD');
    const passwordHash = await acceptNewPassword(password, [user.email, user.name]);
    const updated = await deps.db.transaction(async (tx) => {
      await consumeChallenge(tx, challenge.id);
      await tx
        .update(verificationCodes)
        .set({ consumedAt: sql`now()` })
        .where(
          and(
            eq(verificationCodes.userId, user.id),
            eq(verificationCodes.purpose, 'primeiro_acesso'),
            isNull(verificationCodes.consumedAt),
          ),
        );
      // The temporary code reached this address, so it is proven.
      const [row] = await tx
        .update(users)
        .set({ passwordHash, status: 'CONFIRMED', emailVerified: true, updatedAt: sql`now()` })
        .where(eq(users.id, user.id))
        .returning();
      await recordAudit(
        tx,
        { id: user.id, email: user.email },
        { entity: 'user', entityId: user.id, action: 'definir_senha' },
      );
      return row!;
    });
    return nextStep(deps, updated, client);
  }
  const code = requireResponse(input.responses, 'USER_CODE', 'SOFTWARE_TOKEN_MFA_CODE');
  if (input.name === 'SOFTWARE_TOKEN_MFA') {
    await checkTotpCode(deps, user, user.totpSecret ?? '', code);
    await consumeChallenge(deps.db, challenge.id);
    return deps.db.transaction((tx) => openSession(tx, deps, user, client, true));
  }
  if (!challenge.pendingTotpSecret) {
    throw new ValidationFailed('Associe um aplicativo autenticador antes de informar o código.');
  }
  await checkTotpCode(deps, user, challenge.pendingTotpSecret, code);
  const enrolled = await deps.db.transaction(async (tx) => {
    await consumeChallenge(tx, challenge.id);
    const [row] = await tx
      .update(users)
      .set({
        totpSecret: challenge.pendingTotpSecret,
        preferredMfa: 'SOFTWARE_TOKEN_MFA',
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, user.id))
      .returning();
    await recordAudit(
      tx,
      { id: user.id, email: user.email },
      { entity: 'user', entityId: user.id, action: 'ativar_mfa' },
    );
    return row!;
  });
  return deps.db.transaction((tx) => openSession(tx, deps, enrolled, client, true));
}

/** POST /api/auth/challenge/mfa-associate during MFA_SETUP: a new secret for the authenticator app. */
export async function associateTotpForChallenge(
  deps: IdentityDeps,
  token: string | undefined,
): Promise<{ secretCode: string; uri: string }> {
  const { challenge, user } = await loadChallenge(deps, token, 'MFA_SETUP');
  const association = newTotpSecret(user.email);
  await setPendingTotpSecret(deps.db, challenge.id, association.secretCode);
  return association;
}
