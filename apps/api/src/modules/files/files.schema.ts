import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../identity/users.schema';

/** Uploaded files. The bytes live in the storage driver under `storageKey`, never under the client's name. */
export const arquivos = pgTable(
  'arquivos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storageKey: text('storage_key').notNull().unique(),
    /** The name the client gave, kept only for display and downloads. */
    nome: text('nome').notNull(),
    /** Detected from the content, not taken from the client. */
    mime: text('mime').notNull(),
    tamanho: bigint('tamanho', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    enviadoPor: uuid('enviado_por').references(() => users.id, { onDelete: 'set null' }),
    /** The record the file is attached to (e.g. `rdo` + its id); its module decides who may download. */
    entidade: text('entidade'),
    entidadeId: text('entidade_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('arquivos_entidade_idx').on(t.entidade, t.entidadeId),
    index('arquivos_enviado_por_idx').on(t.enviadoPor),
  ],
);
