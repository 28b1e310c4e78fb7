import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Who changed what, when, and how the record looked before and after: one row per write of every module. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Null for the system itself (seed, scheduled jobs). */
    actorId: uuid('actor_id'),
    /** The actor's e-mail at the time, so the log reads well even after the user is gone. */
    actorEmail: text('actor_email'),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    requestId: text('request_id'),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityId, t.at.desc()),
    index('audit_log_actor_idx').on(t.actorId, t.at.desc()),
    index('audit_log_at_idx').on(t.at.desc()),
  ],
);
