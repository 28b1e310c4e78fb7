import { eq, sql } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database';
import { client } from '../../test/http-client';
import { problemOf, sendWithCookies, signedIn } from '../../test/identity-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sha256 } from './crypto';
import { refreshTokens } from './identity.schema';
import { loadSigningSecret } from './signing-secret';

describe('sessions', () => {
  let t: TestApp;

  const refresh = (cookies: Record<string, string | undefined>) =>
    sendWithCookies(t.app, 'POST', '/api/auth/refresh', cookies);
  const me = (accessToken: string | undefined) =>
    sendWithCookies(t.app, 'GET', '/api/me', { portal_at: accessToken });

  async function userId(email: string): Promise<string> {
    const [row] = await queryRows<{ id: string }>(
      t.database.db,
      sql`select id from users where email = ${email}`,
    );
    return row!.id;
  }

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
  });
  afterAll(() => t.close());

  describe('POST /api/auth/refresh', () => {
    it('exchanges the refresh token for new session cookies that work', async () => {
      const browser = await signedIn(t.app, 'gestor@demo.obras.dev');
      const firstRefresh = browser.jar.get('portal_rt');

      const res = await browser.post('/api/auth/refresh');
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({ email: 'gestor@demo.obras.dev', signInMethod: 'senha' });
      expect(browser.jar.get('portal_rt')).toBeDefined();
      expect(browser.jar.get('portal_rt')).not.toBe(firstRefresh);
      expect((await browser.get('/api/me')).statusCode).toBe(200);
    });

    it('revokes the whole session when a refresh token is used a second time', async () => {
      const browser = await signedIn(t.app, 'gestor@demo.obras.dev');
      const stolen = browser.jar.get('portal_rt');
      expect((await browser.post('/api/auth/refresh')).statusCode).toBe(200);
      const rotatedAccess = browser.jar.get('portal_at');
      const rotatedRefresh = browser.jar.get('portal_rt');

      const replay = await refresh({ portal_rt: stolen });
      expect(replay.statusCode).toBe(401);
      expect(problemOf(replay)).toMatchObject({
        code: 'SESSION_INVALID',
        motivo: 'Refresh Token has been revoked',
      });
      expect(replay.cookies.find((c) => c.name === 'portal_rt')?.value).toBe('');

      // The owner's newer tokens belong to the same family: they end too.
      expect(problemOf(await me(rotatedAccess)).motivo).toBe('Access Token has been revoked');
      expect(problemOf(await refresh({ portal_rt: rotatedRefresh })).motivo).toBe(
        'Refresh Token has been revoked',
      );
    });

    it('answers "Refresh Token has expired" to a refresh token past its 30 days', async () => {
      const browser = await signedIn(t.app, 'leitura@demo.obras.dev');
      const token = browser.jar.get('portal_rt')!;
      await t.database.db
        .update(refreshTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(refreshTokens.tokenHash, sha256(token)));

      const res = await browser.post('/api/auth/refresh');
      expect(res.statusCode).toBe(401);
      expect(problemOf(res).motivo).toBe('Refresh Token has expired');
      expect(browser.jar.has('portal_rt')).toBe(false);
      expect(browser.jar.has('portal_at')).toBe(false);
    });

    it('answers TOKEN_EXPIRED to an access token past its hour, and a refresh gets the session going again', async () => {
      const browser = await signedIn(t.app, 'planejamento@demo.obras.dev');
      const { sub, sid } = decodeJwt(browser.jar.get('portal_at')!);
      const now = Math.floor(Date.now() / 1000);
      const expired = await new SignJWT({ sid })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(sub!)
        .setIssuer('portal-de-obras')
        .setAudience('portal-de-obras/api')
        .setIssuedAt(now - 7200)
        .setExpirationTime(now - 3600)
        .sign(await loadSigningSecret(t.database.db, t.config));

      const res = await me(expired);
      expect(res.statusCode).toBe(401);
      expect(problemOf(res)).toMatchObject({
        code: 'TOKEN_EXPIRED',
        motivo: 'The user is not authenticated',
      });

      browser.jar.set('portal_at', expired);
      expect((await browser.post('/api/auth/refresh')).statusCode).toBe(200);
      expect(browser.jar.get('portal_at')).not.toBe(expired);
      expect((await browser.get('/api/me')).statusCode).toBe(200);
    });

    it('answers "Refresh Token has been revoked" to a refresh token it never issued', async () => {
      const res = await refresh({ portal_rt: 'um-token-que-o-portal-nunca-emitiu-0123456789' });
      expect(res.statusCode).toBe(401);
      expect(problemOf(res).motivo).toBe('Refresh Token has been revoked');
    });
  });

  describe('POST /api/auth/sign-out', () => {
    it('ends only this session by default: its tokens are refused, another browser goes on', async () => {
      const here = await signedIn(t.app, 'gestor@demo.obras.dev');
      const elsewhere = await signedIn(t.app, 'gestor@demo.obras.dev');
      const access = here.jar.get('portal_at');
      const refreshToken = here.jar.get('portal_rt');

      const res = await here.post('/api/auth/sign-out', { global: false });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ redirectTo: '/login' });
      expect(here.jar.has('portal_at')).toBe(false);
      expect(here.jar.has('portal_rt')).toBe(false);

      const afterwards = await me(access);
      expect(afterwards.statusCode).toBe(401);
      expect(problemOf(afterwards)).toMatchObject({
        code: 'SESSION_INVALID',
        motivo: 'Access Token has been revoked',
      });
      expect(problemOf(await refresh({ portal_rt: refreshToken })).motivo).toBe(
        'Refresh Token has been revoked',
      );
      expect((await elsewhere.get('/api/me')).statusCode).toBe(200);
    });

    it('ends every session of the user at once when global', async () => {
      const here = await signedIn(t.app, 'planejamento@demo.obras.dev');
      const elsewhere = await signedIn(t.app, 'planejamento@demo.obras.dev');
      const someoneElse = await signedIn(t.app, 'gestor@demo.obras.dev');

      expect((await here.post('/api/auth/sign-out', { global: true })).statusCode).toBe(200);

      const res = await elsewhere.get('/api/me');
      expect(res.statusCode).toBe(401);
      expect(problemOf(res).motivo).toBe('Access Token has been revoked');
      expect(problemOf(await elsewhere.post('/api/auth/refresh')).motivo).toBe(
        'Refresh Token has been revoked',
      );
      expect((await someoneElse.get('/api/me')).statusCode).toBe(200);
    });

    it('sends a client back to /login', async () => {
      const cliente = await signedIn(t.app, 'cliente@demo.obras.dev');
      const res = await cliente.post('/api/auth/sign-out');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ redirectTo: '/login' });
    });

    it('still ends the session when only the refresh cookie is left (access token gone)', async () => {
      const browser = await signedIn(t.app, 'leitura@demo.obras.dev');
      const refreshToken = browser.jar.get('portal_rt');

      const res = await sendWithCookies(t.app, 'POST', '/api/auth/sign-out', { portal_rt: refreshToken });
      expect(res.statusCode).toBe(200);
      expect(problemOf(await refresh({ portal_rt: refreshToken })).motivo).toBe(
        'Refresh Token has been revoked',
      );
    });

    it('answers /login to a browser with no session at all', async () => {
      const res = await client(t.app).post('/api/auth/sign-out');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ redirectTo: '/login' });
    });
  });

  describe('an administrator disabling a user', () => {
    it('ends their open sessions at once: the next request answers "User is disabled."', async () => {
      const admin = await signedIn(t.app, 'admin@demo.obras.dev');
      const victim = await signedIn(t.app, 'sgi@demo.obras.dev');
      const refreshToken = victim.jar.get('portal_rt');

      const res = await admin.post(`/api/usuarios/${await userId('sgi@demo.obras.dev')}/desativar`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ email: 'sgi@demo.obras.dev', enabled: false });

      const next = await victim.get('/api/me');
      expect(next.statusCode).toBe(401);
      expect(problemOf(next)).toMatchObject({ code: 'SESSION_INVALID', motivo: 'User is disabled.' });
      expect(problemOf(await refresh({ portal_rt: refreshToken })).motivo).toBe('User is disabled.');
    });

    it('lets them sign in again once re-enabled', async () => {
      const admin = await signedIn(t.app, 'admin@demo.obras.dev');
      const id = await userId('juridico@demo.obras.dev');
      expect((await admin.post(`/api/usuarios/${id}/desativar`)).statusCode).toBe(200);
      expect((await admin.post(`/api/usuarios/${id}/ativar`)).statusCode).toBe(200);
      await signedIn(t.app, 'juridico@demo.obras.dev');
    });

    it('is refused to someone who may not edit users, and to an administrator on their own account', async () => {
      const gestor = await signedIn(t.app, 'gestor@demo.obras.dev');
      const admin = await signedIn(t.app, 'admin@demo.obras.dev');
      const target = await userId('leitura@demo.obras.dev');

      expect((await gestor.post(`/api/usuarios/${target}/desativar`)).statusCode).toBe(403);
      // The demo's only acesso_total: the last-administrator rule answers first (409; see usuarios tests).
      expect(
        (await admin.post(`/api/usuarios/${await userId('admin@demo.obras.dev')}/desativar`)).statusCode,
      ).toBe(409);
      expect((await admin.get('/api/me')).statusCode).toBe(200);
      await signedIn(t.app, 'leitura@demo.obras.dev');
    });
  });
});
