import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../identity/users.schema';

/**
 * Every move of every module's records through its life cycle: who, when, from, to, why, and whom the mover stood
 * in for. The record's timeline reads this table; the audit log keeps the field-level changes.
 */
export const workflowMoves = pgTable(
  'workflow_moves',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    entidade: text('entidade').notNull(),
    entidadeId: text('entidade_id').notNull(),
    movimento: text('movimento').notNull(),
    de: text('de').notNull(),
    para: text('para').notNull(),
    porId: uuid('por_id').references(() => users.id, { onDelete: 'set null' }),
    /** Names at the time, so the timeline reads well after people leave. */
    porNome: text('por_nome').notNull(),
    substituindoId: uuid('substituindo_id').references(() => users.id, { onDelete: 'set null' }),
    substituindoNome: text('substituindo_nome'),
    motivo: text('motivo'),
    em: timestamp('em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('workflow_moves_record_idx').on(t.entidade, t.entidadeId, t.em)],
);
