import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { users } from './users.schema';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

export async function insertUser(tx: Db, row: NewUserRow): Promise<UserRow> {
  const [created] = await tx.insert(users).values(row).returning();
  return created!;
}

export async function findUserByEmail(tx: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
  return row;
}

/** A user who has not deleted their account. */
export async function findLiveUserById(tx: Db, id: string): Promise<UserRow | undefined> {
  const user = await findUserById(tx, id);
  return user && !user.deletedAt ? user : undefined;
}

export async function findUserById(tx: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Active accounts holding a role (who planning e-mails go to). */
export async function findActiveUsersWithRole(tx: Db, role: string) {
  return tx
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(sql`${role} = any(${users.roles})`, eq(users.enabled, true), isNull(users.deletedAt)))
    .orderBy(users.name)
    .limit(200);
}

/** Changes a user's row; `updatedAt` follows. */
export async function updateUserRow(tx: Db, id: string, changes: Partial<NewUserRow>): Promise<UserRow> {
  const [row] = await tx
    .update(users)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  return row!;
}

/**
 * The accounts that keep the portal administered: acesso_total, enabled, not deleted, and past their first access
 * (an invitation nobody is left to resend would not count). Locked, so two of them leaving at once are serialized.
 */
export async function lockActiveFullAdmins(tx: Db): Promise<{ id: string }[]> {
  return tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`'acesso_total' = any(${users.roles})`,
        eq(users.enabled, true),
        isNull(users.deletedAt),
        sql`${users.status} <> 'FORCE_CHANGE_PASSWORD'`,
      ),
    )
    .for('update');
}
