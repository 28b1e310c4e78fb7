import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import * as tar from 'tar';
import { pgliteDirOf, type DatabaseKind } from '../db/database';
import { runCommand } from './external-command';
import {
  BackupError,
  FILES_DIR,
  MANIFEST,
  PGLITE_DUMP,
  POSTGRES_DUMP,
  type BackupManifest,
} from './backup-format';

export interface RestoreBackupOptions {
  archive: string;
  dataDir: string;
  filesDir: string;
  /** Set when the portal runs on PostgreSQL. */
  databaseUrl?: string | undefined;
}

export interface RestoreResult {
  manifest: BackupManifest;
  /** Where the data that was replaced now lives (PGlite database and files), for the operator to delete. */
  keptAside: string[];
}

async function readManifest(staging: string): Promise<BackupManifest> {
  try {
    const manifest = JSON.parse(
      await fs.promises.readFile(path.join(staging, MANIFEST), 'utf8'),
    ) as BackupManifest;
    if (manifest.formato !== 1) throw new Error('formato');
    return manifest;
  } catch {
    throw new BackupError(
      'O arquivo não é um backup do Portal de Obras (manifest.json ausente ou inválido).',
    );
  }
}

/** Moves `current` aside (if present) and puts `replacement` in its place. */
async function swapIn(current: string, replacement: string, stamp: string): Promise<string | undefined> {
  let aside: string | undefined;
  if (fs.existsSync(current)) {
    aside = `${current}.antes-da-restauracao-${stamp}`;
    await fs.promises.rename(current, aside);
  }
  await fs.promises.rename(replacement, current);
  return aside;
}

async function restorePglite(staging: string, dataDir: string, stamp: string): Promise<string | undefined> {
  const target = pgliteDirOf(dataDir);
  const incoming = `${target}.restaurando`;
  await fs.promises.rm(incoming, { recursive: true, force: true });
  const dump = await fs.promises.readFile(path.join(staging, PGLITE_DUMP));
  // PGlite rebuilds a data directory from its own dump; opening it once proves it is usable before the swap.
  const pglite = await PGlite.create(incoming, { loadDataDir: new Blob([dump]) });
  await pglite.query('select 1');
  await pglite.close();
  return swapIn(target, incoming, stamp);
}

async function restorePostgres(staging: string, databaseUrl: string): Promise<void> {
  // Everything the portal owns is dropped first, so tables the backup does not know do not survive the restore.
  await runCommand('psql', [
    '--quiet',
    '--no-psqlrc',
    '--set=ON_ERROR_STOP=1',
    `--dbname=${databaseUrl}`,
    '--command=DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA public CASCADE; CREATE SCHEMA public;',
  ]);
  await runCommand('pg_restore', [
    '--no-owner',
    '--no-privileges',
    '--single-transaction',
    '--exit-on-error',
    `--dbname=${databaseUrl}`,
    path.join(staging, POSTGRES_DUMP),
  ]);
}

/**
 * Puts a backup back: the database and the uploaded files. The caller holds DATA_DIR (PGlite) or has stopped the
 * portal (PostgreSQL). The embedded database and the files it replaces are kept aside, not deleted.
 */
export async function restoreBackup(options: RestoreBackupOptions): Promise<RestoreResult> {
  const { archive, dataDir, filesDir, databaseUrl } = options;
  if (!fs.existsSync(archive)) throw new BackupError(`Backup não encontrado: ${archive}`);
  await fs.promises.mkdir(dataDir, { recursive: true });
  const staging = await fs.promises.mkdtemp(path.join(dataDir, '.restauracao-'));
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  try {
    try {
      await tar.extract({ file: archive, cwd: staging, strict: true });
    } catch (error) {
      // Anything but a readable .tar.gz (a PDF, a truncated download) is the operator's to fix, not a bug.
      throw new BackupError(
        `O arquivo não é um backup do Portal de Obras (não foi possível lê-lo como .tar.gz: ${(error as Error).message}).`,
      );
    }
    const manifest = await readManifest(staging);
    const current: DatabaseKind = databaseUrl ? 'postgres' : 'pglite';
    if (manifest.banco !== current) {
      throw new BackupError(
        `Este backup é de um banco ${manifest.banco === 'pglite' ? 'embutido (PGlite)' : 'PostgreSQL'}, ` +
          `mas o portal está configurado para ${current === 'pglite' ? 'o banco embutido' : 'PostgreSQL'}. ` +
          'Restaure-o com a mesma configuração em que foi feito.',
      );
    }
    const keptAside: string[] = [];
    if (manifest.banco === 'pglite') {
      const aside = await restorePglite(staging, dataDir, stamp);
      if (aside) keptAside.push(aside);
    } else {
      await restorePostgres(staging, databaseUrl!);
    }
    const incomingFiles = path.join(staging, FILES_DIR);
    if (!fs.existsSync(incomingFiles)) await fs.promises.mkdir(incomingFiles);
    const filesAside = await swapIn(filesDir, incomingFiles, stamp);
    if (filesAside) keptAside.push(filesAside);
    return { manifest, keptAside };
  } finally {
    await fs.promises.rm(staging, { recursive: true, force: true });
  }
}
