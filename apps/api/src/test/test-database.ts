import fs from 'node:fs';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/database';
import { migrateDatabase } from '../db/migrate';
import { seedDemoDataOnce } from '../seed/seed-demo';
import { createScratchPostgres as createScratch, type TestTemplates } from './test-templates';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Undefined when the run has no global set-up (each file then builds its own database). */
    testTemplates: TestTemplates | undefined;
  }
}

export interface TestDatabase {
  database: Database;
  /** The connection string of this test's own PostgreSQL database; undefined on PGlite. */
  url?: string;
  drop(): Promise<void>;
}

/**
 * Creates a PostgreSQL database on the test server, empty or as a copy of a template; the returned function
 * drops it, and the end of the run drops it too if the test could not.
 */
export function createScratchPostgres(
  template?: string,
): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  return createScratch(template, inject('testTemplates')?.scratchPrefix || undefined);
}

export interface TestDatabaseOptions {
  /** Start from the demo company (users with the password Demo@1234), not from an empty database. */
  demo?: boolean;
}

// One read of each tarball per test file (a file opens one or two databases).
const tarballs = new Map<string, Blob>();
function tarball(file: string): Blob {
  let blob = tarballs.get(file);
  if (!blob) {
    blob = new Blob([fs.readFileSync(file)]);
    tarballs.set(file, blob);
  }
  return blob;
}

/**
 * A fresh database for one test file, migrated and, when asked, with the demo company: a copy of the run's
 * template (in-memory PGlite loaded from its tarball, or a new database on the PostgreSQL server named by
 * TEST_DATABASE_URL made with CREATE DATABASE … TEMPLATE). Without a global set-up it is built from nothing.
 */
export async function openTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
  const templates = inject('testTemplates');
  const template =
    templates?.kind === (onPostgres ? 'postgres' : 'pglite')
      ? options.demo
        ? templates.demo
        : templates.migrated
      : undefined;
  if (!onPostgres) {
    const database = await openDatabase(template ? { pgliteLoadDataDir: tarball(template) } : {});
    if (!template) await buildContent(database, options);
    return { database, drop: () => database.close() };
  }
  const scratch = await createScratchPostgres(template);
  const database = await openDatabase({ databaseUrl: scratch.url, maxConnections: 4 });
  if (!template) await buildContent(database, options);
  return {
    database,
    url: scratch.url,
    drop: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}

async function buildContent(database: Database, options: TestDatabaseOptions): Promise<void> {
  await migrateDatabase(database);
  if (options.demo) await seedDemoDataOnce(database);
}
