import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, type Client } from '../../test/http-client';
import { DEMO_PASSWORD, problemOf } from '../../test/identity-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { authThrottle } from './identity.schema';

describe('password throttling on POST /api/auth/sign-in', () => {
  let t: TestApp;
  let nextIp = 1;

  /** A browser on its own network address, so the per-address limit of one test never touches another. */
  const browser = (): Client => client(t.app, { ip: `10.0.0.${nextIp++}` });

  const attempt = (b: Client, email: string, password = 'Errada#123') =>
    b.post('/api/auth/sign-in', { email, password });

  async function failTimes(b: Client, email: string, times: number): Promise<void> {
    for (let i = 0; i < times; i++) expect((await attempt(b, email)).statusCode).toBe(401);
  }

  async function throttleRow(key: string) {
    const [row] = await t.database.db.select().from(authThrottle).where(eq(authThrottle.key, key));
    return row;
  }

  async function setThrottleRow(key: string, values: Partial<typeof authThrottle.$inferInsert>) {
    await t.database.db.update(authThrottle).set(values).where(eq(authThrottle.key, key));
  }

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
  });
  afterAll(() => t.close());

  it('locks the account after 5 wrong passwords: the 6th attempt, even right, gets 429 "Password attempts exceeded"', async () => {
    const b = browser();
    await failTimes(b, 'gestor@demo.obras.dev', 4);
    expect(await throttleRow('senha:gestor@demo.obras.dev')).toMatchObject({
      failures: 4,
      lockedUntil: null,
    });

    await failTimes(b, 'gestor@demo.obras.dev', 1);
    const row = await throttleRow('senha:gestor@demo.obras.dev');
    expect(row?.failures).toBe(5);
    expect(row!.lockedUntil!.getTime() - row!.lastFailureAt.getTime()).toBe(1000);

    const locked = await attempt(b, 'gestor@demo.obras.dev', DEMO_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe('1');
    expect(problemOf(locked)).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      motivo: 'Password attempts exceeded',
      detail: 'Muitas tentativas de senha. Aguarde 1 segundo e tente novamente.',
    });
    expect(locked.cookies.map((c) => c.name)).not.toContain('portal_at');
  });

  it('does not extend a lock with attempts made during it', async () => {
    const b = browser();
    const key = 'senha:planejamento@demo.obras.dev';
    await failTimes(b, 'planejamento@demo.obras.dev', 5);
    // As if this were the 11th failure in a row: a 64-second lock.
    const lastFailureAt = new Date();
    const lockedUntil = new Date(lastFailureAt.getTime() + 64_000);
    await setThrottleRow(key, { failures: 11, lastFailureAt, lockedUntil });

    for (const password of ['Errada#123', DEMO_PASSWORD, 'Outra#456']) {
      const res = await attempt(b, 'planejamento@demo.obras.dev', password);
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(60);
      expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(64);
    }
    expect(await throttleRow(key)).toEqual({ key, failures: 11, lastFailureAt, lockedUntil });
  });

  it('doubles the lock with each failure after the fifth, once the previous lock is over', async () => {
    const b = browser();
    const key = 'senha:substituto@demo.obras.dev';
    await failTimes(b, 'substituto@demo.obras.dev', 5);

    for (const [failures, seconds] of [
      [6, 2],
      [7, 4],
      [8, 8],
    ]) {
      await setThrottleRow(key, { lockedUntil: new Date(Date.now() - 1) });
      expect((await attempt(b, 'substituto@demo.obras.dev')).statusCode).toBe(401);
      const row = await throttleRow(key);
      expect(row?.failures).toBe(failures);
      expect(row!.lockedUntil!.getTime() - row!.lastFailureAt.getTime()).toBe(seconds! * 1000);
    }
  });

  it('throttles an unknown e-mail exactly like a known one, so the lock tells nothing', async () => {
    const known = browser();
    const unknown = browser();
    await failTimes(known, 'sgi@demo.obras.dev', 5);
    await failTimes(unknown, 'nao-existe@demo.obras.dev', 5);

    const knownLocked = await attempt(known, 'sgi@demo.obras.dev', DEMO_PASSWORD);
    const unknownLocked = await attempt(unknown, 'nao-existe@demo.obras.dev', DEMO_PASSWORD);
    expect(knownLocked.statusCode).toBe(429);
    expect(unknownLocked.statusCode).toBe(429);
    expect(unknownLocked.headers['retry-after']).toBe(knownLocked.headers['retry-after']);
    const { instance: _a, ...knownBody } = knownLocked.json();
    const { instance: _b, ...unknownBody } = unknownLocked.json();
    expect(unknownBody).toEqual(knownBody);
  });

  it('starts the count again after a successful sign-in', async () => {
    const b = browser();
    await failTimes(b, 'leitura@demo.obras.dev', 4);
    expect((await attempt(b, 'leitura@demo.obras.dev', DEMO_PASSWORD)).statusCode).toBe(200);
    expect(await throttleRow('senha:leitura@demo.obras.dev')).toBeUndefined();

    await failTimes(b, 'leitura@demo.obras.dev', 4);
    expect((await attempt(b, 'leitura@demo.obras.dev', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('signs in one user from a few requests at once, each with its session (no error when one clears the count another is reading)', async () => {
    // Fewer than the 5 free attempts: each attempt counts before its password is checked (see claimAttempt).
    const b = browser();
    for (let round = 0; round < 5; round++) {
      const answers = await Promise.all(
        Array.from({ length: 3 }, () => attempt(b, 'seguros@demo.obras.dev', DEMO_PASSWORD)),
      );
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    }
    expect(await throttleRow('senha:seguros@demo.obras.dev')).toBeUndefined();
  });

  it('starts the count again after 15 quiet minutes', async () => {
    const b = browser();
    const key = 'senha:coordenador@demo.obras.dev';
    await failTimes(b, 'coordenador@demo.obras.dev', 5);
    const sixteenMinutesAgo = new Date(Date.now() - 16 * 60_000);
    await setThrottleRow(key, {
      failures: 9,
      lastFailureAt: sixteenMinutesAgo,
      lockedUntil: sixteenMinutesAgo,
    });

    expect((await attempt(b, 'coordenador@demo.obras.dev')).statusCode).toBe(401);
    expect(await throttleRow(key)).toMatchObject({ failures: 1, lockedUntil: null });
  });

  it('locks a network address that fails 30 times across accounts, and only that address', async () => {
    const noisy = browser();
    for (let i = 1; i <= 29; i++) {
      expect((await attempt(noisy, `conta-${i}@exemplo.com.br`)).statusCode).toBe(401);
    }
    const ip = `endereco:10.0.0.${nextIp - 1}`;
    expect(await throttleRow(ip)).toMatchObject({ failures: 29, lockedUntil: null });
    expect((await attempt(noisy, 'conta-30@exemplo.com.br')).statusCode).toBe(401);

    const locked = await attempt(noisy, 'juridico@demo.obras.dev', DEMO_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(problemOf(locked)).toMatchObject({
      motivo: 'Password attempts exceeded',
      detail: expect.stringContaining('a partir deste endereço'),
    });
    expect((await attempt(browser(), 'juridico@demo.obras.dev', DEMO_PASSWORD)).statusCode).toBe(200);
  });
});
