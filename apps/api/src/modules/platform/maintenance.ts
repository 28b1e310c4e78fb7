import { z } from 'zod';
import type { Db } from '../../db/database';
import type { ServiceContext } from '../../service-context';
import { recordAudit } from '../audit';
import { readSetting, writeSetting } from './settings.repository';

const KEY = 'platform.maintenance';
const ZPaths = z.array(z.string());

/** Route paths under maintenance (SPEC §4: such routes go to /manutencao), set at run time. */
export async function readMaintenancePaths(db: Db): Promise<string[]> {
  const parsed = ZPaths.safeParse(await readSetting(db, KEY));
  return parsed.success ? parsed.data : [];
}

export async function writeMaintenancePaths(ctx: ServiceContext, paths: string[]): Promise<string[]> {
  const unique = [...new Set(paths.map((p) => p.trim()).filter(Boolean))].sort();
  await ctx.db.transaction(async (tx) => {
    const before = await readMaintenancePaths(tx);
    await writeSetting(tx, KEY, unique);
    await recordAudit(tx, ctx.auth.actor, {
      entity: 'configuracao',
      entityId: KEY,
      action: 'update',
      before,
      after: unique,
    });
  });
  return unique;
}
