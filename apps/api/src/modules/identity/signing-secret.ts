import type { Config } from '../../config/env';
import type { Db } from '../../db/database';
import { readOrInitSetting } from '../platform';
import { randomToken } from './crypto';

const KEY = 'auth.signing_secret';

/**
 * The key that signs access tokens: AUTH_SECRET when set; otherwise one generated on first start and kept in the
 * database, so every instance sharing the database agrees and a restart keeps sessions valid.
 */
export async function loadSigningSecret(db: Db, config: Config): Promise<Uint8Array> {
  if (config.AUTH_SECRET) return new TextEncoder().encode(config.AUTH_SECRET);
  const secret = await readOrInitSetting(db, KEY, randomToken(48));
  return new TextEncoder().encode(String(secret));
}
