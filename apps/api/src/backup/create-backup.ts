import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import * as tar from 'tar';
import { queryRows, type Database } from '../db/database';
import { runCommand } from './external-command';
import {
  BackupError,
  FILES_DIR,
  MANIFEST,
  PGLITE_DUMP,
  POSTGRES_DUMP,
  type BackupManifest,
} from './backup-format';

async function lastMigration(database: Database): Promise<string | null> {
  try {
    const rows = await queryRows<{ hash: string }>(
      database.db,
      sql`select hash from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    );
    return rows[0]?.hash ?? null;
  } catch {
    return null;
  }
}

async function countFiles(dir: string): Promise<number> {
  if (!fs.existsSync(dir)) return 0;
  const entries = await fs.promises.readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile() && !e.name.endsWith('.parcial')).length;
}

export interface CreateBackupOptions {
  database: Database;
  databaseUrl?: string | undefined;
  filesDir: string;
  outFile: string;
}

/**
 * Writes one .tar.gz holding the database (PGlite's own data-directory dump, or pg_dump's custom format) and the
 * uploaded files. On PGlite the caller holds DATA_DIR, so nothing writes while the copy is taken.
 */
export async function createBackup(options: CreateBackupOptions): Promise<BackupManifest> {
  const { database, filesDir, outFile } = options;
  const staging = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'portal-backup-'));
  try {
    await fs.promises.mkdir(path.join(staging, 'banco'));
    if (database.kind === 'pglite') {
      const dump = await database.pglite!.dumpDataDir('gzip');
      await fs.promises.writeFile(path.join(staging, PGLITE_DUMP), Buffer.from(await dump.arrayBuffer()));
    } else {
      if (!options.databaseUrl)
        throw new BackupError('DATABASE_URL é necessário para o backup do PostgreSQL.');
      await runCommand('pg_dump', [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--file=${path.join(staging, POSTGRES_DUMP)}`,
        `--dbname=${options.databaseUrl}`,
      ]);
    }
    // The archive follows this link, so the files are read in place rather than copied twice.
    const entries = [MANIFEST, 'banco'];
    if (fs.existsSync(filesDir)) {
      await fs.promises.symlink(filesDir, path.join(staging, FILES_DIR), 'dir');
      entries.push(FILES_DIR);
    }
    const manifest: BackupManifest = {
      formato: 1,
      banco: database.kind,
      criadoEm: new Date().toISOString(),
      ultimaMigracao: await lastMigration(database),
      arquivos: await countFiles(filesDir),
    };
    await fs.promises.writeFile(path.join(staging, MANIFEST), JSON.stringify(manifest, null, 2));
    await fs.promises.mkdir(path.dirname(outFile), { recursive: true });
    await tar.create(
      {
        gzip: true,
        file: outFile,
        cwd: staging,
        follow: true,
        portable: true,
        filter: (entry) => !entry.endsWith('.parcial'),
      },
      entries,
    );
    return manifest;
  } finally {
    await fs.promises.rm(staging, { recursive: true, force: true });
  }
}
