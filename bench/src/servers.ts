/**
 * The two servers a benchmark compares, on one database connection: the real portal (auth, permissions, zod,
 * serialisation) and a bare Fastify that runs the very same SQL for the same user and answers the rows as JSON.
 */
import Fastify from 'fastify';
import { loadConfig } from '../../apps/api/src/config/env';
import { buildApp } from '../../apps/api/src/app';
import { openDatabase, pgliteDirOf, type Database } from '../../apps/api/src/db/database';
import { filesDirOf, LocalDiskStorage } from '../../apps/api/src/modules/files/local-disk-storage';
import { baselineRoutes } from './baseline-routes';

/** Resolves once nothing has used the database for `quietMs`, counting from at least `afterMs` from now. */
async function waitForQuietDatabase(database: Database, afterMs = 7_000, quietMs = 3_000): Promise<void> {
  let last = Date.now();
  const touch = <T extends object, K extends keyof T>(target: T | undefined, method: K) => {
    if (!target) return;
    const original = target[method] as (...args: unknown[]) => unknown;
    target[method] = ((...args: unknown[]) => {
      last = Date.now();
      const result = original.apply(target, args);
      if (result instanceof Promise) void result.finally(() => (last = Date.now())).catch(() => undefined);
      return result;
    }) as T[K];
  };
  touch(database.pglite, 'query');
  touch(database.pglite, 'transaction');
  touch(database.pool, 'query');
  touch(database.pool, 'connect');
  const started = Date.now();
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  await sleep(afterMs);
  while (Date.now() - last < quietMs) await sleep(250);
  process.stderr.write(`Banco em repouso após ${((Date.now() - started) / 1000).toFixed(0)} s.\n`);
}

const config = loadConfig({ ...process.env, PORT: '0', RATE_LIMIT_MAX: undefined });
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  pgliteDir: pgliteDirOf(config.DATA_DIR),
  maxConnections: 10,
});
const portal = await buildApp(
  { config, database, storage: new LocalDiskStorage(filesDirOf(config.DATA_DIR)), ssoIssuerUrl: null },
  { logger: false },
);
await portal.listen({ host: '127.0.0.1', port: 0 });

const baseline = Fastify({ logger: false });
await baseline.register(baselineRoutes(database.db));
await baseline.listen({ host: '127.0.0.1', port: 0 });

// The portal's start-up work (the RDO delay check over every obra with a plan runs 5 s after start) shares the
// database with the requests: measure only once it is over, when the database has been quiet for a while.
await waitForQuietDatabase(database);

const portOf = (server: typeof baseline) => (server.server.address() as { port: number }).port;
process.stdout.write(`PRONTO ${portOf(portal as unknown as typeof baseline)} ${portOf(baseline)}\n`);
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    void Promise.all([portal.close(), baseline.close()])
      .then(() => database.close())
      .then(() => process.exit(0));
  });
}
