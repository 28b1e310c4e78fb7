import type { TSessionInvalidReason } from '@portal/domain';
import type { Db } from '../../db/database';
import { signAccessToken } from './access-token';
import { SessionInvalid } from './auth-errors';
import { randomToken, sha256 } from './crypto';
import type { IdentityDeps } from './identity-deps';
import {
  findRefreshTokenForUpdate,
  findSessionWithUser,
  insertRefreshToken,
  insertSession,
  markRefreshTokenUsed,
  revokeSessionById,
  touchSession,
  type SessionRow,
  type UserRow,
} from './sessions.repository';

/** Refresh tokens live 30 days from their issue; each use issues the next one. */
export const REFRESH_TOKEN_DAYS = 30;

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  sessionId: string;
}

function refreshExpiry(): Date {
  return new Date(Date.now() + REFRESH_TOKEN_DAYS * 86_400_000);
}

/** Why a user may not hold a session at all, whatever the token says. */
export function userBlockReason(
  user: Pick<UserRow, 'deletedAt' | 'enabled' | 'status'>,
): TSessionInvalidReason | undefined {
  if (user.deletedAt) return 'USER_NOT_FOUND';
  if (!user.enabled) return 'USER_DISABLED';
  if (user.status === 'RESET_REQUIRED') return 'PASSWORD_RESET_REQUIRED';
  return undefined;
}

/** Starts a session for a user who has just proved who they are. */
export async function startSession(
  tx: Db,
  secret: Uint8Array,
  input: { userId: string; deviceId: string | null; method: 'senha' | 'sso'; idToken?: string },
): Promise<IssuedTokens> {
  const session = await insertSession(tx, {
    userId: input.userId,
    deviceId: input.deviceId,
    method: input.method,
    idToken: input.idToken ?? null,
  });
  const refreshToken = randomToken();
  await insertRefreshToken(tx, session.id, sha256(refreshToken), refreshExpiry());
  return {
    accessToken: await signAccessToken(secret, input.userId, session.id),
    refreshToken,
    sessionId: session.id,
  };
}

export type RotationResult =
  | ({ ok: true; user: UserRow; session: SessionRow } & IssuedTokens)
  | { ok: false; reason: TSessionInvalidReason };

/**
 * Exchanges a refresh token for new tokens. A token presented a second time means it was copied: the whole
 * session is revoked, and the thief and the owner are both signed out. Refusals are returned, not thrown, so the
 * revocation commits with the caller's transaction.
 */
export async function rotateRefreshToken(
  tx: Db,
  secret: Uint8Array,
  presented: string,
): Promise<RotationResult> {
  const found = await findRefreshTokenForUpdate(tx, sha256(presented));
  if (!found) return { ok: false, reason: 'REFRESH_TOKEN_REVOKED' };
  const { token, session, user } = found;
  if (token.usedAt) {
    await revokeSessionById(tx, session.id, 'reuso_de_token');
    return { ok: false, reason: 'REFRESH_TOKEN_REVOKED' };
  }
  // The user's state first, as for access tokens: disabling a user also revokes their sessions, and the answer
  // must say why ("User is disabled.").
  const blocked = userBlockReason(user);
  if (blocked) return { ok: false, reason: blocked };
  if (session.revokedAt) return { ok: false, reason: 'REFRESH_TOKEN_REVOKED' };
  if (token.expiresAt <= new Date()) return { ok: false, reason: 'REFRESH_TOKEN_EXPIRED' };

  await markRefreshTokenUsed(tx, token.id);
  await touchSession(tx, session.id);
  const refreshToken = randomToken();
  await insertRefreshToken(tx, session.id, sha256(refreshToken), refreshExpiry());
  const accessToken = await signAccessToken(secret, user.id, session.id);
  return { ok: true, accessToken, refreshToken, sessionId: session.id, user, session };
}

/**
 * POST /api/auth/refresh: rotates the presented refresh token in its own transaction (a refusal's revocation
 * commits too) and answers the user with their obras, as /api/me does.
 */
export async function refreshSession(
  deps: Pick<IdentityDeps, 'db' | 'secret'>,
  presented: string,
): Promise<RotationResult & { obras?: string[] }> {
  const result = await deps.db.transaction((tx) => rotateRefreshToken(tx, deps.secret, presented));
  if (!result.ok) return result;
  const row = await findSessionWithUser(deps.db, result.sessionId);
  return { ...result, obras: row?.obras ?? [] };
}

export interface SessionUser {
  user: UserRow;
  session: SessionRow;
  obras: string[];
  /** Whom the user stands in for today, as a named substitute (ids). */
  titulares: string[];
}

/** Checks, on every request, that the access token's session and user are still good. */
export async function resolveSession(db: Db, sessionId: string): Promise<SessionUser> {
  const row = await findSessionWithUser(db, sessionId);
  if (!row) throw new SessionInvalid('ACCESS_TOKEN_REVOKED');
  const blocked = userBlockReason(row.user);
  if (blocked) throw new SessionInvalid(blocked);
  if (row.session.revokedAt) throw new SessionInvalid('ACCESS_TOKEN_REVOKED');
  return { user: row.user, session: row.session, obras: row.obras, titulares: row.titulares };
}
