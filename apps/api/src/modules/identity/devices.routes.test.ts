import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, type Client } from '../../test/http-client';
import { DEMO_PASSWORD, problemOf, sendWithCookies, signedIn } from '../../test/identity-helpers';
import { auditCount, obraIdOf, userIdOf } from '../../test/obras-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

const FIREFOX_ON_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

interface Device {
  id: string;
  name: string;
  remembered: boolean;
  current: boolean;
}

describe('devices and deleting one’s own account', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
  });
  afterAll(() => t.close());

  describe('/api/auth/devices', () => {
    it('lists the browsers the user signed in from, marking the current one', async () => {
      const desktop = await signedIn(t.app, 'gestor@demo.obras.dev');
      const laptop = await signedIn(t.app, 'gestor@demo.obras.dev', DEMO_PASSWORD, {
        userAgent: FIREFOX_ON_LINUX,
      });
      // Signing in again from the same browser is the same device.
      expect(
        (await desktop.post('/api/auth/sign-in', { email: 'gestor@demo.obras.dev', password: DEMO_PASSWORD }))
          .statusCode,
      ).toBe(200);

      const fromDesktop = (await desktop.get('/api/auth/devices')).json().items as Device[];
      expect(fromDesktop.map((d) => [d.name, d.current]).sort()).toEqual([
        ['Chrome no Windows', true],
        ['Firefox no Linux', false],
      ]);
      const fromLaptop = (await laptop.get('/api/auth/devices')).json().items as Device[];
      expect(fromLaptop.find((d) => d.current)?.name).toBe('Firefox no Linux');
    });

    it('remembers a device', async () => {
      const browser = await signedIn(t.app, 'planejamento@demo.obras.dev');
      const [device] = (await browser.get('/api/auth/devices')).json().items as Device[];
      expect(device?.remembered).toBe(false);

      expect((await browser.post(`/api/auth/devices/${device!.id}/remember`)).statusCode).toBe(204);
      const [after] = (await browser.get('/api/auth/devices')).json().items as Device[];
      expect(after).toMatchObject({ id: device!.id, remembered: true });
    });

    it('forgets a device, ending the sessions open on it and no other', async () => {
      const here = await signedIn(t.app, 'leitura@demo.obras.dev');
      const there = await signedIn(t.app, 'leitura@demo.obras.dev', DEMO_PASSWORD, {
        userAgent: FIREFOX_ON_LINUX,
      });
      const devices = (await here.get('/api/auth/devices')).json().items as Device[];
      const other = devices.find((d) => !d.current)!;

      expect((await here.delete(`/api/auth/devices/${other.id}`)).statusCode).toBe(204);

      const ended = await there.get('/api/me');
      expect(ended.statusCode).toBe(401);
      expect(problemOf(ended).motivo).toBe('Access Token has been revoked');
      expect((await here.get('/api/me')).statusCode).toBe(200);
      expect(((await here.get('/api/auth/devices')).json().items as Device[]).map((d) => d.id)).not.toContain(
        other.id,
      );
    });

    it("answers 404 for another user's device, exactly as for one that does not exist", async () => {
      const owner = await signedIn(t.app, 'sgi@demo.obras.dev');
      const [device] = (await owner.get('/api/auth/devices')).json().items as Device[];
      const stranger = await signedIn(t.app, 'coordenador@demo.obras.dev');

      const remember = await stranger.post(`/api/auth/devices/${device!.id}/remember`);
      const forget = await stranger.delete(`/api/auth/devices/${device!.id}`);
      const missing = await stranger.delete('/api/auth/devices/00000000-0000-4000-8000-000000000000');
      expect(remember.statusCode).toBe(404);
      expect(forget.statusCode).toBe(404);
      expect(problemOf(forget).detail).toBe(problemOf(missing).detail);
      expect((await owner.get('/api/me')).statusCode).toBe(200);
    });

    it('needs a session', async () => {
      const res = await client(t.app).get('/api/auth/devices');
      expect(res.statusCode).toBe(401);
      expect(problemOf(res).motivo).toBe('The user is not authenticated');
    });
  });

  describe('DELETE /api/me', () => {
    it('is refused without the x-portal-request header, and the account stays', async () => {
      const browser = await signedIn(t.app, 'aprovador@demo.obras.dev');
      const refused = await t.app.inject({
        method: 'DELETE',
        url: '/api/me',
        headers: { cookie: `portal_at=${browser.jar.get('portal_at')}` },
      });
      expect(refused.statusCode).toBe(403);
      expect((await browser.get('/api/me')).statusCode).toBe(200);
    });

    it('deletes the account: its sessions answer "User does not exist." and its e-mail no longer signs in', async () => {
      const browser = await signedIn(t.app, 'escritorio@demo.obras.dev');
      const other = await signedIn(t.app, 'escritorio@demo.obras.dev', DEMO_PASSWORD, {
        userAgent: FIREFOX_ON_LINUX,
      });
      const access = browser.jar.get('portal_at');

      const res = await browser.delete('/api/me', { senha: DEMO_PASSWORD });
      expect(res.statusCode).toBe(204);
      expect(browser.jar.has('portal_at')).toBe(false);
      expect(browser.jar.has('portal_rt')).toBe(false);

      const stale = await sendWithCookies(t.app, 'GET', '/api/me', { portal_at: access });
      expect(stale.statusCode).toBe(401);
      expect(problemOf(stale).motivo).toBe('User does not exist.');
      expect(problemOf(await other.get('/api/me')).motivo).toBe('User does not exist.');
      expect(problemOf(await other.post('/api/auth/refresh')).motivo).toBe('User does not exist.');

      const signIn = await client(t.app).post('/api/auth/sign-in', {
        email: 'escritorio@demo.obras.dev',
        password: DEMO_PASSWORD,
      });
      expect(signIn.statusCode).toBe(401);
      expect(problemOf(signIn).code).toBe('NOT_AUTHORIZED');
    });

    it('frees the e-mail, so an administrator may invite it again', async () => {
      const admin = await signedIn(t.app, 'admin@demo.obras.dev');
      const res = await admin.post('/api/usuarios', {
        email: 'escritorio@demo.obras.dev',
        name: 'Escritório Parceiro',
        type: 'cliente',
        roles: ['cliente'],
      });
      expect(res.statusCode).toBe(201);
    });
  });

  describe('DELETE /api/me asks for the password again', () => {
    let admin: Client;
    beforeAll(async () => {
      admin = await signedIn(t.app, 'admin@demo.obras.dev');
    });

    const signsIn = async (email: string) =>
      (await client(t.app).post('/api/auth/sign-in', { email, password: DEMO_PASSWORD })).statusCode === 200;
    const membersOf = async (obra: string) =>
      ((await admin.get(`/api/obras/${obra}/usuarios`)).json().items as { email: string }[]).map(
        (u) => u.email,
      );

    /** The account and what hangs on it, as an administrator and the person themselves would notice. */
    async function snapshot(browser: Client, email: string) {
      const obra = await obraIdOf(admin, 'OB-2025-014');
      return {
        me: (await browser.get('/api/me')).statusCode,
        signsIn: await signsIn(email),
        member: (await membersOf(obra)).includes(email),
      };
    }

    it.each([
      ['without a body', undefined, 400, 'Informe sua senha para excluir a conta.'],
      ['with an empty password', { senha: '' }, 400, 'Informe sua senha para excluir a conta.'],
      ['with a wrong password', { senha: 'Errada#123' }, 400, 'Senha incorreta. A conta não foi excluída.'],
    ])('refuses %s, and nothing is deleted', async (_case, body, status, detail) => {
      const browser = await signedIn(t.app, 'substituto@demo.obras.dev');
      const before = await snapshot(browser, 'substituto@demo.obras.dev');
      expect(before).toMatchObject({ me: 200, signsIn: true, member: true });

      const audit = await auditCount(t);
      const res = await browser.delete('/api/me', body);
      expect(res.statusCode).toBe(status);
      expect(problemOf(res).detail).toBe(detail);
      // The refusal wrote nothing: the same audit trail, account, sessions and memberships.
      expect(await auditCount(t)).toBe(audit);
      expect(browser.jar.has('portal_at')).toBe(true);
      expect(await snapshot(browser, 'substituto@demo.obras.dev')).toEqual(before);
    });

    it('counts wrong passwords toward the lockout, like every password check', async () => {
      const browser = await signedIn(t.app, 'fornecedor@demo.obras.dev');
      for (let i = 0; i < 5; i += 1)
        expect((await browser.delete('/api/me', { senha: 'Errada#123' })).statusCode).toBe(400);
      const locked = await browser.delete('/api/me', { senha: DEMO_PASSWORD });
      expect(locked.statusCode).toBe(429);
      expect((await browser.get('/api/me')).statusCode).toBe(200);
    });

    it('deletes with the password: the obra memberships go too', async () => {
      const browser = await signedIn(t.app, 'substituto@demo.obras.dev');
      const obra = await obraIdOf(admin, 'OB-2025-014');
      const res = await browser.delete('/api/me', { senha: DEMO_PASSWORD });
      expect(res.statusCode, res.body).toBe(204);
      expect(await membersOf(obra)).not.toContain('substituto@demo.obras.dev');
      expect(await signsIn('substituto@demo.obras.dev')).toBe(false);
    });

    it('refuses the last active administrator with acesso_total (409), even with the right password', async () => {
      const before = await auditCount(t);
      const res = await admin.delete('/api/me', { senha: DEMO_PASSWORD });
      expect(res.statusCode).toBe(409);
      expect(problemOf(res).detail).toBe(
        'Você é o último administrador com acesso total ativo. Dê acesso total a outra pessoa antes de excluir sua conta.',
      );
      expect(await auditCount(t)).toBe(before);
      expect((await admin.get('/api/me')).statusCode).toBe(200);
      expect(await signsIn('admin@demo.obras.dev')).toBe(true);
    });

    it('does not count an invited acesso_total who has not signed in yet, and lets an administrator go once another is active', async () => {
      const invited = await admin.post('/api/usuarios', {
        email: 'nova.admin@demo.obras.dev',
        name: 'Nova Administradora',
        type: 'gali',
        roles: ['acesso_total'],
      });
      expect(invited.statusCode, invited.body).toBe(201);
      expect((await admin.delete('/api/me', { senha: DEMO_PASSWORD })).statusCode).toBe(409);

      const juridico = await userIdOf(admin, 'juridico@demo.obras.dev');
      expect((await admin.patch(`/api/usuarios/${juridico}`, { roles: ['acesso_total'] })).statusCode).toBe(
        200,
      );
      const secondAdmin = await signedIn(t.app, 'juridico@demo.obras.dev');
      expect((await admin.delete('/api/me', { senha: DEMO_PASSWORD })).statusCode).toBe(204);
      expect(await signsIn('admin@demo.obras.dev')).toBe(false);

      // Now juridico is the last one.
      expect((await secondAdmin.delete('/api/me', { senha: DEMO_PASSWORD })).statusCode).toBe(409);
    });

    describe('an account without a password (SSO only)', () => {
      let browser: Client;
      let userId: string;
      beforeAll(async () => {
        browser = await signedIn(t.app, 'sgi@demo.obras.dev');
        userId = (await browser.get('/api/me')).json().user.id_user;
        await t.database.db.execute(sql`update users set password_hash = null where id = ${userId}`);
      });
      const sessionSignedInBy = (method: 'senha' | 'sso', minutesAgo: number) =>
        t.database.db.execute(
          sql`update auth_sessions set method = ${method}, created_at = now() - make_interval(mins => ${minutesAgo}) where user_id = ${userId}`,
        );

      it.each([
        ['a session opened with a password', 'senha', 0],
        ['an SSO sign-in older than 10 minutes', 'sso', 11],
      ] as const)('refuses %s (403), and nothing is deleted', async (_case, method, minutesAgo) => {
        await sessionSignedInBy(method, minutesAgo);
        const before = await auditCount(t);
        const res = await browser.delete('/api/me', {});
        expect(res.statusCode).toBe(403);
        expect(problemOf(res).detail).toBe(
          'Para excluir a conta, saia e entre de novo pelo SSO da empresa; depois exclua em até 10 minutos.',
        );
        expect((await browser.get('/api/me')).statusCode).toBe(200);
        expect(await auditCount(t)).toBe(before);
      });

      it('deletes after a recent SSO sign-in', async () => {
        await sessionSignedInBy('sso', 2);
        expect((await browser.delete('/api/me', {})).statusCode).toBe(204);
        expect(problemOf(await browser.get('/api/me')).code).toBe('UNAUTHENTICATED');
      });
    });
  });
});
