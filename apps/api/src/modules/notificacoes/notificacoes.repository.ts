import { and, asc, count, desc, eq, inArray, isNull, lte, notInArray, sql } from 'drizzle-orm';
import type { TNotificacaoEntrega } from '@portal/domain';
import type { Db } from '../../db/database';
import { totalOver, pageWithTotal } from '../../db/paging';
import { obrasTables } from '../obras';
import { notificacaoEventos, notificacaoPreferencias, notificacoes, seguidores } from './notificacoes.schema';

export type EventRow = typeof notificacaoEventos.$inferSelect;
export type NotificacaoRow = typeof notificacoes.$inferSelect;

/**
 * Takes the oldest event not yet delivered, with the other events of the same change (same record, same
 * transaction: same `created_at`), locked for this transaction; SKIP LOCKED so that two sweepers never take the same
 * events. `skip` leaves out events that failed in this sweep, so one bad event does not hold back the rest.
 */
export async function claimNextEventGroup(tx: Db, skip: readonly number[]): Promise<EventRow[]> {
  const [first] = await tx
    .select()
    .from(notificacaoEventos)
    .where(
      and(
        isNull(notificacaoEventos.processadoEm),
        skip.length ? notInArray(notificacaoEventos.id, [...skip]) : undefined,
      ),
    )
    .orderBy(asc(notificacaoEventos.createdAt), asc(notificacaoEventos.id))
    .limit(1)
    .for('update', { skipLocked: true });
  if (!first) return [];
  const siblings = await tx
    .select()
    .from(notificacaoEventos)
    .where(
      and(
        isNull(notificacaoEventos.processadoEm),
        eq(notificacaoEventos.entidade, first.entidade),
        eq(notificacaoEventos.entidadeId, first.entidadeId),
        // Compared in SQL: a JavaScript Date drops the microseconds of the transaction's timestamp.
        sql`${notificacaoEventos.createdAt} = (select e.created_at from notificacao_eventos e where e.id = ${first.id})`,
        sql`${notificacaoEventos.id} <> ${first.id}`,
      ),
    )
    .orderBy(asc(notificacaoEventos.id))
    .for('update', { skipLocked: true });
  return [first, ...siblings];
}

export async function markEventProcessed(tx: Db, id: number): Promise<void> {
  await tx
    .update(notificacaoEventos)
    .set({ processadoEm: sql`now()` })
    .where(eq(notificacaoEventos.id, id));
}

/** Who follows the record. */
export async function findFollowerIds(
  db: Db,
  entidade: string,
  entidadeId: string,
  /** Only who already followed the record then (the event's time): a later follower missed that change. */
  asOf: Date,
): Promise<string[]> {
  const rows = await db
    .select({ userId: seguidores.userId })
    .from(seguidores)
    .where(
      and(
        eq(seguidores.entidade, entidade),
        eq(seguidores.entidadeId, entidadeId),
        lte(seguidores.createdAt, asOf),
      ),
    );
  return rows.map((r) => r.userId);
}

/** The users who belong to the obra (read-only, from the obras module's table). */
export async function findObraMemberIds(db: Db, obraId: string): Promise<string[]> {
  const { obraUsuarios } = obrasTables;
  const rows = await db
    .select({ userId: obraUsuarios.userId })
    .from(obraUsuarios)
    .where(eq(obraUsuarios.obraId, obraId));
  return rows.map((r) => r.userId);
}

/** What these users chose for this kind; a user missing from the map never chose. */
export async function findPreferenceChoices(
  db: Db,
  userIds: readonly string[],
  tipo: string,
): Promise<Map<string, TNotificacaoEntrega>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: notificacaoPreferencias.userId, entrega: notificacaoPreferencias.entrega })
    .from(notificacaoPreferencias)
    .where(
      and(inArray(notificacaoPreferencias.userId, [...userIds]), eq(notificacaoPreferencias.tipo, tipo)),
    );
  return new Map(rows.map((r) => [r.userId, r.entrega]));
}

/**
 * Inserts the event's notifications; one per person per event (a retry inserts nothing again). Answers only the
 * rows inserted now, so their e-mails are queued once.
 */
export async function insertNotifications(
  tx: Db,
  rows: (typeof notificacoes.$inferInsert)[],
): Promise<{ id: number; userId: string; entrega: TNotificacaoEntrega }[]> {
  if (rows.length === 0) return [];
  return tx
    .insert(notificacoes)
    .values(rows)
    .onConflictDoNothing({ target: [notificacoes.eventoId, notificacoes.userId] })
    .returning({ id: notificacoes.id, userId: notificacoes.userId, entrega: notificacoes.entrega });
}

/** The user's notifications, newest first, with the total, paged in SQL. */
export async function findNotificationsPage(
  db: Db,
  userId: string,
  query: { page: number; pageSize: number; naoLidas: boolean },
): Promise<{ rows: NotificacaoRow[]; total: number }> {
  const where = and(
    eq(notificacoes.userId, userId),
    query.naoLidas ? isNull(notificacoes.lidaEm) : undefined,
  );
  const rows = await db
    .select({ row: notificacoes, total: totalOver() })
    .from(notificacoes)
    .where(where)
    .orderBy(desc(notificacoes.createdAt), desc(notificacoes.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const page = await pageWithTotal(rows, query.page, async () => {
    const [row] = await db.select({ n: count() }).from(notificacoes).where(where);
    return Number(row?.n ?? 0);
  });
  return { rows: page.rows.map((r) => r.row), total: page.total };
}

/** How many of the user's notifications are unread (the partial index on unread rows answers it). */
export async function countUnread(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notificacoes)
    .where(and(eq(notificacoes.userId, userId), isNull(notificacoes.lidaEm)));
  return Number(row?.n ?? 0);
}

/** Marks one of the user's notifications read (keeping the first reading time); undefined when not theirs. */
export async function markRead(db: Db, userId: string, id: number): Promise<NotificacaoRow | undefined> {
  const [row] = await db
    .update(notificacoes)
    .set({ lidaEm: sql`coalesce(${notificacoes.lidaEm}, now())` })
    .where(and(eq(notificacoes.id, id), eq(notificacoes.userId, userId)))
    .returning();
  return row;
}

/** Marks every unread notification of the user read; answers how many. */
export async function markAllRead(db: Db, userId: string): Promise<number> {
  const rows = await db
    .update(notificacoes)
    .set({ lidaEm: sql`now()` })
    .where(and(eq(notificacoes.userId, userId), isNull(notificacoes.lidaEm)))
    .returning({ id: notificacoes.id });
  return rows.length;
}

/** The user's own choices, by kind. */
export async function findPreferencesOf(db: Db, userId: string) {
  return db
    .select({ tipo: notificacaoPreferencias.tipo, entrega: notificacaoPreferencias.entrega })
    .from(notificacaoPreferencias)
    .where(eq(notificacaoPreferencias.userId, userId));
}

export async function upsertPreference(
  tx: Db,
  userId: string,
  tipo: string,
  entrega: TNotificacaoEntrega,
): Promise<void> {
  await tx
    .insert(notificacaoPreferencias)
    .values({ userId, tipo, entrega })
    .onConflictDoUpdate({
      target: [notificacaoPreferencias.userId, notificacaoPreferencias.tipo],
      set: { entrega, updatedAt: sql`now()` },
    });
}

/** The users with notifications waiting for the daily digest (the partial index on those rows answers it). */
export async function findDigestUserIds(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ userId: notificacoes.userId })
    .from(notificacoes)
    .where(and(eq(notificacoes.entrega, 'resumo'), isNull(notificacoes.enviadaEm)));
  return rows.map((r) => r.userId);
}

/**
 * The user's notifications waiting for the digest, oldest first, locked for this transaction (SKIP LOCKED: an
 * instance sending the same digest at the same moment finds none, so nobody gets it twice).
 */
export async function claimDigestOf(tx: Db, userId: string): Promise<NotificacaoRow[]> {
  return tx
    .select()
    .from(notificacoes)
    .where(
      and(
        eq(notificacoes.userId, userId),
        eq(notificacoes.entrega, 'resumo'),
        isNull(notificacoes.enviadaEm),
      ),
    )
    .orderBy(asc(notificacoes.createdAt), asc(notificacoes.id))
    .for('update', { skipLocked: true });
}

export async function markSent(tx: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(notificacoes)
    .set({ enviadaEm: sql`now()` })
    .where(inArray(notificacoes.id, [...ids]));
}
