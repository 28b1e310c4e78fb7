// Only what finds and takes DATA_DIR is loaded before the lock: the application and the database load after it,
// while the development SSO starts (see start()).
import closeWithGrace from 'close-with-grace';
import { ConfigError, loadConfig, type Config } from './config/env';
import { lockDataDir, DataDirLockedError, type DataDirLock } from './db/data-dir-lock';
import type { FastifyInstance } from 'fastify';
import type { DevSso } from '@portal/dev-sso';
import type { Database } from './db/database';

/** Errors that are the operator's to fix: print the message alone, no stack. */
const OPERATOR_ERRORS: (new (...args: never[]) => Error)[] = [ConfigError, DataDirLockedError];

interface Loaded {
  pgliteDirOf: (dataDir: string) => string;
  describeStorage: (config: Config, dataDir: string) => string;
  DEMO_PASSWORD: string;
  DEMO_USERS: readonly { email: string; papel: string }[];
}

function printBanner(
  config: Config,
  database: Database,
  sso: string | null,
  demo: { loadedNow: boolean; present: boolean },
  { pgliteDirOf, describeStorage, DEMO_PASSWORD, DEMO_USERS }: Loaded,
): void {
  const lines = [
    '',
    `  Portal de Obras em ${config.PUBLIC_URL}`,
    `  SSO: ${sso ? `${sso}${config.usesDevSso ? ' (provedor de desenvolvimento: contas de funcionário de demonstração)' : ''}` : 'não configurado'}`,
    `  Banco de dados: ${database.kind === 'pglite' ? `embutido (PGlite) em ${pgliteDirOf(config.DATA_DIR)}` : 'PostgreSQL (DATABASE_URL)'}`,
    `  Arquivos enviados: ${describeStorage(config, config.DATA_DIR)}`,
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

/** The development OpenID Connect issuer, with the demo staff accounts. */
async function startDevelopmentSso(config: Config): Promise<DevSso> {
  // Loaded only when it runs: the development issuer's oidc-provider prints a warning on import (under Node 20),
  // which a production start with the company's issuer, or a start stopped by a bad setting, must not show.
  const [{ startDevSso }, { DEMO_PASSWORD, DEMO_USERS }] = await Promise.all([
    import('@portal/dev-sso'),
    import('./seed/demo-data'),
  ]);
  return startDevSso({
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
}

async function start(): Promise<void> {
  let lock: DataDirLock | undefined;
  let database: Database | undefined;
  let app: FastifyInstance | undefined;
  let devSso: DevSso | undefined;
  try {
    const config = loadConfig();
    // First of all: a second server on the same folder stops here, before it opens or loads anything.
    if (!config.usesPostgres) lock = lockDataDir(config.DATA_DIR, 'servidor do portal');

    // The application loads, and the file storage is checked (an S3 bucket), while the database opens.
    const appLoading = Promise.all([import('./app'), import('./modules/files/storage-from-config')]);
    appLoading.catch(() => undefined);
    const storageReady = appLoading.then(([, files]) => {
      OPERATOR_ERRORS.push(files.StorageUnavailableError);
      return files.storageFromConfig(config, config.DATA_DIR);
    });
    storageReady.catch(() => undefined); // its failure is reported where awaited

    const [{ DatabaseUnavailableError, openDatabase, pgliteDirOf }, { migrateDatabase }, seed, demoData] =
      await Promise.all([
        import('./db/database'),
        import('./db/migrate'),
        import('./seed/seed-demo'),
        import('./seed/demo-data'),
      ]);
    OPERATOR_ERRORS.push(DatabaseUnavailableError);
    database = await openDatabase({
      databaseUrl: config.DATABASE_URL,
      pgliteDir: pgliteDirOf(config.DATA_DIR),
    });
    // The development SSO starts while the migrations and the demo data are checked: only once the database has
    // opened, so that a start stopped by a bad database setting prints that alone (oidc-provider warns on import).
    const ssoStarting = config.usesDevSso ? startDevelopmentSso(config) : undefined;
    ssoStarting?.then((sso) => (devSso = sso)).catch(() => undefined); // its failure is reported where awaited
    await migrateDatabase(database);
    const loadedNow = config.DEMO_DATA ? await seed.seedDemoDataOnce(database) : false;
    const present = loadedNow || (await seed.isDemoDataLoaded(database.db));
    devSso = await ssoStarting;
    const ssoIssuerUrl = devSso?.issuer ?? config.SSO_ISSUER_URL ?? null;

    const [{ buildApp }, { describeStorage }] = await appLoading;
    const storage = await storageReady;
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
    printBanner(
      config,
      database,
      ssoIssuerUrl,
      { loadedNow, present },
      { pgliteDirOf, describeStorage, ...demoData },
    );
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
