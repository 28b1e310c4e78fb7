import type { DatabaseKind } from '../db/database';

/** manifest.json at the root of every backup archive. */
export interface BackupManifest {
  formato: 1;
  banco: DatabaseKind;
  criadoEm: string;
  /** The newest migration the database had when it was copied. */
  ultimaMigracao: string | null;
  arquivos: number;
}

export const MANIFEST = 'manifest.json';
export const PGLITE_DUMP = 'banco/pglite.tar.gz';
export const POSTGRES_DUMP = 'banco/postgres.dump';
export const FILES_DIR = 'arquivos';

/** A backup that cannot be made or applied; the message says why and what to do. */
export class BackupError extends Error {
  override name = 'BackupError';
}
