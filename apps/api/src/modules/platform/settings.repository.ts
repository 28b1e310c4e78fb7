import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { appMeta } from './meta.schema';

/**
 * The installation's key-value store (`app_meta`): one JSON value per key, named `<module>.<what>`
 * (`identity.pool_settings`, `platform.maintenance`). Other modules read and write their keys through these.
 */
export async function readSetting(db: Db, key: string): Promise<unknown> {
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, key));
  return row?.value;
}

/** Sets a key's value, replacing the one it had. */
export async function writeSetting(tx: Db, key: string, value: unknown): Promise<void> {
  await tx
    .insert(appMeta)
    .values({ key, value })
    .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: sql`now()` } });
}

/**
 * The key's value, set first to `initial` when the key has none yet. Two processes starting together agree: the
 * first insert wins and both read its value.
 */
export async function readOrInitSetting(db: Db, key: string, initial: unknown): Promise<unknown> {
  await db.insert(appMeta).values({ key, value: initial }).onConflictDoNothing();
  return readSetting(db, key);
}
