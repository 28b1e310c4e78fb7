import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { sha256 } from './crypto';
import { deviceNameFrom } from './device-name';
import { userDevices } from './identity.schema';

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

/** The user's devices, most recently seen first. */
export async function findDevicesOfUser(db: Db, userId: string): Promise<DeviceRow[]> {
  return db
    .select()
    .from(userDevices)
    .where(eq(userDevices.userId, userId))
    .orderBy(desc(userDevices.lastSeenAt));
}

/** Marks one of the user's devices as remembered; false when the user has no such device. */
export async function markDeviceRemembered(tx: Db, userId: string, deviceId: string): Promise<boolean> {
  const updated = await tx
    .update(userDevices)
    .set({ remembered: true })
    .where(and(eq(userDevices.id, deviceId), eq(userDevices.userId, userId)))
    .returning({ id: userDevices.id });
  return updated.length > 0;
}

/** Deletes one of the user's devices; false when the user has no such device. */
export async function deleteDeviceOfUser(tx: Db, userId: string, deviceId: string): Promise<boolean> {
  const deleted = await tx
    .delete(userDevices)
    .where(and(eq(userDevices.id, deviceId), eq(userDevices.userId, userId)))
    .returning({ id: userDevices.id });
  return deleted.length > 0;
}
