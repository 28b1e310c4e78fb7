import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';

export interface ScaleOptions {
  obras: number;
  users: number;
  /** Daily reports per obra, on average (obras still being planned have none). */
  rdosPorObra: number;
}

/** What earlier generators created, for later ones to hang their records on. */
export interface ScaleContext {
  db: Db;
  options: ScaleOptions;
  random: () => number;
  passwordHash: string;
  clienteIds: string[];
  /** Staff users that may manage a site. */
  siteManagerIds: string[];
  userIds: string[];
  obraIds: string[];
  log(message: string): void;
}

/** A module's contribution to the large data set used by `npm run bench`. */
export interface ScaleGenerator {
  name: string;
  run(context: ScaleContext): Promise<void>;
}

/** mulberry32: a small seeded generator, so every run of the scale seed builds the same data. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

/** Inserts rows in batches small enough for one statement's parameter limit. */
export async function insertInBatches<T>(
  rows: T[],
  size: number,
  insert: (batch: T[]) => Promise<unknown>,
): Promise<void> {
  for (let i = 0; i < rows.length; i += size) {
    await insert(rows.slice(i, i + size));
  }
}

/**
 * Inserts many rows in one statement with a single parameter (the rows as JSON, unpacked by
 * `jsonb_to_recordset`): the COPY of a seed, the same on PGlite and PostgreSQL, and a few times faster than a
 * multi-row `values` list. Columns no row names take their defaults; a row without a column another row names
 * gets NULL there.
 */
export async function insertJsonRows<TTable extends PgTable>(
  db: Db,
  table: TTable,
  rows: TTable['$inferInsert'][],
): Promise<void> {
  if (rows.length === 0) return;
  const keys = new Set(rows.flatMap((row) => Object.keys(row)));
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => keys.has(key));
  const payload = rows.map((row) => {
    const values: Record<string, unknown> = {};
    for (const [key, column] of columns) {
      const value = (row as Record<string, unknown>)[key];
      values[column.name] =
        value === null || value === undefined
          ? null
          : column.getSQLType().startsWith('json')
            ? value
            : column.mapToDriverValue(value);
    }
    return values;
  });
  const names = sql.join(
    columns.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  const types = sql.join(
    columns.map(([, column]) => sql`${sql.identifier(column.name)} ${sql.raw(column.getSQLType())}`),
    sql`, `,
  );
  await db.execute(
    sql`insert into ${table} (${names}) select ${names} from jsonb_to_recordset(${JSON.stringify(payload)}::jsonb) as r(${types})`,
  );
}
