import { errors, jwtVerify, SignJWT } from 'jose';

const ISSUER = 'portal-de-obras';
const AUDIENCE = 'portal-de-obras/api';
/** Access tokens live 1 hour; the web app refreshes them every 50 minutes (SPEC §9). */
export const ACCESS_TOKEN_SECONDS = 60 * 60;

export interface AccessClaims {
  /** User id. */
  sub: string;
  /** Session (refresh-token family) id: revoking the session ends this token at once. */
  sid: string;
  iat: number;
  exp: number;
}

export async function signAccessToken(
  secret: Uint8Array,
  userId: string,
  sessionId: string,
): Promise<string> {
  return new SignJWT({ sid: sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_SECONDS}s`)
    .sign(secret);
}

export type AccessTokenCheck =
  { ok: true; claims: AccessClaims } | { ok: false; reason: 'expired' | 'invalid' };

export async function verifyAccessToken(secret: Uint8Array, token: string): Promise<AccessTokenCheck> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
    });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string')
      return { ok: false, reason: 'invalid' };
    return { ok: true, claims: payload as unknown as AccessClaims };
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}
