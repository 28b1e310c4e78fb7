import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

/** The application's job queue: pg-boss on PostgreSQL, the in-process runner on the embedded database. */
describe('the background job queue (app.jobs)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is pg-boss on PostgreSQL and the in-process runner on the embedded database', () => {
    expect(t.app.jobs.kind).toBe(t.database.kind === 'postgres' ? 'pg-boss' : 'em-processo');
  });

  it('runs every job sent without a key, once each', async () => {
    const seen: number[] = [];
    await t.app.jobs.work<{ n: number }>('teste-cada', async ({ n }) => {
      seen.push(n);
    });
    for (const n of [1, 2, 3]) await t.app.jobs.send('teste-cada', { n });
    await t.app.jobs.idle();
    expect(seen.sort()).toEqual([1, 2, 3]);
  });

  it('keeps one queued job per key: a second send while the first waits is dropped', async () => {
    const seen: string[] = [];
    // Sent before anyone works the queue, so both sends find the first one still waiting.
    await t.app.jobs.send('teste-chave', { v: 'primeiro' }, { singletonKey: 'k' });
    await t.app.jobs.send('teste-chave', { v: 'segundo' }, { singletonKey: 'k' });
    await t.app.jobs.send('teste-chave', { v: 'outra chave' }, { singletonKey: 'outra' });
    await t.app.jobs.work<{ v: string }>('teste-chave', async ({ v }) => {
      seen.push(v);
    });
    await t.app.jobs.idle();
    expect(seen.sort()).toEqual(['outra chave', 'primeiro']);
    // Once it ran, the key is free again.
    await t.app.jobs.send('teste-chave', { v: 'depois' }, { singletonKey: 'k' });
    await t.app.jobs.idle();
    expect(seen).toContain('depois');
  });

  it('retries a failing job with backoff until it succeeds, and idle() waits for the retries', async () => {
    let attempts = 0;
    await t.app.jobs.work('teste-falha', async () => {
      attempts += 1;
      if (attempts < 3) throw new Error(`falha ${attempts}`);
    });
    await t.app.jobs.send('teste-falha', {});
    await t.app.jobs.idle();
    expect(attempts).toBe(3);
  });

  it('refuses a second handler for the same queue', async () => {
    await expect(t.app.jobs.work('teste-cada', async () => undefined)).rejects.toThrow(
      /already has a handler/,
    );
  });
});
