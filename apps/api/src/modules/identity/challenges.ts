import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { TChallenge, TChallengeName } from '@portal/domain';
import type { Db } from '../../db/database';
import { randomToken, sha256 } from './crypto';
import { authChallenges } from './identity.schema';

export type ChallengeRow = typeof authChallenges.$inferSelect;

const LIFETIME_MS: Record<TChallengeName, number> = {
  NEW_PASSWORD_REQUIRED: 15 * 60_000,
  SOFTWARE_TOKEN_MFA: 5 * 60_000,
  MFA_SETUP: 10 * 60_000,
};

/** Opens a challenge; the returned token goes to the browser in an HttpOnly cookie. */
export async function openChallenge(
  tx: Db,
  userId: string,
  challenge: TChallenge,
): Promise<{ token: string; challenge: TChallenge }> {
  const token = randomToken();
  await tx.insert(authChallenges).values({
    userId,
    name: challenge.name,
    sessionHash: sha256(token),
    expiresAt: new Date(Date.now() + LIFETIME_MS[challenge.name]),
  });
  return { token, challenge };
}

export async function findOpenChallenge(
  db: Db,
  token: string | undefined,
): Promise<ChallengeRow | undefined> {
  if (!token) return undefined;
  const [row] = await db
    .select()
    .from(authChallenges)
    .where(
      and(
        eq(authChallenges.sessionHash, sha256(token)),
        isNull(authChallenges.consumedAt),
        gt(authChallenges.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return row;
}

export async function consumeChallenge(tx: Db, id: string): Promise<void> {
  await tx
    .update(authChallenges)
    .set({ consumedAt: sql`now()` })
    .where(eq(authChallenges.id, id));
}

export async function setPendingTotpSecret(db: Db, id: string, secret: string): Promise<void> {
  await db.update(authChallenges).set({ pendingTotpSecret: secret }).where(eq(authChallenges.id, id));
}
