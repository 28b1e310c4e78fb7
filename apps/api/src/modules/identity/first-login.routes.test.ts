import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database';
import { client, type Client } from '../../test/http-client';
import { mailedFirstLoginLink, mailsTo, problemOf, signedIn } from '../../test/identity-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('invitation and first login', () => {
  let t: TestApp;
  let admin: Client;

  const invite = (by: Client, email: string, roles: string[] = ['planejamento']) =>
    by.post('/api/usuarios', { email, name: 'Beatriz Sampaio', type: 'gali', roles });

  const answer = (browser: Client, responses: Record<string, string>, name = 'NEW_PASSWORD_REQUIRED') =>
    browser.post('/api/auth/challenge', { name, responses });

  async function countUsers(email: string): Promise<number> {
    const rows = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from users where email = ${email}`,
    );
    return rows[0]!.n;
  }

  /** Invites the address and opens the first-login challenge in a new browser. */
  async function atFirstLogin(email: string): Promise<Client> {
    expect((await invite(admin, email)).statusCode).toBe(201);
    const { user, code } = await mailedFirstLoginLink(t.app, email);
    const browser = client(t.app);
    const res = await browser.post('/api/auth/sign-in', { email: user, password: code });
    expect(res.json().challenge?.name).toBe('NEW_PASSWORD_REQUIRED');
    return browser;
  }

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    admin = await signedIn(t.app, 'admin@demo.obras.dev');
  });
  afterAll(() => t.close());

  describe('POST /api/usuarios', () => {
    it('creates a user waiting for their first access and mails a /primeiroLogin link', async () => {
      const res = await invite(admin, ' Beatriz.Sampaio@Exemplo.com.br ');
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        email: 'beatriz.sampaio@exemplo.com.br',
        type: 'gali',
        roles: ['planejamento'],
        status: 'FORCE_CHANGE_PASSWORD',
        enabled: true,
        emailVerified: false,
      });

      const [mail] = await mailsTo(t.app, 'beatriz.sampaio@exemplo.com.br');
      expect(mail?.subject).toBe('Seu acesso ao Portal de Obras');
      const { url, user, code } = await mailedFirstLoginLink(t.app, 'beatriz.sampaio@exemplo.com.br');
      expect(url.origin).toBe(t.config.PUBLIC_URL);
      expect(url.pathname).toBe('/primeiroLogin');
      expect(user).toBe('beatriz.sampaio@exemplo.com.br');
      expect(code).toMatch(/^[A-Za-z0-9]{10}$/);
      expect(mail?.text).toContain(`Código: ${code}`);
    });

    it('is refused with 403 to someone who may not edit users, and writes nothing', async () => {
      const gestor = await signedIn(t.app, 'gestor@demo.obras.dev');
      const res = await invite(gestor, 'por-gestor@exemplo.com.br');
      expect(res.statusCode).toBe(403);
      expect(await countUsers('por-gestor@exemplo.com.br')).toBe(0);
      expect(await mailsTo(t.app, 'por-gestor@exemplo.com.br')).toEqual([]);
    });

    it('refuses a malformed e-mail with 400 naming the field, and writes nothing', async () => {
      const res = await invite(admin, 'isto-nao-e-email');
      expect(res.statusCode).toBe(400);
      expect(problemOf(res)).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(problemOf(res).errors).toEqual([expect.objectContaining({ campo: 'email' })]);
      expect(await countUsers('isto-nao-e-email')).toBe(0);
      expect(await mailsTo(t.app, 'isto-nao-e-email')).toEqual([]);
    });

    it('refuses an e-mail that already has an account with 409', async () => {
      const res = await invite(admin, 'GESTOR@demo.obras.dev');
      expect(res.statusCode).toBe(409);
      expect(await mailsTo(t.app, 'gestor@demo.obras.dev')).toEqual([]);
    });

    it('lets a role containing "admin" invite, but only acesso_total may grant acesso_total', async () => {
      const coordenador = await signedIn(t.app, 'coordenador@demo.obras.dev');
      expect((await invite(coordenador, 'super@exemplo.com.br', ['acesso_total'])).statusCode).toBe(403);
      expect(await countUsers('super@exemplo.com.br')).toBe(0);
      expect((await invite(coordenador, 'comum@exemplo.com.br')).statusCode).toBe(201);
    });
  });

  describe('signing in with the temporary code', () => {
    it('answers NEW_PASSWORD_REQUIRED with its parameters and opens no session', async () => {
      expect((await invite(admin, 'davi.moura@exemplo.com.br')).statusCode).toBe(201);
      const { user, code } = await mailedFirstLoginLink(t.app, 'davi.moura@exemplo.com.br');
      const browser = client(t.app);

      const res = await browser.post('/api/auth/sign-in', { email: user, password: code });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        user: { email: 'davi.moura@exemplo.com.br', name: 'Beatriz Sampaio' },
        challenge: {
          name: 'NEW_PASSWORD_REQUIRED',
          parameters: {
            userAttributes: { email: 'davi.moura@exemplo.com.br', name: 'Beatriz Sampaio' },
            requiredAttributes: [],
          },
        },
      });
      const names = res.cookies.map((c) => c.name);
      expect(names).toContain('portal_ch');
      expect(names).not.toContain('portal_at');
      expect(names).not.toContain('portal_rt');
      expect((await browser.get('/api/me')).statusCode).toBe(401);
    });

    it('refuses a new password outside the policy, and the challenge stays open for another try', async () => {
      const browser = await atFirstLogin('elisa.prado@exemplo.com.br');

      const weak = await answer(browser, { NEW_PASSWORD: 'fraca' });
      expect(weak.statusCode).toBe(400);
      expect(problemOf(weak)).toMatchObject({ code: 'INVALID_PASSWORD' });
      expect(problemOf(weak).detail).toContain('pelo menos 8 caracteres');

      const common = await answer(browser, { NEW_PASSWORD: 'Senha@123' });
      expect(common.statusCode).toBe(400);
      expect(problemOf(common)).toMatchObject({ code: 'INVALID_PASSWORD' });
      expect(problemOf(common).detail).toContain('muito comum');

      const empty = await answer(browser, { NEW_PASSWORD: '   ' });
      expect(empty.statusCode).toBe(400);
      expect(problemOf(empty).code).toBe('EmptyChallengeResponse');

      const good = await answer(browser, { NEW_PASSWORD: 'Cimento#Forte77' });
      expect(good.statusCode).toBe(200);
      expect(good.json().challenge).toBeNull();
      expect(good.cookies.map((c) => c.name)).toEqual(expect.arrayContaining(['portal_at', 'portal_rt']));
      const me = await browser.get('/api/me');
      expect(me.statusCode).toBe(200);
      // The code reached the mailbox, so the address is proven.
      expect(me.json().user).toMatchObject({ email: 'elisa.prado@exemplo.com.br', email_verified: true });
    });

    it('no longer accepts the temporary code once the password is set', async () => {
      const browser = await atFirstLogin('fabio.lins@exemplo.com.br');
      const { code } = await mailedFirstLoginLink(t.app, 'fabio.lins@exemplo.com.br');
      expect((await answer(browser, { NEW_PASSWORD: 'Cimento#Forte77' })).statusCode).toBe(200);

      const again = await client(t.app).post('/api/auth/sign-in', {
        email: 'fabio.lins@exemplo.com.br',
        password: code,
      });
      expect(again.statusCode).toBe(401);
      expect(problemOf(again).code).toBe('NOT_AUTHORIZED');
      await signedIn(t.app, 'fabio.lins@exemplo.com.br', 'Cimento#Forte77');
    });

    it('refuses an expired temporary code with a message saying so', async () => {
      expect((await invite(admin, 'gabi.rocha@exemplo.com.br')).statusCode).toBe(201);
      const { code } = await mailedFirstLoginLink(t.app, 'gabi.rocha@exemplo.com.br');
      await t.database.db.execute(
        sql`update verification_codes set expires_at = now() - interval '1 minute'
            where user_id = (select id from users where email = 'gabi.rocha@exemplo.com.br')`,
      );

      const res = await client(t.app).post('/api/auth/sign-in', {
        email: 'gabi.rocha@exemplo.com.br',
        password: code,
      });
      expect(res.statusCode).toBe(401);
      expect(problemOf(res).detail).toBe(
        'O código de primeiro acesso expirou. Peça ao administrador um novo convite.',
      );
      expect(res.cookies.map((c) => c.name)).not.toContain('portal_ch');
    });

    it('replaces the old code when the invitation is sent again', async () => {
      expect((await invite(admin, 'hugo.teles@exemplo.com.br')).statusCode).toBe(201);
      const first = await mailedFirstLoginLink(t.app, 'hugo.teles@exemplo.com.br');
      const [row] = await queryRows<{ id: string }>(
        t.database.db,
        sql`select id from users where email = 'hugo.teles@exemplo.com.br'`,
      );
      expect((await admin.post(`/api/usuarios/${row!.id}/reenviar-convite`)).statusCode).toBe(204);
      const second = await mailedFirstLoginLink(t.app, 'hugo.teles@exemplo.com.br');
      expect(second.code).not.toBe(first.code);

      const signIn = (password: string) =>
        client(t.app).post('/api/auth/sign-in', { email: 'hugo.teles@exemplo.com.br', password });
      expect((await signIn(first.code)).statusCode).toBe(401);
      expect((await signIn(second.code)).json().challenge?.name).toBe('NEW_PASSWORD_REQUIRED');
    });
  });

  describe('POST /api/auth/challenge', () => {
    it('says the time is up when there is no open challenge', async () => {
      const res = await answer(client(t.app), { NEW_PASSWORD: 'Cimento#Forte77' });
      expect(res.statusCode).toBe(400);
      expect(problemOf(res).code).toBe('CHALLENGE_EXPIRED');
    });

    it('refuses an answer to a challenge other than the open one', async () => {
      const browser = await atFirstLogin('iris.melo@exemplo.com.br');
      const res = await answer(browser, { USER_CODE: '123456' }, 'SOFTWARE_TOKEN_MFA');
      expect(res.statusCode).toBe(400);
      expect(problemOf(res).code).toBe('VALIDATION_FAILED');
      expect((await answer(browser, { NEW_PASSWORD: 'Cimento#Forte77' })).statusCode).toBe(200);
    });

    it('cannot be answered twice', async () => {
      const browser = await atFirstLogin('joao.reis@exemplo.com.br');
      const challenge = browser.jar.get('portal_ch');
      expect((await answer(browser, { NEW_PASSWORD: 'Cimento#Forte77' })).statusCode).toBe(200);

      const replay = await t.app.inject({
        method: 'POST',
        url: '/api/auth/challenge',
        headers: { 'x-portal-request': '1', cookie: `portal_ch=${challenge}` },
        payload: { name: 'NEW_PASSWORD_REQUIRED', responses: { NEW_PASSWORD: 'Outra#Senha#Forte88' } },
      });
      expect(replay.statusCode).toBe(400);
      expect(problemOf(replay).code).toBe('CHALLENGE_EXPIRED');
      await signedIn(t.app, 'joao.reis@exemplo.com.br', 'Cimento#Forte77');
    });
  });
});
