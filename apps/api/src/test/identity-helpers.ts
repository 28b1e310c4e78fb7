import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { COOKIES } from '../modules/identity/cookies';
import { randomToken } from '../modules/identity/crypto';
import { readPoolSettings } from '../modules/identity/pool-settings';
import { userBlockReason } from '../modules/identity/sessions.service';
import { openSession } from '../modules/identity/sign-in.service';
import { findUserByEmail } from '../modules/identity/users.repository';
import { DEMO_PASSWORD } from '../seed/demo-data';
import {
  CHROME_ON_WINDOWS,
  client,
  CookieJar,
  type Client,
  type ClientOptions,
  type Response,
} from './http-client';

export { DEMO_PASSWORD };

/** A new browser that has signed in with e-mail and password (no challenge expected). */
export async function signedIn(
  app: FastifyInstance,
  email: string,
  password: string = DEMO_PASSWORD,
  options: ClientOptions = {},
): Promise<Client> {
  const browser = client(app, options);
  const res = await browser.post('/api/auth/sign-in', { email, password });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().challenge).toBeNull();
  return browser;
}

/**
 * A new browser with a session for the user, opened by the identity module's own function as a successful
 * sign-in opens it (device, tokens, audit row), without the password check: argon2 costs each sign-in a tenth of
 * a second. For tests that are not about signing in; those go through `signedIn`. Refuses a user who could not
 * sign in straight away (disabled, deleted, waiting for a new password, or asked for a second factor).
 */
export async function sessionAs(
  app: FastifyInstance,
  email: string,
  options: ClientOptions = {},
): Promise<Client> {
  const deps = app.identity;
  const user = await findUserByEmail(deps.db, email.trim().toLowerCase());
  if (!user || user.deletedAt) throw new Error(`sessionAs: no user ${email}`);
  const blocked = userBlockReason(user);
  if (blocked || user.status !== 'CONFIRMED')
    throw new Error(`sessionAs: ${email} cannot sign in (${blocked ?? user.status})`);
  const { mfa } = await readPoolSettings(deps.db);
  if (mfa === 'ON' || user.preferredMfa === 'SOFTWARE_TOKEN_MFA')
    throw new Error(`sessionAs: ${email} would be asked for a second factor; sign in with signedIn`);
  const jar = options.jar ?? new CookieJar();
  const deviceKey = jar.get(COOKIES.device) ?? randomToken();
  const outcome = await deps.db.transaction((tx) =>
    openSession(
      tx,
      deps,
      user,
      { ip: options.ip ?? '127.0.0.1', userAgent: options.userAgent ?? CHROME_ON_WINDOWS, deviceKey },
      false,
    ),
  );
  if (outcome.kind !== 'session') throw new Error(`sessionAs: no session for ${email}`);
  jar.set(COOKIES.device, deviceKey);
  jar.set(COOKIES.access, outcome.tokens.accessToken);
  jar.set(COOKIES.refresh, outcome.tokens.refreshToken);
  return client(app, { ...options, jar });
}

export interface MailboxEntry {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** The e-mails sent to an address, newest first, as the development mailbox lists them. */
export async function mailsTo(app: FastifyInstance, to: string): Promise<MailboxEntry[]> {
  const res = await app.inject({ method: 'GET', url: `/api/dev/mailbox?to=${encodeURIComponent(to)}` });
  expect(res.statusCode).toBe(200);
  return (res.json() as { items: MailboxEntry[] }).items;
}

/** The 6-digit code of the newest e-mail sent to the address. */
export async function mailedCode(app: FastifyInstance, to: string): Promise<string> {
  const [newest] = await mailsTo(app, to);
  const code = /Código: (\d{6})\b/.exec(newest?.text ?? '')?.[1];
  if (!code) throw new Error(`no 6-digit code in the newest mail to ${to}`);
  return code;
}

/** The /primeiroLogin link of the newest invitation sent to the address, with its query values. */
export async function mailedFirstLoginLink(
  app: FastifyInstance,
  to: string,
): Promise<{ url: URL; user: string; code: string }> {
  const [newest] = await mailsTo(app, to);
  const link = /(https?:\/\/\S+\/primeiroLogin\?\S+)/.exec(newest?.text ?? '')?.[1];
  if (!link) throw new Error(`no first-login link in the newest mail to ${to}`);
  const url = new URL(link);
  return { url, user: url.searchParams.get('user') ?? '', code: url.searchParams.get('code') ?? '' };
}

/** The problem-details body of an error answer. */
export function problemOf(res: Response): {
  status: number;
  code: string;
  detail: string;
  motivo?: string;
  errors?: { campo: string; mensagem: string }[];
} {
  expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  return res.json();
}

/** A request with a cookie the browser no longer holds (a copied or stale token). */
export async function sendWithCookies(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  cookies: Record<string, string | undefined>,
): Promise<Response> {
  const cookie = Object.entries(cookies)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
  return app.inject({ method, url, headers: { cookie, 'x-portal-request': '1' } });
}
