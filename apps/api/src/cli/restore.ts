import path from 'node:path';
import { loadConfig } from '../config/env';
import { lockDataDir } from '../db/data-dir-lock';
import { BackupError } from '../backup/backup-format';
import { countPortalConnections } from '../backup/portal-connections';
import { restoreBackup } from '../backup/restore-backup';
import { filesDirOf } from '../modules/files/local-disk-storage';
import { CliUsageError, failCli, parseArgs } from './cli-runtime';

/**
 * npm run restore -- <backup.tar.gz> --confirmar
 * Replaces the database and the uploaded files with the backup's. The portal must be stopped.
 */
try {
  const { flags, positional } = parseArgs(process.argv.slice(2));
  const archive = positional[0];
  if (!archive) throw new CliUsageError('Uso: npm run restore -- <arquivo-de-backup.tar.gz> --confirmar');
  if (!flags.has('confirmar')) {
    throw new CliUsageError(
      'A restauração substitui o banco de dados e os arquivos atuais pelos do backup. Repita com --confirmar para prosseguir.',
    );
  }
  const config = loadConfig();
  const lock = config.usesPostgres ? undefined : lockDataDir(config.DATA_DIR, 'npm run restore');
  try {
    if (config.DATABASE_URL && (await countPortalConnections(config.DATABASE_URL)) > 0) {
      throw new CliUsageError(
        'O portal ainda está conectado a este PostgreSQL. Pare todas as instâncias antes de restaurar.',
      );
    }
    const cwd = process.env.INIT_CWD ?? process.cwd();
    const { manifest, keptAside } = await restoreBackup({
      archive: path.resolve(cwd, archive),
      dataDir: config.DATA_DIR,
      filesDir: filesDirOf(config.DATA_DIR),
      databaseUrl: config.DATABASE_URL,
    });
    process.stdout.write(
      `Backup de ${manifest.criadoEm} restaurado (banco ${manifest.banco}, ${manifest.arquivos} arquivo(s)).\n`,
    );
    for (const aside of keptAside)
      process.stdout.write(
        `Os dados substituídos foram guardados em ${aside}; apague quando não precisar mais.\n`,
      );
  } finally {
    lock?.release();
  }
} catch (error) {
  failCli(error instanceof BackupError ? new CliUsageError(error.message) : error);
}
