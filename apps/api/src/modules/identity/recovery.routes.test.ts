import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database';
import { client, type Client } from '../../test/http-client';
import { DEMO_PASSWORD, mailedCode, mailsTo, problemOf, signedIn } from '../../test/identity-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { authThrottle } from './identity.schema';

describe('password recovery', () => {
  let t: TestApp;
  let browser: Client;

  const forgot = (email: string) => browser.post('/api/auth/forgot-password', { email });
  const confirm = (email: string, code: string, password = 'Cimento#Forte77') =>
    browser.post('/api/auth/forgot-password/confirm', { email, code, password });
  const signIn = (email: string, password: string) =>
    client(t.app).post('/api/auth/sign-in', { email, password });

  async function userId(email: string): Promise<string> {
    const [row] = await queryRows<{ id: string }>(
      t.database.db,
      sql`select id from users where email = ${email}`,
    );
    return row!.id;
  }

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    browser = client(t.app);
  });
  afterAll(() => t.close());

  describe('POST /api/auth/forgot-password', () => {
    it('answers the same for an existing and an unknown e-mail, mailing a code only to the account', async () => {
      const existing = await forgot('gestor@demo.obras.dev');
      const unknown = await forgot('ghost@demo.obras.dev');

      expect(existing.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(existing.json()).toEqual({ destino: 'g***@d***.dev' });
      expect(unknown.body).toBe(existing.body);

      const [mail] = await mailsTo(t.app, 'gestor@demo.obras.dev');
      expect(mail?.subject).toContain('redefinir sua senha');
      expect(await mailedCode(t.app, 'gestor@demo.obras.dev')).toMatch(/^\d{6}$/);
      expect(await mailsTo(t.app, 'ghost@demo.obras.dev')).toEqual([]);
    });

    it('answers EmptyUsername to an empty e-mail', async () => {
      const res = await forgot('   ');
      expect(res.statusCode).toBe(400);
      expect(problemOf(res)).toMatchObject({ code: 'EmptyUsername', detail: 'Informe o e-mail.' });
    });

    it('sends no code to a disabled account, and still answers the same', async () => {
      const admin = await signedIn(t.app, 'admin@demo.obras.dev');
      expect(
        (await admin.post(`/api/usuarios/${await userId('aprovador@demo.obras.dev')}/desativar`)).statusCode,
      ).toBe(200);
      const res = await forgot('aprovador@demo.obras.dev');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ destino: 'a***@d***.dev' });
      expect(await mailsTo(t.app, 'aprovador@demo.obras.dev')).toEqual([]);
    });

    it('locks an e-mail that asks for codes over and over, as it does for passwords', async () => {
      for (let i = 0; i < 5; i++) expect((await forgot('fornecedor@demo.obras.dev')).statusCode).toBe(200);
      const res = await forgot('fornecedor@demo.obras.dev');
      expect(res.statusCode).toBe(429);
      expect(res.headers['retry-after']).toBeDefined();
      expect(await mailsTo(t.app, 'fornecedor@demo.obras.dev')).toHaveLength(5);
    });
  });

  describe('POST /api/auth/forgot-password/confirm', () => {
    it.each([
      ['EmptyUsername', { email: '', code: '123456', password: 'Cimento#Forte77' }],
      ['EmptyCode', { email: 'gestor@demo.obras.dev', code: '  ', password: 'Cimento#Forte77' }],
      ['EmptyPassword', { email: 'gestor@demo.obras.dev', code: '123456', password: '' }],
    ])('answers %s when that input is empty', async (code, body) => {
      const res = await browser.post('/api/auth/forgot-password/confirm', body);
      expect(res.statusCode).toBe(400);
      expect(problemOf(res).code).toBe(code);
    });

    it('sets the new password with the right code, ending every open session', async () => {
      const before = await signedIn(t.app, 'planejamento@demo.obras.dev');
      await forgot('planejamento@demo.obras.dev');
      const code = await mailedCode(t.app, 'planejamento@demo.obras.dev');

      const res = await confirm('planejamento@demo.obras.dev', code);
      expect(res.statusCode).toBe(204);

      expect(problemOf(await before.get('/api/me')).motivo).toBe('Access Token has been revoked');
      expect((await signIn('planejamento@demo.obras.dev', DEMO_PASSWORD)).statusCode).toBe(401);
      expect((await signIn('planejamento@demo.obras.dev', 'Cimento#Forte77')).statusCode).toBe(200);

      const reused = await confirm('planejamento@demo.obras.dev', code, 'Outra#Senha#Forte88');
      expect(reused.statusCode).toBe(400);
      expect(problemOf(reused).code).toBe('CODE_MISMATCH');
      expect((await signIn('planejamento@demo.obras.dev', 'Cimento#Forte77')).statusCode).toBe(200);
    });

    it('refuses a password outside the policy and keeps the code for another try', async () => {
      await forgot('leitura@demo.obras.dev');
      const code = await mailedCode(t.app, 'leitura@demo.obras.dev');

      const weak = await confirm('leitura@demo.obras.dev', code, 'semnumeros');
      expect(weak.statusCode).toBe(400);
      expect(problemOf(weak)).toMatchObject({ code: 'INVALID_PASSWORD' });
      expect((await confirm('leitura@demo.obras.dev', code)).statusCode).toBe(204);
    });

    it('kills the code after 5 wrong tries, so even the right code fails afterwards', async () => {
      await forgot('substituto@demo.obras.dev');
      const code = await mailedCode(t.app, 'substituto@demo.obras.dev');
      const wrong = code === '000000' ? '111111' : '000000';

      for (let i = 0; i < 5; i++) {
        const res = await confirm('substituto@demo.obras.dev', wrong);
        expect(res.statusCode).toBe(400);
        expect(problemOf(res).code).toBe('CODE_MISMATCH');
      }
      // The fifth failure also locks further tries for a moment, like a password.
      const locked = await confirm('substituto@demo.obras.dev', code);
      expect(locked.statusCode).toBe(429);

      await t.database.db
        .delete(authThrottle)
        .where(eq(authThrottle.key, 'codigo:substituto@demo.obras.dev'));
      const dead = await confirm('substituto@demo.obras.dev', code);
      expect(dead.statusCode).toBe(400);
      expect(problemOf(dead).code).toBe('CODE_MISMATCH');
      expect((await signIn('substituto@demo.obras.dev', DEMO_PASSWORD)).statusCode).toBe(200);
    });

    it('answers EXPIRED_CODE to the right code after its hour is over', async () => {
      await forgot('sgi@demo.obras.dev');
      const code = await mailedCode(t.app, 'sgi@demo.obras.dev');
      await t.database.db.execute(
        sql`update verification_codes set expires_at = now() - interval '1 second'
            where purpose = 'recuperacao' and user_id = ${await userId('sgi@demo.obras.dev')}`,
      );

      const res = await confirm('sgi@demo.obras.dev', code);
      expect(res.statusCode).toBe(400);
      expect(problemOf(res)).toMatchObject({
        code: 'EXPIRED_CODE',
        detail: 'Este código expirou. Peça um novo código.',
      });
      expect((await signIn('sgi@demo.obras.dev', DEMO_PASSWORD)).statusCode).toBe(200);
    });

    it('answers an unknown e-mail like a wrong code', async () => {
      const res = await confirm('ninguem@demo.obras.dev', '123456');
      expect(res.statusCode).toBe(400);
      expect(problemOf(res).code).toBe('CODE_MISMATCH');
    });
  });

  describe('an administrator requiring a password reset', () => {
    it('ends the sessions, makes sign-in answer "Password reset required for the user", and recovery lets the user back in', async () => {
      const admin = await signedIn(t.app, 'admin@demo.obras.dev');
      const coordenador = await signedIn(t.app, 'coordenador@demo.obras.dev');

      const res = await admin.post(
        `/api/usuarios/${await userId('coordenador@demo.obras.dev')}/exigir-redefinicao-senha`,
      );
      expect(res.statusCode).toBe(204);

      expect(problemOf(await coordenador.get('/api/me')).motivo).toBe('Password reset required for the user');
      const signInNow = await signIn('coordenador@demo.obras.dev', DEMO_PASSWORD);
      expect(signInNow.statusCode).toBe(401);
      expect(problemOf(signInNow)).toMatchObject({
        code: 'SESSION_INVALID',
        motivo: 'Password reset required for the user',
      });
      expect(problemOf(await signIn('coordenador@demo.obras.dev', 'Errada#123')).code).toBe('NOT_AUTHORIZED');

      await forgot('coordenador@demo.obras.dev');
      const code = await mailedCode(t.app, 'coordenador@demo.obras.dev');
      expect((await confirm('coordenador@demo.obras.dev', code)).statusCode).toBe(204);
      expect((await signIn('coordenador@demo.obras.dev', 'Cimento#Forte77')).statusCode).toBe(200);
    });

    it('is refused to someone who may not edit users', async () => {
      const gestor = await signedIn(t.app, 'gestor@demo.obras.dev');
      const res = await gestor.post(
        `/api/usuarios/${await userId('juridico@demo.obras.dev')}/exigir-redefinicao-senha`,
      );
      expect(res.statusCode).toBe(403);
      await signedIn(t.app, 'juridico@demo.obras.dev');
    });
  });
});
