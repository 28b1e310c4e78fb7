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

/** The user's newest unused code of this purpose (locked for update when it is about to change). */
export async function findOpenCode(db: Db, userId: string, purpose: CodePurpose, forUpdate = false) {
  const query = db
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
    .limit(1);
  const [open] = forUpdate ? await query.for('update') : await query;
  return open;
}

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
  const open = await findOpenCode(tx, userId, purpose, true);
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
