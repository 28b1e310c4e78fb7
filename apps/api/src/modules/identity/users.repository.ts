import { eq } from 'drizzle-orm';
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

export async function findUserById(tx: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}
