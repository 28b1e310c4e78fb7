import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config/env';
import { randomToken } from './crypto';
import { REFRESH_TOKEN_DAYS } from './sessions.service';

/** HttpOnly cookies only: no token is ever readable by the page's scripts. */
export const COOKIES = {
  access: 'portal_at',
  refresh: 'portal_rt',
  challenge: 'portal_ch',
  device: 'portal_dev',
  sso: 'portal_sso',
} as const;

/** SPEC §9 "auth cookie lifetime 365 days", for the device key. */
const DEVICE_COOKIE_DAYS = 365;

function base(config: Config) {
  return { httpOnly: true, sameSite: 'lax' as const, secure: config.isProduction };
}

export function setSessionCookies(
  reply: FastifyReply,
  config: Config,
  tokens: { accessToken: string; refreshToken: string },
): void {
  // The cookie outlives its 1-hour token on purpose: an expired token still reaches the API, which answers
  // TOKEN_EXPIRED, and the browser renews the session with its refresh token instead of going to /login.
  void reply.setCookie(COOKIES.access, tokens.accessToken, {
    ...base(config),
    path: '/api',
    maxAge: REFRESH_TOKEN_DAYS * 86_400,
  });
  void reply.setCookie(COOKIES.refresh, tokens.refreshToken, {
    ...base(config),
    path: '/api/auth',
    maxAge: REFRESH_TOKEN_DAYS * 86_400,
  });
  void reply.clearCookie(COOKIES.challenge, { path: '/api/auth' });
}

export function clearSessionCookies(reply: FastifyReply): void {
  void reply.clearCookie(COOKIES.access, { path: '/api' });
  void reply.clearCookie(COOKIES.refresh, { path: '/api/auth' });
  void reply.clearCookie(COOKIES.challenge, { path: '/api/auth' });
}

export function setChallengeCookie(reply: FastifyReply, config: Config, token: string): void {
  void reply.setCookie(COOKIES.challenge, token, { ...base(config), path: '/api/auth', maxAge: 15 * 60 });
}

/** This browser's device key, made on its first visit to /api/auth and kept for a year. */
export function deviceKeyOf(request: FastifyRequest, reply: FastifyReply, config: Config): string {
  const existing = request.cookies[COOKIES.device];
  if (existing && /^[\w-]{20,100}$/.test(existing)) return existing;
  const key = randomToken();
  void reply.setCookie(COOKIES.device, key, {
    ...base(config),
    path: '/api/auth',
    maxAge: DEVICE_COOKIE_DAYS * 86_400,
  });
  return key;
}
