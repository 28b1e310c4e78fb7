import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ETICA_CATEGORIAS, ETICA_STATUSES } from '@portal/domain';
import { users } from '../identity/users.schema';

/**
 * A report of the ethics channel (issue 23). Nothing in it identifies who sent it unless they wrote it themselves
 * (`nome`, `contato`): no user, no address, no browser. The follow-up key is kept only as its hash.
 */
export const eticaRelatos = pgTable(
  'etica_relatos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    protocolo: text('protocolo').notNull().unique(),
    chaveHash: text('chave_hash').notNull(),
    categoria: text('categoria', { enum: ETICA_CATEGORIAS }).notNull(),
    relato: text('relato').notNull(),
    local: text('local'),
    quando: text('quando'),
    envolvidos: text('envolvidos'),
    nome: text('nome'),
    contato: text('contato'),
    status: text('status', { enum: ETICA_STATUSES }).notNull().default('aberto'),
    investigadorId: uuid('investigador_id').references(() => users.id, { onDelete: 'set null' }),
    versao: integer('versao').notNull().default(0),
    /** Wrong keys in the current window, and until when the protocol refuses every try. */
    falhasChave: integer('falhas_chave').notNull().default(0),
    falhasDesde: timestamp('falhas_desde', { withTimezone: true }),
    bloqueadoAte: timestamp('bloqueado_ate', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('etica_relatos_status_idx').on(t.status, t.createdAt.desc()),
    index('etica_relatos_investigador_idx').on(t.investigadorId),
  ],
);

/**
 * The conversation and the investigation: the reporter's additions (no author), the committee's answers to the
 * reporter, and the investigation's entries, which the reporter never reads.
 */
export const eticaMensagens = pgTable(
  'etica_mensagens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    relatoId: uuid('relato_id')
      .notNull()
      .references(() => eticaRelatos.id, { onDelete: 'cascade' }),
    tipo: text('tipo', { enum: ['complemento', 'resposta', 'apuracao'] }).notNull(),
    texto: text('texto').notNull(),
    autorId: uuid('autor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('etica_mensagens_relato_idx').on(t.relatoId, t.createdAt)],
);

/** Members kept away from a report because they are involved in it. */
export const eticaAfastamentos = pgTable(
  'etica_afastamentos',
  {
    relatoId: uuid('relato_id')
      .notNull()
      .references(() => eticaRelatos.id, { onDelete: 'cascade' }),
    membroId: uuid('membro_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    motivo: text('motivo').notNull(),
    afastadoPor: uuid('afastado_por').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.relatoId, t.membroId] }),
    index('etica_afastamentos_membro_idx').on(t.membroId),
  ],
);
