import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../test/http-client';
import { DEMO_PASSWORD, mailedCode, mailsTo, problemOf, signedIn } from '../../test/identity-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('the signed-in user’s own account', () => {
  let t: TestApp;

  const signIn = (email: string, password: string) =>
    client(t.app).post('/api/auth/sign-in', { email, password });

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
  });
  afterAll(() => t.close());

  describe('POST /api/auth/change-password', () => {
    it('refuses a wrong current password with 400 and keeps the old one', async () => {
      const browser = await signedIn(t.app, 'leitura@demo.obras.dev');
      const res = await browser.post('/api/auth/change-password', {
        oldPassword: 'Errada#123',
        newPassword: 'Cimento#Forte77',
      });
      expect(res.statusCode).toBe(400);
      expect(problemOf(res)).toMatchObject({
        code: 'NOT_AUTHORIZED',
        detail: 'A senha atual está incorreta.',
      });
      expect((await signIn('leitura@demo.obras.dev', DEMO_PASSWORD)).statusCode).toBe(200);
    });

    it('refuses a new password outside the policy, or too common, with 400', async () => {
      const browser = await signedIn(t.app, 'leitura@demo.obras.dev');
      const weak = await browser.post('/api/auth/change-password', {
        oldPassword: DEMO_PASSWORD,
        newPassword: 'semsimbolo1A',
      });
      expect(weak.statusCode).toBe(400);
      expect(problemOf(weak).errors).toEqual([expect.objectContaining({ campo: 'newPassword' })]);

      const common = await browser.post('/api/auth/change-password', {
        oldPassword: DEMO_PASSWORD,
        newPassword: 'Senha@123',
      });
      expect(common.statusCode).toBe(400);
      expect(problemOf(common).code).toBe('INVALID_PASSWORD');
      expect((await signIn('leitura@demo.obras.dev', DEMO_PASSWORD)).statusCode).toBe(200);
    });

    it('changes the password: the new one signs in and the old one no longer does', async () => {
      const browser = await signedIn(t.app, 'juridico@demo.obras.dev');
      const res = await browser.post('/api/auth/change-password', {
        oldPassword: DEMO_PASSWORD,
        newPassword: 'Cimento#Forte77',
      });
      expect(res.statusCode).toBe(204);
      expect((await signIn('juridico@demo.obras.dev', DEMO_PASSWORD)).statusCode).toBe(401);
      expect((await signIn('juridico@demo.obras.dev', 'Cimento#Forte77')).statusCode).toBe(200);
    });

    it('needs a session', async () => {
      const res = await client(t.app).post('/api/auth/change-password', {
        oldPassword: DEMO_PASSWORD,
        newPassword: 'Cimento#Forte77',
      });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('e-mail verification', () => {
    it('mails a 6-digit code to the current address and confirms it', async () => {
      const browser = await signedIn(t.app, 'gestor@demo.obras.dev');
      const sent = await browser.post('/api/auth/verify-email/send');
      expect(sent.statusCode).toBe(200);
      expect(sent.json()).toEqual({ destino: 'gestor@demo.obras.dev' });
      const code = await mailedCode(t.app, 'gestor@demo.obras.dev');

      expect(problemOf(await browser.post('/api/auth/verify-email', { code: ' ' })).code).toBe('EmptyCode');
      const wrong = await browser.post('/api/auth/verify-email', {
        code: code === '000000' ? '111111' : '000000',
      });
      expect(wrong.statusCode).toBe(400);
      expect(problemOf(wrong).code).toBe('CODE_MISMATCH');
      expect((await browser.post('/api/auth/verify-email', { code })).statusCode).toBe(204);
    });

    it('keeps the old address until the code mailed to the new one is typed, then switches to it', async () => {
      const browser = await signedIn(t.app, 'sgi@demo.obras.dev');
      const res = await browser.patch('/api/auth/attributes', {
        attributes: { email: 'Patricia.Nogueira@Exemplo.com.br' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ emailVerificationSent: true });

      // Permissions and SSO match e-mails, so an address nobody proved must not count yet.
      const before = (await browser.get('/api/me')).json().user;
      expect(before).toMatchObject({
        email: 'sgi@demo.obras.dev',
        email_verified: true,
        pendingEmail: 'patricia.nogueira@exemplo.com.br',
      });
      expect((await signIn('patricia.nogueira@exemplo.com.br', DEMO_PASSWORD)).statusCode).toBe(401);

      const code = await mailedCode(t.app, 'patricia.nogueira@exemplo.com.br');
      expect((await browser.post('/api/auth/verify-email', { code })).statusCode).toBe(204);
      expect((await browser.get('/api/me')).json().user).toMatchObject({
        email: 'patricia.nogueira@exemplo.com.br',
        email_verified: true,
        pendingEmail: null,
      });
      expect((await signIn('patricia.nogueira@exemplo.com.br', DEMO_PASSWORD)).statusCode).toBe(200);
      expect((await signIn('sgi@demo.obras.dev', DEMO_PASSWORD)).statusCode).toBe(401);
    });

    it('answers EXPIRED_CODE to a code past its hour', async () => {
      const browser = await signedIn(t.app, 'planejamento@demo.obras.dev');
      await browser.post('/api/auth/verify-email/send');
      const code = await mailedCode(t.app, 'planejamento@demo.obras.dev');
      await t.database.db.execute(
        sql`update verification_codes set expires_at = now() - interval '1 second' where purpose = 'verificar_email'`,
      );
      const res = await browser.post('/api/auth/verify-email', { code });
      expect(res.statusCode).toBe(400);
      expect(problemOf(res).code).toBe('EXPIRED_CODE');
    });
  });

  describe('attributes', () => {
    it('lists sub, email, email_verified and name', async () => {
      const browser = await signedIn(t.app, 'coordenador@demo.obras.dev');
      const me = (await browser.get('/api/me')).json().user;
      const res = await browser.get('/api/auth/attributes');
      expect(res.statusCode).toBe(200);
      expect(res.json().attributes).toEqual([
        { name: 'sub', value: me.id_user },
        { name: 'email', value: 'coordenador@demo.obras.dev' },
        { name: 'email_verified', value: 'true' },
        { name: 'name', value: 'Roberto Lima' },
      ]);
    });

    it('updates the name, and sets then deletes the phone number', async () => {
      const browser = await signedIn(t.app, 'coordenador@demo.obras.dev');
      const res = await browser.patch('/api/auth/attributes', {
        attributes: { name: 'Roberto Lima Filho', phone_number: '+55 11 91234-5678' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ emailVerificationSent: false });
      expect((await browser.get('/api/me')).json().user.name).toBe('Roberto Lima Filho');
      expect((await browser.get('/api/auth/attributes')).json().attributes).toContainEqual({
        name: 'phone_number',
        value: '+55 11 91234-5678',
      });

      expect((await browser.delete('/api/auth/attributes/phone_number')).statusCode).toBe(204);
      const names = (await browser.get('/api/auth/attributes'))
        .json()
        .attributes.map((a: { name: string }) => a.name);
      expect(names).not.toContain('phone_number');
    });

    it.each([
      ['sub', { sub: '00000000-0000-0000-0000-000000000000' }],
      ['email_verified', { email_verified: 'true' }],
      ['custom:x_verified', { 'custom:x_verified': '1' }],
      ['sub', { name: 'Nome Trocado', sub: 'x' }],
    ])('refuses to set %s with 400 and changes nothing', async (campo, attributes) => {
      const browser = await signedIn(t.app, 'substituto@demo.obras.dev');
      const before = (await browser.get('/api/auth/attributes')).json();

      const res = await browser.patch('/api/auth/attributes', { attributes });
      expect(res.statusCode).toBe(400);
      expect(problemOf(res).errors).toEqual([expect.objectContaining({ campo })]);
      expect((await browser.get('/api/auth/attributes')).json()).toEqual(before);
    });

    it('refuses an unknown attribute, a malformed e-mail and an e-mail of another account', async () => {
      const browser = await signedIn(t.app, 'substituto@demo.obras.dev');
      expect(
        (await browser.patch('/api/auth/attributes', { attributes: { 'custom:cor': 'azul' } })).statusCode,
      ).toBe(400);
      expect(
        (await browser.patch('/api/auth/attributes', { attributes: { email: 'sem-arroba' } })).statusCode,
      ).toBe(400);
      const taken = await browser.patch('/api/auth/attributes', {
        attributes: { email: 'gestor@demo.obras.dev' },
      });
      expect(taken.statusCode).toBe(409);
      expect((await browser.get('/api/me')).json().user.email).toBe('substituto@demo.obras.dev');
      expect(await mailsTo(t.app, 'sem-arroba')).toEqual([]);
    });

    it.each(['email', 'name', 'email_verified', 'sub'])('refuses to delete %s', async (name) => {
      const browser = await signedIn(t.app, 'substituto@demo.obras.dev');
      const res = await browser.delete(`/api/auth/attributes/${name}`);
      expect(res.statusCode).toBe(400);
      expect((await browser.get('/api/me')).json().user).toMatchObject({
        email: 'substituto@demo.obras.dev',
        email_verified: true,
        name: 'Felipe Costa',
      });
    });
  });
});
