import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { recordAudit, type Actor } from '../audit';
import { appMeta } from './meta.schema';

const KEY = 'platform.maintenance';
const ZPaths = z.array(z.string());

/** Route paths under maintenance (SPEC §4: such routes go to /manutencao), set at run time. */
export async function readMaintenancePaths(db: Db): Promise<string[]> {
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, KEY));
  const parsed = ZPaths.safeParse(row?.value);
  return parsed.success ? parsed.data : [];
}

export async function writeMaintenancePaths(db: Db, actor: Actor, paths: string[]): Promise<string[]> {
  const unique = [...new Set(paths.map((p) => p.trim()).filter(Boolean))].sort();
  await db.transaction(async (tx) => {
    const before = await readMaintenancePaths(tx);
    await tx
      .insert(appMeta)
      .values({ key: KEY, value: unique })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: unique, updatedAt: sql`now()` } });
    await recordAudit(tx, actor, {
      entity: 'configuracao',
      entityId: KEY,
      action: 'update',
      before,
      after: unique,
    });
  });
  return unique;
}
