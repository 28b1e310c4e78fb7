import { closeCli, failCli, openForCli } from './cli-runtime';

/** npm run db:migrate — applies the pending migrations to the configured database. */
try {
  const runtime = await openForCli('npm run db:migrate');
  const where =
    runtime.database.kind === 'pglite'
      ? `banco embutido em ${runtime.config.DATA_DIR}`
      : 'PostgreSQL (DATABASE_URL)';
  await closeCli(runtime);
  process.stdout.write(`Migrações aplicadas: ${where} está atualizado.\n`);
} catch (error) {
  failCli(error);
}
