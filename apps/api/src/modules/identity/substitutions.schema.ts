import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.schema';

/** A substitute named for a period (vacation): from `inicio` to `fim`, both included, they may act for the titular. */
export const substituicoes = pgTable(
  'substituicoes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    titularId: uuid('titular_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    substitutoId: uuid('substituto_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    inicio: date('inicio').notNull(),
    fim: date('fim').notNull(),
    motivo: text('motivo').notNull().default(''),
    criadoPor: uuid('criado_por').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('substituicoes_substituto_idx').on(t.substitutoId, t.fim),
    index('substituicoes_titular_idx').on(t.titularId, t.fim),
    check('substituicoes_periodo', sql`${t.fim} >= ${t.inicio}`),
    check('substituicoes_outra_pessoa', sql`${t.titularId} <> ${t.substitutoId}`),
  ],
);
