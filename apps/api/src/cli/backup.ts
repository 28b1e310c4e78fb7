import fs from 'node:fs';
import path from 'node:path';
import { formatBytes } from '@portal/domain';
import { createBackup } from '../backup/create-backup';
import { BackupError } from '../backup/backup-format';
import { filesDirOf } from '../modules/files/local-disk-storage';
import { CliUsageError, closeCli, failCli, openForCli, parseArgs } from './cli-runtime';

/**
 * npm run backup [-- --out caminho.tar.gz]
 * Copies the database and the uploaded files into one archive. The embedded database must not be in use by a
 * running portal (stop it first); PostgreSQL is copied live by pg_dump.
 */
try {
  const { flags } = parseArgs(process.argv.slice(2));
  const runtime = await openForCli('npm run backup', { migrate: false });
  try {
    const stamp = new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-');
    const cwd = process.env.INIT_CWD ?? process.cwd();
    const out = path.resolve(
      cwd,
      typeof flags.get('out') === 'string'
        ? (flags.get('out') as string)
        : `backups/portal-${runtime.database.kind}-${stamp}.tar.gz`,
    );
    const manifest = await createBackup({
      database: runtime.database,
      databaseUrl: runtime.config.DATABASE_URL,
      filesDir: filesDirOf(runtime.config.DATA_DIR),
      outFile: out,
    });
    const size = formatBytes(fs.statSync(out).size);
    process.stdout.write(
      `Backup criado: ${out} (${size}; banco ${manifest.banco}, ${manifest.arquivos} arquivo(s)).\n`,
    );
  } finally {
    await closeCli(runtime);
  }
} catch (error) {
  failCli(error instanceof BackupError ? new CliUsageError(error.message) : error);
}
