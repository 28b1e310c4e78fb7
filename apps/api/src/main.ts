import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import type { DevSso } from '@portal/dev-sso';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config/env';
import { lockDataDir, DataDirLockedError, type DataDirLock } from './db/data-dir-lock';
import { DatabaseUnavailableError, openDatabase, pgliteDirOf, type Database } from './db/database';
import { migrateDatabase } from './db/migrate';
import { filesDirOf, LocalDiskStorage } from './modules/files/local-disk-storage';
import { DEMO_PASSWORD, DEMO_USERS } from './seed/demo-data';
import { isDemoDataLoaded, seedDemoDataOnce } from './seed/seed-demo';

/** Errors that are the operator's to fix: print the message alone, no stack. */
const OPERATOR_ERRORS = [ConfigError, DataDirLockedError, DatabaseUnavailableError];

function printBanner(
  config: Config,
  database: Database,
  sso: string | null,
  demo: { loadedNow: boolean; present: boolean },
): void {
  const lines = [
    '',
    `  Portal de Obras em ${config.PUBLIC_URL}`,
    `  SSO: ${sso ? `${sso}${config.usesDevSso ? ' (provedor de desenvolvimento: contas de funcionário de demonstração)' : ''}` : 'não configurado'}`,
    `  Banco de dados: ${database.kind === 'pglite' ? `embutido (PGlite) em ${pgliteDirOf(config.DATA_DIR)}` : 'PostgreSQL (DATABASE_URL)'}`,
  ];
  if (demo.present) {
    lines.push(
      `  Dados de demonstração ${demo.loadedNow ? 'carregados agora' : 'já presentes'}. Contas (senha ${DEMO_PASSWORD}):`,
      ...DEMO_USERS.map((u) => `    ${u.email.padEnd(30)} ${u.papel}`),
    );
  }
  lines.push('');
  process.stdout.write(`${lines.join('\n')}\n`);
}

async function start(): Promise<void> {
  let lock: DataDirLock | undefined;
  let database: Database | undefined;
  let app: FastifyInstance | undefined;
  let devSso: DevSso | undefined;
  try {
    const config = loadConfig();
    if (!config.usesPostgres) lock = lockDataDir(config.DATA_DIR, 'servidor do portal');
    database = await openDatabase({
      databaseUrl: config.DATABASE_URL,
      pgliteDir: pgliteDirOf(config.DATA_DIR),
    });
    await migrateDatabase(database);
    const loadedNow = config.DEMO_DATA ? await seedDemoDataOnce(database) : false;
    const present = loadedNow || (await isDemoDataLoaded(database.db));

    let ssoIssuerUrl = config.SSO_ISSUER_URL ?? null;
    if (config.usesDevSso) {
      // Loaded only when it runs: the development issuer's oidc-provider prints a warning on import (under Node 20),
      // which a production start with the company's issuer, or a start stopped by a bad setting, must not show.
      const { startDevSso } = await import('@portal/dev-sso');
      devSso = await startDevSso({
        host: config.HOST === '0.0.0.0' ? '127.0.0.1' : config.HOST,
        port: config.devSsoPort,
        portalUrl: config.PUBLIC_URL,
        clientId: config.SSO_CLIENT_ID,
        clientSecret: config.SSO_CLIENT_SECRET,
        accounts: DEMO_USERS.filter((u) => u.type === 'gali').map((u) => ({
          email: u.email,
          name: u.name,
          password: DEMO_PASSWORD,
        })),
      }).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'EADDRINUSE') {
          throw new ConfigError(
            `A porta ${config.devSsoPort} do SSO de desenvolvimento já está em uso; escolha outra com DEV_SSO_PORT.`,
          );
        }
        throw error;
      });
      ssoIssuerUrl = devSso.issuer;
    }

    const storage = new LocalDiskStorage(filesDirOf(config.DATA_DIR));
    app = await buildApp({ config, database, storage, ssoIssuerUrl });
    try {
      await app.listen({ host: config.HOST, port: config.PORT });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
        throw new ConfigError(
          `A porta ${config.PORT} já está em uso em ${config.HOST}; escolha outra com PORT.`,
        );
      }
      throw error;
    }
    const opened = { app, database, lock, devSso };
    closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
      if (err) opened.app.log.error({ err }, 'encerrando após erro');
      else opened.app.log.info({ signal }, 'encerrando: aguardando as requisições em andamento');
      // Stops accepting, lets requests in flight finish, then closes the database and frees DATA_DIR.
      await opened.app.close();
      await opened.devSso?.close();
      await opened.database.close();
      opened.lock?.release();
    });
    // Only once the shutdown handlers are in place: whoever waits for this banner may send SIGTERM right away.
    printBanner(config, database, ssoIssuerUrl, { loadedNow, present });
  } catch (error) {
    const known = OPERATOR_ERRORS.some((kind) => error instanceof kind);
    process.stderr.write(
      `${known ? (error as Error).message : `Falha ao iniciar o portal: ${(error as Error).stack ?? String(error)}`}\n`,
    );
    await app?.close().catch(() => undefined);
    await devSso?.close().catch(() => undefined);
    await database?.close().catch(() => undefined);
    lock?.release();
    process.exit(1);
  }
}

void start();
