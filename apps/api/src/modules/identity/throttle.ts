import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { AttemptsExceeded } from './auth-errors';
import { authThrottle } from './identity.schema';

/** How the managed user pool throttles: 5 free failures, then 1 s, 2 s, 4 s ... up to about 15 minutes. */
export const THROTTLE = {
  freeFailures: 5,
  /** Failures from one network address (any accounts) before it is locked too. */
  freeFailuresPerAddress: 30,
  maxLockSeconds: 15 * 60,
  quietResetMs: 15 * 60 * 1000,
} as const;

export type ThrottleKind = 'senha' | 'codigo' | 'mfa' | 'endereco';

export function throttleKey(kind: ThrottleKind, id: string): string {
  return `${kind}:${id.trim().toLowerCase()}`;
}

/** Lock length after the n-th consecutive failure: 0 before the threshold, then 2^(n − threshold) seconds. */
export function lockSeconds(failures: number, threshold: number = THROTTLE.freeFailures): number {
  if (failures < threshold) return 0;
  return Math.min(2 ** (failures - threshold), THROTTLE.maxLockSeconds);
}

function kindOf(key: string): 'senha' | 'codigo' | 'endereco' {
  if (key.startsWith('endereco:')) return 'endereco';
  return key.startsWith('senha:') ? 'senha' : 'codigo';
}

/** Refuses while any of the keys is locked. Attempts during a lock are not counted, so they never extend it. */
export async function assertNotLocked(db: Db, keys: string[], now = new Date()): Promise<void> {
  const rows = await db.select().from(authThrottle).where(inArray(authThrottle.key, keys));
  for (const row of rows) {
    if (row.lockedUntil && row.lockedUntil > now) {
      throw new AttemptsExceeded(
        Math.max(1, Math.ceil((row.lockedUntil.getTime() - now.getTime()) / 1000)),
        kindOf(row.key),
      );
    }
  }
}

/** Counts one failure; after 15 quiet minutes the count starts again. */
export async function registerFailure(
  db: Db,
  key: string,
  threshold: number = THROTTLE.freeFailures,
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(authThrottle).where(eq(authThrottle.key, key)).for('update');
    const quiet = !row || now.getTime() - row.lastFailureAt.getTime() > THROTTLE.quietResetMs;
    const failures = (quiet ? 0 : row.failures) + 1;
    const seconds = lockSeconds(failures, threshold);
    const values = {
      failures,
      lastFailureAt: now,
      lockedUntil: seconds > 0 ? new Date(now.getTime() + seconds * 1000) : null,
    };
    await tx
      .insert(authThrottle)
      .values({ key, ...values })
      .onConflictDoUpdate({ target: authThrottle.key, set: values });
  });
}

/**
 * Counts an attempt before it is checked, and refuses it while the key is locked. Counting first, inside one
 * locked row, means guesses sent in parallel cannot all slip past the lockout; a success then clears the count.
 */
export async function claimAttempt(
  db: Db,
  key: string,
  threshold: number = THROTTLE.freeFailures,
  now = new Date(),
): Promise<void> {
  const lockedFor = await db.transaction(async (tx) => {
    // One statement creates or locks the row and reads it: a success of a parallel attempt deleting the row between
    // an insert and a separate read would leave nothing to read (two sign-ins of one user at once answered 500).
    const [row] = await tx
      .insert(authThrottle)
      .values({ key, failures: 0, lastFailureAt: now })
      .onConflictDoUpdate({ target: authThrottle.key, set: { key: sql`excluded.key` } })
      .returning();
    if (row!.lockedUntil && row!.lockedUntil > now) return row!.lockedUntil.getTime() - now.getTime();
    const quiet = row!.failures === 0 || now.getTime() - row!.lastFailureAt.getTime() > THROTTLE.quietResetMs;
    const failures = (quiet ? 0 : row!.failures) + 1;
    const seconds = lockSeconds(failures, threshold);
    await tx
      .update(authThrottle)
      .set({
        failures,
        lastFailureAt: now,
        lockedUntil: seconds > 0 ? new Date(now.getTime() + seconds * 1000) : null,
      })
      .where(eq(authThrottle.key, key));
    return 0;
  });
  if (lockedFor > 0) throw new AttemptsExceeded(Math.max(1, Math.ceil(lockedFor / 1000)), kindOf(key));
}

/** A success resets the count. */
export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.delete(authThrottle).where(eq(authThrottle.key, key));
}
