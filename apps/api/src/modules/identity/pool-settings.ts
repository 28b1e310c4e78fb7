import { eq, sql } from 'drizzle-orm';
import { ZPoolSettings, type TPoolSettings } from '@portal/domain';
import type { Db } from '../../db/database';
import { recordAudit, type Actor } from '../audit';
import { appMeta } from '../platform/meta.schema';

const KEY = 'identity.pool_settings';
const DEFAULTS: TPoolSettings = { mfa: 'OFF' };

/** The user pool's settings (MFA off by default), changed at run time by an administrator. */
export async function readPoolSettings(db: Db): Promise<TPoolSettings> {
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, KEY));
  const parsed = ZPoolSettings.safeParse(row?.value);
  return parsed.success ? parsed.data : DEFAULTS;
}

export async function writePoolSettings(db: Db, actor: Actor, settings: TPoolSettings): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await readPoolSettings(tx);
    await tx
      .insert(appMeta)
      .values({ key: KEY, value: settings })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: settings, updatedAt: sql`now()` } });
    await recordAudit(tx, actor, {
      entity: 'configuracao',
      entityId: KEY,
      action: 'update',
      before,
      after: settings,
    });
  });
}
