import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abilityFromPacked, subject, type PackedRules } from '@portal/domain';
import { queryRows } from '../../db/database';
import { client } from '../../test/http-client';
import { DEMO_PASSWORD, problemOf, sendWithCookies, signedIn } from '../../test/identity-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sql } from 'drizzle-orm';

describe('password sign-in', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
  });
  afterAll(() => t.close());

  describe('POST /api/auth/sign-in', () => {
    it('signs in with e-mail and password, setting HttpOnly session cookies and answering the user', async () => {
      const browser = client(t.app);
      const res = await browser.post('/api/auth/sign-in', {
        email: 'gestor@demo.obras.dev',
        password: DEMO_PASSWORD,
      });

      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.challenge).toBeNull();
      expect(body.user).toMatchObject({
        email: 'gestor@demo.obras.dev',
        name: 'Carlos Mendes',
        type: 'gali',
        roles: ['site_manager'],
        email_verified: true,
        preferredMFA: 'NOMFA',
        signInMethod: 'senha',
      });
      expect(body.user.obras).toHaveLength(2);
      expect(JSON.stringify(body)).not.toMatch(/hash|argon2|totp|secret/i);

      const access = res.cookies.find((c) => c.name === 'portal_at');
      const refresh = res.cookies.find((c) => c.name === 'portal_rt');
      // The cookie lasts as long as the refresh token, so an expired access token still asks for a renewal.
      expect(access).toMatchObject({ httpOnly: true, path: '/api', sameSite: 'Lax', maxAge: 30 * 86_400 });
      expect(refresh).toMatchObject({ httpOnly: true, path: '/api/auth', sameSite: 'Lax' });
      expect(refresh?.maxAge).toBe(30 * 86_400);
    });

    it('accepts the e-mail in any letter case and with spaces around it', async () => {
      const res = await client(t.app).post('/api/auth/sign-in', {
        email: '  Gestor@DEMO.Obras.dev ',
        password: DEMO_PASSWORD,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().user.email).toBe('gestor@demo.obras.dev');
    });

    it('answers a wrong password and an unknown e-mail with the same 401, never saying which', async () => {
      const wrongPassword = await client(t.app).post('/api/auth/sign-in', {
        email: 'leitura@demo.obras.dev',
        password: 'Errada#123',
      });
      const unknownEmail = await client(t.app).post('/api/auth/sign-in', {
        email: 'ninguem@demo.obras.dev',
        password: 'Errada#123',
      });

      expect(wrongPassword.statusCode).toBe(401);
      expect(unknownEmail.statusCode).toBe(401);
      expect(wrongPassword.body).toBe(unknownEmail.body);
      expect(problemOf(wrongPassword)).toMatchObject({
        code: 'NOT_AUTHORIZED',
        detail: 'E-mail ou senha incorretos.',
      });
      expect(wrongPassword.cookies.map((c) => c.name)).not.toContain('portal_at');
      expect(unknownEmail.cookies.map((c) => c.name)).not.toContain('portal_at');
    });

    it('is not fooled by the password of another account', async () => {
      const res = await client(t.app).post('/api/auth/sign-in', {
        email: 'leitura@demo.obras.dev',
        password: DEMO_PASSWORD.toLowerCase(),
      });
      expect(res.statusCode).toBe(401);
    });

    it.each([
      ['e-mail', { email: '   ', password: DEMO_PASSWORD }, 'email'],
      ['password', { email: 'gestor@demo.obras.dev', password: '' }, 'password'],
    ])('refuses an empty %s with 400 naming the field', async (_what, body, campo) => {
      const res = await client(t.app).post('/api/auth/sign-in', body);
      expect(res.statusCode).toBe(400);
      expect(problemOf(res).errors).toEqual([expect.objectContaining({ campo })]);
    });

    it('refuses a state-changing request without the x-portal-request header with 403', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ email: 'gestor@demo.obras.dev', password: DEMO_PASSWORD }),
      });
      expect(res.statusCode).toBe(403);
      expect(problemOf(res).code).toBe('FORBIDDEN');
      expect(res.cookies.map((c) => c.name)).not.toContain('portal_at');
    });

    it('refuses a request a browser marks as cross-site, even with the header', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        headers: {
          'content-type': 'application/json',
          'x-portal-request': '1',
          'sec-fetch-site': 'cross-site',
        },
        payload: JSON.stringify({ email: 'gestor@demo.obras.dev', password: DEMO_PASSWORD }),
      });
      expect(res.statusCode).toBe(403);
    });

    it('answers "User is disabled." to a disabled user with the right password only', async () => {
      const admin = await signedIn(t.app, 'admin@demo.obras.dev');
      const [target] = await queryRows<{ id: string }>(
        t.database.db,
        sql`select id from users where email = 'juridico@demo.obras.dev'`,
      );
      expect((await admin.post(`/api/usuarios/${target!.id}/desativar`)).statusCode).toBe(200);

      const right = await client(t.app).post('/api/auth/sign-in', {
        email: 'juridico@demo.obras.dev',
        password: DEMO_PASSWORD,
      });
      expect(right.statusCode).toBe(401);
      expect(problemOf(right)).toMatchObject({ code: 'SESSION_INVALID', motivo: 'User is disabled.' });
      expect(right.cookies.map((c) => c.name)).not.toContain('portal_at');

      const wrong = await client(t.app).post('/api/auth/sign-in', {
        email: 'juridico@demo.obras.dev',
        password: 'Errada#123',
      });
      expect(problemOf(wrong)).toMatchObject({ code: 'NOT_AUTHORIZED' });
      expect(problemOf(wrong).motivo).toBeUndefined();
    });
  });

  describe('GET /api/me', () => {
    it('answers 401 "The user is not authenticated" without a session', async () => {
      const res = await client(t.app).get('/api/me');
      expect(res.statusCode).toBe(401);
      expect(problemOf(res)).toMatchObject({
        code: 'UNAUTHENTICATED',
        motivo: 'The user is not authenticated',
      });
    });

    it('answers 401 to a forged access token', async () => {
      const res = await sendWithCookies(t.app, 'GET', '/api/me', {
        portal_at:
          'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4Iiwic2lkIjoieSJ9.c2lnbmF0dXJhLWZhbHNpZmljYWRhLXNlbS12YWxvcg',
      });
      expect(res.statusCode).toBe(401);
      expect(problemOf(res).code).toBe('UNAUTHENTICATED');
    });

    it('answers the signed-in user with their packed permission rules', async () => {
      const gestor = await signedIn(t.app, 'gestor@demo.obras.dev');
      const res = await gestor.get('/api/me');

      expect(res.statusCode).toBe(200);
      const { user, rules } = res.json() as { user: { email: string }; rules: PackedRules };
      expect(user.email).toBe('gestor@demo.obras.dev');
      expect(rules.length).toBeGreaterThan(0);
      const ability = abilityFromPacked(rules);
      expect(ability.can('read', 'Obra')).toBe(true);
      expect(ability.can('create', subject('RDO', { siteManager: { mail: 'gestor@demo.obras.dev' } }))).toBe(
        true,
      );
      expect(ability.can('create', subject('RDO', { siteManager: { mail: 'outro@demo.obras.dev' } }))).toBe(
        false,
      );
      expect(ability.can('create', 'Usuario')).toBe(false);
    });

    it("restricts a client's rules to the obras in their list", async () => {
      const cliente = await signedIn(t.app, 'cliente@demo.obras.dev');
      const res = await cliente.get('/api/me');

      expect(res.statusCode).toBe(200);
      const { user, rules } = res.json() as { user: { obras: string[] }; rules: PackedRules };
      expect(user.obras).toHaveLength(1);
      const [own] = user.obras;
      const [other] = await queryRows<{ id: string }>(
        t.database.db,
        sql`select id from obras where id <> ${own} limit 1`,
      );
      const readObra = rules.find((rule) => rule[0] === 'read' && rule[1] === 'Obra');
      expect(readObra?.[2]).toEqual({ Id_Lista: { $in: [own] } });

      const ability = abilityFromPacked(rules);
      expect(ability.can('read', subject('Obra', { Id_Lista: own }))).toBe(true);
      expect(ability.can('read', subject('Obra', { Id_Lista: other!.id }))).toBe(false);
      expect(ability.can('read', 'Contratos')).toBe(false);
      expect(ability.can('read', 'Usuario')).toBe(false);
    });
  });
});
