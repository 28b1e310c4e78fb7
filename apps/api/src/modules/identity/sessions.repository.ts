import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { obrasTables } from '../obras';
import { TIME_ZONE } from '@portal/domain';
import { authSessions, refreshTokens } from './identity.schema';
import { substituicoes } from './substitutions.schema';
import { users } from './users.schema';

export type SessionRow = typeof authSessions.$inferSelect;
export type { UserRow } from './users.repository';

export async function insertSession(tx: Db, row: typeof authSessions.$inferInsert): Promise<SessionRow> {
  const [created] = await tx.insert(authSessions).values(row).returning();
  return created!;
}

export async function insertRefreshToken(
  tx: Db,
  sessionId: string,
  tokenHash: string,
  expiresAt: Date,
): Promise<void> {
  await tx.insert(refreshTokens).values({ sessionId, tokenHash, expiresAt });
}

/** The refresh token with its session and user, locked for the rotation. */
export async function findRefreshTokenForUpdate(tx: Db, tokenHash: string) {
  const [row] = await tx
    .select({ token: refreshTokens, session: authSessions, user: users })
    .from(refreshTokens)
    .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1)
    .for('update', { of: refreshTokens });
  return row;
}

export async function markRefreshTokenUsed(tx: Db, id: string): Promise<void> {
  await tx
    .update(refreshTokens)
    .set({ usedAt: sql`now()` })
    .where(eq(refreshTokens.id, id));
}

export async function touchSession(tx: Db, id: string): Promise<void> {
  await tx
    .update(authSessions)
    .set({ lastUsedAt: sql`now()` })
    .where(eq(authSessions.id, id));
}

export async function revokeSessionById(tx: Db, id: string, reason: string): Promise<void> {
  await tx
    .update(authSessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(authSessions.id, id), isNull(authSessions.revokedAt)));
}

export async function revokeSessionsOfUser(tx: Db, userId: string, reason: string): Promise<number> {
  const rows = await tx
    .update(authSessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)))
    .returning({ id: authSessions.id });
  return rows.length;
}

export async function revokeSessionsOfDevice(tx: Db, deviceId: string, reason: string): Promise<void> {
  await tx
    .update(authSessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(authSessions.deviceId, deviceId), isNull(authSessions.revokedAt)));
}

/** Today's date where the company works: a substitution's period is in São Paulo days, whatever the server's zone. */
export const TODAY_IN_BRAZIL = sql`(now() at time zone ${sql.raw(`'${TIME_ZONE}'`)})::date`;

function sessionWithUserQuery(db: Db) {
  const { obraUsuarios } = obrasTables;
  return db
    .select({
      session: authSessions,
      user: users,
      obras: sql<
        string[]
      >`coalesce((select array_agg(${obraUsuarios.obraId}::text) from ${obraUsuarios} where ${obraUsuarios.userId} = ${users.id}), '{}')`,
      titulares: sql<
        string[]
      >`coalesce((select array_agg(${substituicoes.titularId}::text) from ${substituicoes}
        where ${substituicoes.substitutoId} = ${users.id} and ${TODAY_IN_BRAZIL} between ${substituicoes.inicio} and ${substituicoes.fim}), '{}')`,
    })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(eq(authSessions.id, sql.placeholder('sessionId')))
    .limit(1)
    .prepare('portal_session_with_user');
}

/** The session query of each database handle, built once (building its SQL cost as much as running it). */
const sessionWithUserQueries = new WeakMap<Db, ReturnType<typeof sessionWithUserQuery>>();

/**
 * What every authenticated request needs, in one query: the session, its user, and the user's obras. A prepared
 * statement: the SQL is built once per database handle, and PostgreSQL keeps its plan per connection.
 */
export async function findSessionWithUser(db: Db, sessionId: string) {
  let query = sessionWithUserQueries.get(db);
  if (!query) sessionWithUserQueries.set(db, (query = sessionWithUserQuery(db)));
  const [row] = await query.execute({ sessionId });
  return row;
}

export async function findSessionByRefreshHash(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ session: authSessions, user: users })
    .from(refreshTokens)
    .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  return row;
}
