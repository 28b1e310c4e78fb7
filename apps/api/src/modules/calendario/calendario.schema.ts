import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../identity/users.schema';

/**
 * A person's calendar subscription: the secret of their feed's address, kept only as its SHA-256 (the address is
 * shown once, when made). One per person; making a new one ends the old.
 */
export const calendarioAssinaturas = pgTable('calendario_assinaturas', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  ultimoAcesso: timestamp('ultimo_acesso', { withTimezone: true }),
});
