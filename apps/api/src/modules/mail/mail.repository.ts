import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { mailOutbox } from './mail.schema';

export type MailRow = typeof mailOutbox.$inferSelect;

/** While one sender delivers a mail, nobody else takes it; if that sender dies, the mail is retried after this. */
const LEASE_MINUTES = 10;

export async function insertMail(tx: Db, row: typeof mailOutbox.$inferInsert): Promise<void> {
  await tx.insert(mailOutbox).values(row);
}

/**
 * Takes the oldest mail due for delivery, in one short statement (safe with several instances: SKIP LOCKED), and
 * leases it so no other sender picks it up while this one talks to the SMTP server.
 */
export async function claimNextMail(db: Db): Promise<MailRow | undefined> {
  const rows = await db.execute(sql`
    update ${mailOutbox}
       set next_attempt_at = now() + make_interval(mins => ${LEASE_MINUTES}), attempts = attempts + 1
     where id = (select id from ${mailOutbox}
                  where status = 'pendente' and next_attempt_at <= now()
                  order by created_at limit 1 for update skip locked)
    returning id`);
  const id = (rows as unknown as { rows: { id: string }[] }).rows[0]?.id;
  if (!id) return undefined;
  const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return mail;
}

export async function markMailSent(db: Db, id: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'enviado', sentAt: sql`now()` })
    .where(eq(mailOutbox.id, id));
}

/** A failed delivery waits longer each time, and gives up after `maxAttempts`. */
export async function markMailFailed(
  db: Db,
  mail: MailRow,
  error: string,
  maxAttempts: number,
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      lastError: error.slice(0, 500),
      status: mail.attempts >= maxAttempts ? 'falhou' : 'pendente',
      nextAttemptAt: sql`now() + make_interval(secs => ${2 ** mail.attempts * 15})`,
    })
    .where(eq(mailOutbox.id, mail.id));
}

/** The mails, newest first (the development mailbox). */
export async function listMailbox(db: Db, to: string | undefined, limit: number): Promise<MailRow[]> {
  return db
    .select()
    .from(mailOutbox)
    .where(to ? eq(mailOutbox.to, to.trim().toLowerCase()) : undefined)
    .orderBy(desc(mailOutbox.createdAt))
    .limit(limit);
}
