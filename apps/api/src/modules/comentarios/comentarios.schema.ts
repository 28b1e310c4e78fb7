import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../identity/users.schema';

/**
 * The thread of any record of any module (an RDO, an occurrence, a ticket, a contract...): comments with mentions
 * and files. The record is named as the record registry names it (`entidade` + its id), so the thread never imports
 * the module; its files are `arquivos` rows attached to the comment (`entidade = 'comentario'`).
 */
export const comentarios = pgTable(
  'comentarios',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entidade: text('entidade').notNull(),
    entidadeId: text('entidade_id').notNull(),
    autorId: uuid('autor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The author's name at the time, so the thread reads well after people leave. */
    autorNome: text('autor_nome').notNull(),
    texto: text('texto').notNull(),
    /** An internal note: never shown to external users (clients, suppliers, law firms). */
    interno: boolean('interno').notNull().default(false),
    /** The users mentioned (`@nome`), each notified once. */
    mencoes: uuid('mencoes').array().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editadoEm: timestamp('editado_em', { withTimezone: true }),
    /** A removed comment stays as "comentário removido" so the thread keeps its order. */
    removidoEm: timestamp('removido_em', { withTimezone: true }),
  },
  (t) => [index('comentarios_registro_idx').on(t.entidade, t.entidadeId, t.createdAt)],
);
