import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/database';
import { migrateDatabase } from '../db/migrate';

export interface TestDatabase {
  database: Database;
  /** The connection string of this test's own PostgreSQL database; undefined on PGlite. */
  url?: string;
  drop(): Promise<void>;
}

/** TEST_DATABASE_URL's server with a database of this test's own name. */
function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** Creates an empty PostgreSQL database on the test server; the returned function drops it. */
export async function createScratchPostgres(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return {
    url: withDatabaseName(adminUrl, name),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  if (!process.env.TEST_DATABASE_URL) {
    const database = await openDatabase({});
    await migrateDatabase(database);
    return { database, drop: () => database.close() };
  }
  const scratch = await createScratchPostgres();
  const database = await openDatabase({ databaseUrl: scratch.url, maxConnections: 4 });
  await migrateDatabase(database);
  return {
    database,
    url: scratch.url,
    drop: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}
