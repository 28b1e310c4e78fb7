import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../identity/users.schema';

/**
 * One `Idempotency-Key` of a user and what it answered (issue 24): the phone sends a record made offline again when
 * an answer is lost, and the second send must create nothing. `status` stays null while the first request runs.
 */
export const idempotencia = pgTable(
  'idempotencia',
  {
    usuarioId: uuid('usuario_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    chave: text('chave').notNull(),
    metodo: text('metodo').notNull(),
    /** The request's URL (path and query) as sent. */
    rota: text('rota').notNull(),
    /** sha256 of the JSON body; null for multipart bodies, read by the handler as a stream. */
    impressao: text('impressao'),
    status: integer('status'),
    resposta: text('resposta'),
    contentType: text('content_type'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'idempotencia_pkey', columns: [t.usuarioId, t.chave] }),
    // The daily purge of keys older than 7 days.
    index('idempotencia_created_at_idx').on(t.createdAt),
  ],
);
