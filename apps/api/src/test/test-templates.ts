import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../db/database';
import { migrateDatabase } from '../db/migrate';
import { seedDemoDataOnce } from '../seed/seed-demo';

/**
 * The databases every test file starts from, built once per `vitest run` by global-setup.ts: on PGlite the
 * paths of two `dumpDataDir` tarballs, on PostgreSQL the names of two template databases.
 */
export interface TestTemplates {
  kind: 'pglite' | 'postgres';
  /** Migrated, empty. */
  migrated: string;
  /** Migrated, with the demo company. */
  demo: string;
  /** How this run's scratch PostgreSQL databases are named: whatever a file leaves behind is dropped at the end. */
  scratchPrefix: string;
}

/** Names made by the tests start with these and carry their creation time, so leftovers can be recognised. */
const SCRATCH_PREFIX = 'portal_test_';
const TEMPLATE_PREFIX = 'portal_modelo_';
const TEMPLATE_DIR_PREFIX = 'portal-test-modelos-';
/** Older leftovers of a run that was killed before its clean-up (no run lasts this long). */
const STALE_AFTER_MS = 12 * 3_600_000;

/** A name nobody else uses: the creation time (base 36) and random bytes. */
function uniqueName(prefix: string, bytes = 5): string {
  return `${prefix}${Date.now().toString(36)}_${randomBytes(bytes).toString('hex')}`;
}

function createdAtOf(name: string, prefix: string): number | undefined {
  const stamp = name.slice(prefix.length).split(/[_-]/)[0] ?? '';
  const ms = parseInt(stamp, 36);
  return Number.isFinite(ms) ? ms : undefined;
}

/** TEST_DATABASE_URL's server with a database of this test's own name. */
function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function onServer<T>(run: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL! });
  await admin.connect();
  try {
    return await run(admin);
  } finally {
    await admin.end();
  }
}

async function dropPostgres(name: string): Promise<void> {
  await onServer((admin) => admin.query(`drop database if exists ${name} with (force)`));
}

/**
 * Creates a PostgreSQL database on the test server, empty or as a copy of a template, named after the run's
 * prefix when there is one; the returned function drops it.
 */
export async function createScratchPostgres(
  template?: string,
  prefix?: string,
): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = prefix ? `${prefix}${randomBytes(5).toString('hex')}` : uniqueName(SCRATCH_PREFIX);
  await onServer((admin) => admin.query(`create database ${name}${template ? ` template ${template}` : ''}`));
  return {
    name,
    url: withDatabaseName(process.env.TEST_DATABASE_URL!, name),
    drop: () => dropPostgres(name),
  };
}

/** The templates of one run, and how to remove them at its end. */
export interface BuiltTemplates {
  templates: TestTemplates;
  remove(): Promise<void>;
}

/**
 * Builds the migrated and the demo databases once (global-setup.ts). The names are unique to this run, so two
 * runs at the same time do not meet; leftovers of killed runs older than 12 hours are removed first.
 */
export async function buildTemplates(): Promise<BuiltTemplates> {
  return process.env.TEST_DATABASE_URL ? buildPostgresTemplates() : buildPgliteTemplates();
}

async function buildPgliteTemplates(): Promise<BuiltTemplates> {
  for (const entry of fs.readdirSync(os.tmpdir())) {
    const createdAt = entry.startsWith(TEMPLATE_DIR_PREFIX) && createdAtOf(entry, TEMPLATE_DIR_PREFIX);
    if (createdAt && Date.now() - createdAt > STALE_AFTER_MS)
      fs.rmSync(path.join(os.tmpdir(), entry), { recursive: true, force: true });
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${uniqueName(TEMPLATE_DIR_PREFIX)}-`));
  const templates: TestTemplates = {
    kind: 'pglite',
    migrated: path.join(dir, 'migrado.tar'),
    demo: path.join(dir, 'demo.tar'),
    scratchPrefix: '',
  };
  const database = await openDatabase({});
  try {
    // Uncompressed: loading it is faster, and it lives only for the run.
    await migrateDatabase(database);
    fs.writeFileSync(templates.migrated, await database.pglite!.dumpDataDir('none').then(bytesOf));
    await seedDemoDataOnce(database);
    fs.writeFileSync(templates.demo, await database.pglite!.dumpDataDir('none').then(bytesOf));
  } finally {
    await database.close();
  }
  return { templates, remove: async () => fs.rmSync(dir, { recursive: true, force: true }) };
}

async function bytesOf(blob: Blob): Promise<Buffer> {
  return Buffer.from(await blob.arrayBuffer());
}

async function buildPostgresTemplates(): Promise<BuiltTemplates> {
  await onServer(async (admin) => {
    const { rows } = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname like $1 or datname like $2`,
      [`${SCRATCH_PREFIX}%`, `${TEMPLATE_PREFIX}%`],
    );
    for (const { datname } of rows) {
      const prefix = datname.startsWith(SCRATCH_PREFIX) ? SCRATCH_PREFIX : TEMPLATE_PREFIX;
      const createdAt = createdAtOf(datname, prefix);
      if (createdAt && Date.now() - createdAt > STALE_AFTER_MS)
        await admin.query(`drop database if exists ${datname} with (force)`);
    }
  });
  const runId = uniqueName('', 2);
  const templates: TestTemplates = {
    kind: 'postgres',
    migrated: `${TEMPLATE_PREFIX}${runId}_migrado`,
    demo: `${TEMPLATE_PREFIX}${runId}_demo`,
    scratchPrefix: `${SCRATCH_PREFIX}${runId}_`,
  };
  const remove = async () => {
    await dropPostgres(templates.demo);
    await dropPostgres(templates.migrated);
    // A test that stopped half-way (or closed its app by hand) may have left its copy.
    const { rows } = await onServer((admin) =>
      admin.query<{ datname: string }>(`select datname from pg_database where starts_with(datname, $1)`, [
        templates.scratchPrefix,
      ]),
    );
    for (const { datname } of rows) await dropPostgres(datname);
  };
  try {
    // A template must have no open connection while it is copied: each is closed once built.
    await onServer((admin) => admin.query(`create database ${templates.migrated}`));
    await build(templates.migrated, (database) => migrateDatabase(database));
    await onServer((admin) =>
      admin.query(`create database ${templates.demo} template ${templates.migrated}`),
    );
    await build(templates.demo, (database) => seedDemoDataOnce(database));
  } catch (error) {
    await remove().catch(() => undefined);
    throw error;
  }
  return { templates, remove };
}

async function build(name: string, fill: (database: Database) => Promise<unknown>): Promise<void> {
  const database = await openDatabase({
    databaseUrl: withDatabaseName(process.env.TEST_DATABASE_URL!, name),
    maxConnections: 1,
  });
  try {
    await fill(database);
  } finally {
    await database.close();
  }
}
