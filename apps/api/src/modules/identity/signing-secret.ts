import { eq } from 'drizzle-orm';
import type { Config } from '../../config/env';
import type { Db } from '../../db/database';
import { appMeta } from '../platform/meta.schema';
import { randomToken } from './crypto';

const KEY = 'auth.signing_secret';

/**
 * The key that signs access tokens: AUTH_SECRET when set; otherwise one generated on first start and kept in the
 * database, so every instance sharing the database agrees and a restart keeps sessions valid.
 */
export async function loadSigningSecret(db: Db, config: Config): Promise<Uint8Array> {
  if (config.AUTH_SECRET) return new TextEncoder().encode(config.AUTH_SECRET);
  await db
    .insert(appMeta)
    .values({ key: KEY, value: randomToken(48) })
    .onConflictDoNothing();
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, KEY));
  return new TextEncoder().encode(String(row!.value));
}
