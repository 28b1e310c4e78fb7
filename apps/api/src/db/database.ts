import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { redactUrl } from '../config/env';

/** The Drizzle handle every repository receives: the database itself or an open transaction. */
export type Db = PgDatabase<PgQueryResultHKT>;

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  kind: DatabaseKind;
  db: Db;
  /** Answers when the database can run a query (the health check). */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The PGlite instance, for its own dump; undefined on PostgreSQL. */
  pglite?: PGlite;
  /** The node-postgres pool; undefined on PGlite. */
  pool?: pg.Pool;
}

/** The database cannot be opened or reached; the message names what to fix. */
export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';
}

export interface OpenDatabaseOptions {
  /** postgres://... when set; otherwise the embedded database. */
  databaseUrl?: string | undefined;
  /** Folder of the embedded database; `memory://` keeps it in memory (tests). */
  pgliteDir?: string;
  /** Pool size on PostgreSQL. */
  maxConnections?: number;
  /** A dump of another embedded database to start from (`dumpDataDir`; the tests' template databases). */
  pgliteLoadDataDir?: Blob;
}

/** How the portal's connections name themselves in pg_stat_activity (restore checks nobody is connected). */
export const PORTAL_APPLICATION_NAME = 'portal-de-obras';

/** Where the embedded database lives inside DATA_DIR. */
export function pgliteDirOf(dataDir: string): string {
  return path.join(dataDir, 'pgdata');
}

/** Runs a raw query and returns its rows, whatever the driver. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

async function openPostgres(url: string, maxConnections: number): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: maxConnections,
    connectionTimeoutMillis: 5000,
    application_name: PORTAL_APPLICATION_NAME,
  });
  // An idle client that loses its server must not crash the process; the next query reports the error.
  pool.on('error', () => undefined);
  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await pool.end().catch(() => undefined);
    const reason = error instanceof Error ? error.message || error.name : String(error);
    throw new DatabaseUnavailableError(
      `Não foi possível conectar ao PostgreSQL indicado em DATABASE_URL (${redactUrl(url)}): ${reason}`,
    );
  }
  const db = drizzlePg({ client: pool }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    pool,
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}

async function openPglite(dir: string, loadDataDir?: Blob): Promise<Database> {
  let pglite: PGlite;
  try {
    pglite = await PGlite.create({ dataDir: dir === 'memory://' ? undefined : dir, loadDataDir });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new DatabaseUnavailableError(`Não foi possível abrir o banco embutido em ${dir}: ${reason}`);
  }
  const db = drizzlePglite({ client: pglite }) as unknown as Db;
  let closed = false;
  return {
    kind: 'pglite',
    db,
    pglite,
    ping: async () => {
      if (closed) throw new DatabaseUnavailableError('O banco embutido está fechado.');
      await pglite.query('select 1');
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await pglite.close();
    },
  };
}

/** Opens PostgreSQL when a URL is given, else the embedded PGlite database. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.maxConnections ?? 10);
  return openPglite(options.pgliteDir ?? 'memory://', options.pgliteLoadDataDir);
}

export { sql };
