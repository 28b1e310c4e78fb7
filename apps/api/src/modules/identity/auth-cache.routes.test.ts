import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemOf, signedIn } from '../../test/identity-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { authSessions } from './identity.schema';
import { users } from './users.schema';
import { LruCache } from './auth-cache';

/**
 * Each request reuses the verified access token and the built ability (auth-cache.ts); these prove that what a user
 * may do still follows the database on the very next request.
 */
describe('what is reused between requests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: true });
  });
  afterAll(() => t.close());

  it('refuses a session revoked behind the portal’s back on the next request, right after a request was accepted', async () => {
    const browser = await signedIn(t.app, 'planejamento@demo.obras.dev');
    expect((await browser.get('/api/obras')).statusCode).toBe(200);
    await t.database.db
      .update(authSessions)
      .set({ revokedAt: sql`now()`, revokedReason: 'teste' })
      .where(eq(authSessions.id, (await sessionOf('planejamento@demo.obras.dev'))!));

    const next = await browser.get('/api/obras');
    expect(next.statusCode).toBe(401);
    expect(problemOf(next).motivo).toBe('Access Token has been revoked');
  });

  it('applies a role taken away on the next request, with the same session', async () => {
    const browser = await signedIn(t.app, 'leitura@demo.obras.dev');
    expect((await browser.get('/api/diarios?pageSize=1')).statusCode).toBe(200);
    await t.database.db.update(users).set({ roles: [] }).where(eq(users.email, 'leitura@demo.obras.dev'));

    expect((await browser.get('/api/diarios?pageSize=1')).statusCode).toBe(403);
  });

  async function sessionOf(email: string): Promise<string | undefined> {
    const [row] = await t.database.db
      .select({ id: authSessions.id })
      .from(authSessions)
      .innerJoin(users, eq(users.id, authSessions.userId))
      .where(eq(users.email, email))
      .orderBy(sql`${authSessions.createdAt} desc`)
      .limit(1);
    return row?.id;
  }
});

describe('LruCache', () => {
  it('forgets the least recently used entry when full, and entries past their time', () => {
    const cache = new LruCache<string, number>(2, 1000);
    cache.set('a', 1, 0);
    cache.set('b', 2, 0);
    expect(cache.get('a', 10)).toBe(1);
    cache.set('c', 3, 10);
    expect(cache.get('b', 10)).toBeUndefined();
    expect(cache.get('a', 10)).toBe(1);
    expect(cache.get('c', 1010)).toBeUndefined();
    expect(cache.size).toBe(1);
  });
});
