import { and, desc, eq, sql } from 'drizzle-orm';
import type { TDevice } from '@portal/domain';
import type { Db } from '../../db/database';
import { NotFound } from '../../errors/domain-errors';
import { recordAudit, type Actor } from '../audit';
import { sha256 } from './crypto';
import { deviceNameFrom } from './device-name';
import { userDevices } from './identity.schema';
import { revokeSessionsOfDevice } from './sessions.repository';

export type DeviceRow = typeof userDevices.$inferSelect;

/** The device record of this browser for this user, created on its first sign-in. */
export async function ensureDevice(
  tx: Db,
  userId: string,
  deviceKey: string,
  userAgent: string | undefined,
): Promise<DeviceRow> {
  const keyHash = sha256(deviceKey);
  const [existing] = await tx
    .select()
    .from(userDevices)
    .where(and(eq(userDevices.userId, userId), eq(userDevices.keyHash, keyHash)))
    .limit(1);
  if (existing) {
    await tx
      .update(userDevices)
      .set({ lastSeenAt: sql`now()` })
      .where(eq(userDevices.id, existing.id));
    return existing;
  }
  const [created] = await tx
    .insert(userDevices)
    .values({ userId, keyHash, name: deviceNameFrom(userAgent) })
    .returning();
  return created!;
}

export async function findDevice(
  tx: Db,
  userId: string,
  deviceKey: string | undefined,
): Promise<DeviceRow | undefined> {
  if (!deviceKey) return undefined;
  const [row] = await tx
    .select()
    .from(userDevices)
    .where(and(eq(userDevices.userId, userId), eq(userDevices.keyHash, sha256(deviceKey))))
    .limit(1);
  return row;
}

export async function listDevices(
  db: Db,
  userId: string,
  currentDeviceId: string | null,
): Promise<TDevice[]> {
  const rows = await db
    .select()
    .from(userDevices)
    .where(eq(userDevices.userId, userId))
    .orderBy(desc(userDevices.lastSeenAt));
  return rows.map((d) => ({
    id: d.id,
    name: d.name,
    remembered: d.remembered,
    current: d.id === currentDeviceId,
    lastSeenAt: d.lastSeenAt.toISOString(),
    createdAt: d.createdAt.toISOString(),
  }));
}

/** A remembered device skips the MFA challenge at sign-in. */
export async function rememberDevice(tx: Db, actor: Actor, userId: string, deviceId: string): Promise<void> {
  const updated = await tx
    .update(userDevices)
    .set({ remembered: true })
    .where(and(eq(userDevices.id, deviceId), eq(userDevices.userId, userId)))
    .returning({ id: userDevices.id });
  if (updated.length === 0) throw new NotFound('Dispositivo não encontrado.');
  await recordAudit(tx, actor, {
    entity: 'user',
    entityId: userId,
    action: 'lembrar_dispositivo',
    after: { deviceId },
  });
}

/** Forgetting a device also ends the sessions open on it. */
export async function forgetDevice(tx: Db, actor: Actor, userId: string, deviceId: string): Promise<void> {
  const [device] = await tx
    .select({ id: userDevices.id })
    .from(userDevices)
    .where(and(eq(userDevices.id, deviceId), eq(userDevices.userId, userId)));
  if (!device) throw new NotFound('Dispositivo não encontrado.');
  await revokeSessionsOfDevice(tx, deviceId, 'dispositivo_esquecido');
  await tx.delete(userDevices).where(eq(userDevices.id, deviceId));
  await recordAudit(tx, actor, {
    entity: 'user',
    entityId: userId,
    action: 'esquecer_dispositivo',
    before: { deviceId },
  });
}
