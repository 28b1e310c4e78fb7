import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { arquivos } from '../files/files.schema';
import { users } from '../identity/users.schema';

/**
 * A list exported to Excel: which list, with which filters and sort, how far it got, and the file it made. The
 * spreadsheet is written in the background, so the person keeps working and follows the progress.
 */
export const exportacoes = pgTable(
  'exportacoes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The registered list (`obras`, `diarios`, `usuarios`...). */
    lista: text('lista').notNull(),
    /** The list's query as the screen sent it (filters, search, sort), validated by the list's own schema. */
    filtros: jsonb('filtros').notNull(),
    status: text('status', { enum: ['pendente', 'gerando', 'pronta', 'falhou'] })
      .notNull()
      .default('pendente'),
    linhas: integer('linhas').notNull().default(0),
    total: integer('total'),
    arquivoId: uuid('arquivo_id').references(() => arquivos.id, { onDelete: 'set null' }),
    erro: text('erro'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    concluidaEm: timestamp('concluida_em', { withTimezone: true }),
  },
  (t) => [index('exportacoes_user_idx').on(t.userId, t.createdAt.desc())],
);
