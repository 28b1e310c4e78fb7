import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { sameHash, sha256 } from './crypto';
import { verificationCodes } from './identity.schema';

export type CodePurpose = (typeof verificationCodes.$inferSelect)['purpose'];

/** Wrong tries a code survives; after that it is spent and the user asks for a new one. */
export const MAX_CODE_ATTEMPTS = 5;

export const CODE_LIFETIME_MS: Record<CodePurpose, number> = {
  primeiro_acesso: 7 * 86_400_000,
  recuperacao: 60 * 60_000,
  verificar_email: 60 * 60_000,
};

/** Replaces any open code of the same purpose with a new one. */
export async function issueCode(tx: Db, userId: string, purpose: CodePurpose, code: string): Promise<void> {
  await tx
    .update(verificationCodes)
    .set({ consumedAt: sql`now()` })
    .where(
      and(
        eq(verificationCodes.userId, userId),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.consumedAt),
      ),
    );
  await tx.insert(verificationCodes).values({
    userId,
    purpose,
    codeHash: sha256(code),
    expiresAt: new Date(Date.now() + CODE_LIFETIME_MS[purpose]),
  });
}

export type CodeCheck = 'ok' | 'mismatch' | 'expired' | 'none';

/**
 * Checks a code against the user's open one. A match spends it; a mismatch counts a try (the code dies after
 * MAX_CODE_ATTEMPTS); an expired code is reported as such.
 */
export async function consumeCode(
  tx: Db,
  userId: string,
  purpose: CodePurpose,
  code: string,
): Promise<CodeCheck> {
  const [open] = await tx
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.userId, userId),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.consumedAt),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1)
    .for('update');
  if (!open) return 'none';
  if (!sameHash(open.codeHash, sha256(code.trim()))) {
    const attempts = open.attempts + 1;
    await tx
      .update(verificationCodes)
      .set({ attempts, ...(attempts >= MAX_CODE_ATTEMPTS ? { consumedAt: sql`now()` } : {}) })
      .where(eq(verificationCodes.id, open.id));
    return 'mismatch';
  }
  if (open.expiresAt <= new Date()) return 'expired';
  await tx
    .update(verificationCodes)
    .set({ consumedAt: sql`now()` })
    .where(eq(verificationCodes.id, open.id));
  return 'ok';
}

/** Whether the user still has an unexpired code of this purpose (e.g. a first-access code). */
export async function hasOpenCode(
  db: Db,
  userId: string,
  purpose: CodePurpose,
): Promise<'open' | 'expired' | 'none'> {
  const [open] = await db
    .select({ expiresAt: verificationCodes.expiresAt })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.userId, userId),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.consumedAt),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  if (!open) return 'none';
  return open.expiresAt > new Date() ? 'open' : 'expired';
}
