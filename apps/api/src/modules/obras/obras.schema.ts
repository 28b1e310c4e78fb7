import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { OBRA_STATUS, OBRA_TIPOS } from '@portal/domain';
import { arquivos } from '../files/files.schema';
import { users } from '../identity/users.schema';
import { clienteSearchDocument, obraSearchDocument } from './search-documents';

/** Client companies (SPEC "companies"): the owners of the obras. */
export const clientes = pgTable(
  'clientes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nome: text('nome').notNull(),
    /** 14 digits, no punctuation; shown formatted. */
    cnpj: text('cnpj').notNull().unique(),
    contatos: jsonb('contatos')
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The clients list sorts by name by default.
    index('clientes_nome_idx').on(t.nome),
    // The global search (obras-search.repository): the very expression it matches.
    index('clientes_busca_idx').using('gin', clienteSearchDocument(t)),
  ],
);

/** A work site, or a manufacturing order run like one: the working context of most screens. */
export const obras = pgTable(
  'obras',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    codigo: text('codigo').notNull().unique(),
    nome: text('nome').notNull(),
    clienteId: uuid('cliente_id')
      .notNull()
      .references(() => clientes.id),
    tipo: text('tipo', { enum: OBRA_TIPOS }).notNull().default('obra'),
    status: text('status', { enum: OBRA_STATUS }).notNull().default('em_planejamento'),
    logradouro: text('logradouro'),
    cidade: text('cidade').notNull(),
    uf: text('uf').notNull(),
    cep: text('cep'),
    inicioPrevisto: date('inicio_previsto', { mode: 'string' }),
    fimPrevisto: date('fim_previsto', { mode: 'string' }),
    siteManagerId: uuid('site_manager_id').references(() => users.id),
    siteManagerSubstitutoId: uuid('site_manager_substituto_id').references(() => users.id),
    coordenadorId: uuid('coordenador_id').references(() => users.id),
    valorContrato: numeric('valor_contrato', { precision: 15, scale: 2, mode: 'string' }),
    /** The obra's picture (cards, dashboard). */
    fotoArquivoId: uuid('foto_arquivo_id').references(() => arquivos.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('obras_cliente_idx').on(t.clienteId),
    index('obras_status_idx').on(t.status),
    index('obras_site_manager_idx').on(t.siteManagerId),
    index('obras_nome_idx').on(t.nome),
    index('obras_uf_idx').on(t.uf),
    index('obras_inicio_idx').on(t.inicioPrevisto),
    // The global search (obras-search.repository): the very expression it matches.
    index('obras_busca_idx').using('gin', obraSearchDocument(t)),
    check('obras_tipo_check', sql`${t.tipo} in ('obra', 'fabricacao')`),
    check(
      'obras_status_check',
      sql`${t.status} in ('em_planejamento', 'em_andamento', 'paralisada', 'concluida')`,
    ),
    check('obras_uf_check', sql`${t.uf} ~ '^[A-Z]{2}$'`),
  ],
);

/** The users who belong to an obra (SPEC "work sites" of a user). */
export const obraUsuarios = pgTable(
  'obra_usuarios',
  {
    obraId: uuid('obra_id')
      .notNull()
      .references(() => obras.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.obraId, t.userId] }), index('obra_usuarios_user_idx').on(t.userId)],
);
