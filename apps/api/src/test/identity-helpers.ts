import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { DEMO_PASSWORD } from '../seed/demo-data';
import { client, type Client, type ClientOptions, type Response } from './http-client';

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
