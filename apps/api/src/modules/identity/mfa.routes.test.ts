import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, type Client } from '../../test/http-client';
import { DEMO_PASSWORD, problemOf, signedIn } from '../../test/identity-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The code an authenticator app shows, `steps` periods of 30 s from now. Each successful check uses another step
 * (0, then +1), so no test depends on a code being accepted twice.
 */
function totpCode(secret: string, steps = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + steps * 30_000 });
}

describe('two-factor authentication (TOTP)', () => {
  let t: TestApp;
  let admin: Client;

  const setPool = async (mfa: 'OFF' | 'OPTIONAL' | 'ON') => {
    const res = await admin.put('/api/auth/pool-settings', { mfa });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ mfa });
  };
  const startSignIn = async (browser: Client, email: string) =>
    (await browser.post('/api/auth/sign-in', { email, password: DEMO_PASSWORD })).json();
  const answer = (browser: Client, name: string, code: string) =>
    browser.post('/api/auth/challenge', { name, responses: { USER_CODE: code } });

  /** Takes the user through MFA_SETUP in a new browser; returns the browser and the authenticator secret. */
  async function enrol(email: string): Promise<{ browser: Client; secret: string }> {
    const browser = client(t.app);
    expect((await startSignIn(browser, email)).challenge.name).toBe('MFA_SETUP');
    const { secretCode } = (await browser.post('/api/auth/challenge/mfa-associate')).json();
    expect((await answer(browser, 'MFA_SETUP', totpCode(secretCode))).statusCode).toBe(200);
    return { browser, secret: secretCode };
  }

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    admin = await signedIn(t.app, 'admin@demo.obras.dev');
  });
  afterAll(() => t.close());

  describe('PUT /api/auth/pool-settings', () => {
    it('is off by default, and an administrator turns it on', async () => {
      expect((await client(t.app).get('/api/auth/config')).json()).toMatchObject({ mfa: 'OFF' });
      await setPool('ON');
      expect((await client(t.app).get('/api/auth/config')).json()).toMatchObject({ mfa: 'ON' });
    });

    it('is refused to anyone else', async () => {
      await setPool('OFF');
      const gestor = await signedIn(t.app, 'gestor@demo.obras.dev');
      expect((await gestor.put('/api/auth/pool-settings', { mfa: 'ON' })).statusCode).toBe(403);
      expect((await client(t.app).get('/api/auth/config')).json()).toMatchObject({ mfa: 'OFF' });
    });
  });

  describe('with MFA required', () => {
    it('sets up an authenticator at the first sign-in, refusing a wrong code', async () => {
      await setPool('ON');
      const browser = client(t.app);
      const first = await browser.post('/api/auth/sign-in', {
        email: 'gestor@demo.obras.dev',
        password: DEMO_PASSWORD,
      });
      expect(first.statusCode).toBe(200);
      expect(first.json().challenge).toEqual({
        name: 'MFA_SETUP',
        parameters: { MFAS_CAN_SETUP: ['SOFTWARE_TOKEN_MFA'] },
      });
      expect(first.cookies.map((c) => c.name)).not.toContain('portal_at');

      const notYet = await answer(browser, 'MFA_SETUP', '123456');
      expect(notYet.statusCode).toBe(400);

      const association = await browser.post('/api/auth/challenge/mfa-associate');
      expect(association.statusCode).toBe(200);
      const { secretCode, uri } = association.json();
      expect(secretCode).toMatch(/^[A-Z2-7]{32}$/);
      expect(uri).toMatch(/^otpauth:\/\/totp\//);
      expect(new URL(uri).searchParams.get('secret')).toBe(secretCode);
      expect(new URL(uri).searchParams.get('issuer')).toBe('Portal de Obras');

      const wrong = await answer(browser, 'MFA_SETUP', totpCode(secretCode, 10));
      expect(wrong.statusCode).toBe(400);
      expect(problemOf(wrong).code).toBe('CODE_MISMATCH');

      const right = await answer(browser, 'MFA_SETUP', totpCode(secretCode));
      expect(right.statusCode).toBe(200);
      expect(right.json().challenge).toBeNull();
      expect((await browser.get('/api/me')).json().user.preferredMFA).toBe('SOFTWARE_TOKEN_MFA');
    });

    it('asks for the code at every later sign-in, refusing a wrong one', async () => {
      await setPool('ON');
      const { secret } = await enrol('planejamento@demo.obras.dev');
      const browser = client(t.app);

      const res = await browser.post('/api/auth/sign-in', {
        email: 'planejamento@demo.obras.dev',
        password: DEMO_PASSWORD,
      });
      expect(res.json().challenge).toEqual({ name: 'SOFTWARE_TOKEN_MFA', parameters: {} });
      expect(res.cookies.map((c) => c.name)).not.toContain('portal_at');

      expect(problemOf(await answer(browser, 'SOFTWARE_TOKEN_MFA', '')).code).toBe('EmptyChallengeResponse');
      const wrong = await answer(browser, 'SOFTWARE_TOKEN_MFA', totpCode(secret, 10));
      expect(wrong.statusCode).toBe(400);
      expect(problemOf(wrong).code).toBe('CODE_MISMATCH');

      const right = await answer(browser, 'SOFTWARE_TOKEN_MFA', totpCode(secret, 1));
      expect(right.statusCode).toBe(200);
      expect((await browser.get('/api/me')).statusCode).toBe(200);
    });

    it('skips the code on a remembered device, and only there', async () => {
      await setPool('ON');
      const { browser } = await enrol('leitura@demo.obras.dev');
      const devices = (await browser.get('/api/auth/devices')).json().items as {
        id: string;
        current: boolean;
      }[];
      const current = devices.find((d) => d.current)!;
      expect((await browser.post(`/api/auth/devices/${current.id}/remember`)).statusCode).toBe(204);
      expect((await browser.post('/api/auth/sign-out')).statusCode).toBe(200);

      expect((await startSignIn(browser, 'leitura@demo.obras.dev')).challenge).toBeNull();
      expect((await browser.get('/api/me')).statusCode).toBe(200);
      expect((await startSignIn(client(t.app), 'leitura@demo.obras.dev')).challenge?.name).toBe(
        'SOFTWARE_TOKEN_MFA',
      );
    });

    it('locks the code after 5 wrong tries, as for passwords', async () => {
      await setPool('ON');
      const { secret } = await enrol('sgi@demo.obras.dev');
      const browser = client(t.app);
      await startSignIn(browser, 'sgi@demo.obras.dev');
      for (let i = 0; i < 5; i++) {
        expect((await answer(browser, 'SOFTWARE_TOKEN_MFA', totpCode(secret, 10 + i))).statusCode).toBe(400);
      }
      const locked = await answer(browser, 'SOFTWARE_TOKEN_MFA', totpCode(secret, 1));
      expect(locked.statusCode).toBe(429);
      expect(problemOf(locked).motivo).toBe('Password attempts exceeded');
    });

    it('does not let the user turn TOTP off', async () => {
      await setPool('ON');
      const { browser } = await enrol('coordenador@demo.obras.dev');
      const res = await browser.put('/api/auth/mfa/preference', { totp: 'DISABLED' });
      expect(res.statusCode).toBe(400);
      expect((await browser.get('/api/me')).json().user.preferredMFA).toBe('SOFTWARE_TOKEN_MFA');
    });
  });

  describe('with MFA optional or off', () => {
    it('asks no code when the pool is off, even of a user with an authenticator', async () => {
      await setPool('ON');
      await enrol('juridico@demo.obras.dev');
      await setPool('OFF');
      const browser = client(t.app);
      expect((await startSignIn(browser, 'juridico@demo.obras.dev')).challenge).toBeNull();
      expect((await browser.get('/api/me')).statusCode).toBe(200);
    });

    it('asks only users who chose TOTP in their profile when optional', async () => {
      await setPool('OPTIONAL');
      const browser = await signedIn(t.app, 'substituto@demo.obras.dev');

      const { secretCode } = (await browser.post('/api/auth/mfa/associate')).json();
      expect(
        (await browser.post('/api/auth/mfa/verify', { code: totpCode(secretCode, 10) })).statusCode,
      ).toBe(400);
      expect((await browser.post('/api/auth/mfa/verify', { code: totpCode(secretCode) })).statusCode).toBe(
        204,
      );
      expect((await browser.get('/api/me')).json().user.preferredMFA).toBe('SOFTWARE_TOKEN_MFA');

      const next = client(t.app);
      expect((await startSignIn(next, 'substituto@demo.obras.dev')).challenge?.name).toBe(
        'SOFTWARE_TOKEN_MFA',
      );
      expect((await answer(next, 'SOFTWARE_TOKEN_MFA', totpCode(secretCode, 1))).statusCode).toBe(200);
      expect((await startSignIn(client(t.app), 'cliente@demo.obras.dev')).challenge).toBeNull();

      expect((await next.put('/api/auth/mfa/preference', { totp: 'DISABLED' })).statusCode).toBe(204);
      expect((await startSignIn(client(t.app), 'substituto@demo.obras.dev')).challenge).toBeNull();
    });
  });
});
