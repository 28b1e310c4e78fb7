import { ZPoolSettings, type TPoolSettings } from '@portal/domain';
import type { Db } from '../../db/database';
import type { ServiceContext } from '../../service-context';
import { recordAudit } from '../audit';
import { readSetting, writeSetting } from '../platform';

const KEY = 'identity.pool_settings';
const DEFAULTS: TPoolSettings = { mfa: 'OFF' };

/** The user pool's settings (MFA off by default), changed at run time by an administrator. */
export async function readPoolSettings(db: Db): Promise<TPoolSettings> {
  const parsed = ZPoolSettings.safeParse(await readSetting(db, KEY));
  return parsed.success ? parsed.data : DEFAULTS;
}

/** An administrator changes the pool's settings; audited with before and after. */
export async function writePoolSettings(
  ctx: ServiceContext,
  settings: TPoolSettings,
): Promise<TPoolSettings> {
  await ctx.db.transaction(async (tx) => {
    const before = await readPoolSettings(tx);
    await writeSetting(tx, KEY, settings);
    await recordAudit(tx, ctx.auth.actor, {
      entity: 'configuracao',
      entityId: KEY,
      action: 'update',
      before,
      after: settings,
    });
  });
  return settings;
}
