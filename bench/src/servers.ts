/**
 * The two servers a benchmark compares, on one database connection: the real portal (auth, permissions, zod,
 * serialisation) and a bare Fastify that runs the very same SQL for the same user and answers the rows as JSON.
 */
import Fastify from 'fastify';
import { loadConfig } from '../../apps/api/src/config/env';
import { buildApp } from '../../apps/api/src/app';
import { openDatabase, pgliteDirOf } from '../../apps/api/src/db/database';
import { filesDirOf, LocalDiskStorage } from '../../apps/api/src/modules/files/local-disk-storage';
import { baselineRoutes } from './baseline-routes';

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

const portOf = (server: typeof baseline) => (server.server.address() as { port: number }).port;
process.stdout.write(`PRONTO ${portOf(portal as unknown as typeof baseline)} ${portOf(baseline)}\n`);
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    void Promise.all([portal.close(), baseline.close()])
      .then(() => database.close())
      .then(() => process.exit(0));
  });
}
