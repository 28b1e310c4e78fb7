import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AcessoBiblioteca } from '@portal/domain';
import { arquivos } from '../files/files.schema';
import { users } from '../identity/users.schema';
import { obras } from '../obras/obras.schema';
import { documentoSearchDocument } from './biblioteca-search-document';

const listaVazia = sql`'{}'::text[]`;

/**
 * A library folder: an obra's (`obra_id`) or the general library's (no obra). Each library has one root (no parent),
 * made on first opening. `acesso` is the folder's own lists (null: inherits); the lists that apply — its own or its
 * nearest ancestor's — are kept in the `ef_*` columns with the folder they come from (`acesso_origem_id`), so that
 * a list of folders filters by permission in SQL without walking the tree. `caminho` is the ids from the root
 * (`/root/…/self/`): a subtree is a prefix.
 */
export const pastas = pgTable(
  'biblioteca_pastas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    obraId: uuid('obra_id').references(() => obras.id, { onDelete: 'cascade' }),
    paiId: uuid('pai_id').references((): AnyPgColumn => pastas.id, { onDelete: 'cascade' }),
    nome: text('nome').notNull(),
    caminho: text('caminho').notNull(),
    acesso: jsonb('acesso').$type<AcessoBiblioteca>(),
    acessoOrigemId: uuid('acesso_origem_id'),
    efFull: text('ef_full').array().notNull().default(listaVazia),
    efROnly: text('ef_r_only').array().notNull().default(listaVazia),
    efUploadOnly: text('ef_upload_only').array().notNull().default(listaVazia),
    efRW: text('ef_rw').array().notNull().default(listaVazia),
    efRWEdit: text('ef_rw_edit').array().notNull().default(listaVazia),
    criadoPor: uuid('criado_por').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One root per library; no two folders of one parent with the same name (whatever the case).
    uniqueIndex('biblioteca_pastas_raiz_uq')
      .on(sql`coalesce(${t.obraId}, '00000000-0000-0000-0000-000000000000'::uuid)`)
      .where(sql`${t.paiId} is null`),
    uniqueIndex('biblioteca_pastas_nome_uq').on(t.paiId, sql`lower(${t.nome})`),
    index('biblioteca_pastas_caminho_idx').on(sql`${t.caminho} text_pattern_ops`),
    index('biblioteca_pastas_obra_idx').on(t.obraId),
  ],
);

/** A file of the library: its name and folder; its bytes are its versions'. */
export const documentos = pgTable(
  'biblioteca_documentos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    pastaId: uuid('pasta_id')
      .notNull()
      .references(() => pastas.id, { onDelete: 'cascade' }),
    nome: text('nome').notNull(),
    versaoAtual: integer('versao_atual').notNull().default(1),
    /** Who sent the first version: an upload-only list sees only its own files. */
    enviadoPor: uuid('enviado_por').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('biblioteca_documentos_nome_uq').on(t.pastaId, sql`lower(${t.nome})`),
    index('biblioteca_documentos_enviado_por_idx').on(t.enviadoPor),
    index('biblioteca_documentos_busca_idx').using('gin', documentoSearchDocument(t)),
  ],
);

/** Every version a file had; restoring one adds a new version with the old bytes. */
export const versoes = pgTable(
  'biblioteca_versoes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentoId: uuid('documento_id')
      .notNull()
      .references(() => documentos.id, { onDelete: 'cascade' }),
    numero: integer('numero').notNull(),
    arquivoId: uuid('arquivo_id')
      .notNull()
      .references(() => arquivos.id),
    miniaturaId: uuid('miniatura_id').references(() => arquivos.id, { onDelete: 'set null' }),
    enviadoPor: uuid('enviado_por').references(() => users.id, { onDelete: 'set null' }),
    observacao: text('observacao').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('biblioteca_versoes_numero_uq').on(t.documentoId, t.numero)],
);

/** Downloads are logged (DOMAIN "Document library"): who took which version, when. */
export const downloads = pgTable(
  'biblioteca_downloads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentoId: uuid('documento_id')
      .notNull()
      .references(() => documentos.id, { onDelete: 'cascade' }),
    versao: integer('versao').notNull(),
    usuarioId: uuid('usuario_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('biblioteca_downloads_documento_idx').on(t.documentoId, t.createdAt)],
);

/** The folder template every obra's library starts from (`/obra/documentacao`). */
export const modeloPastas = pgTable(
  'biblioteca_modelo_pastas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paiId: uuid('pai_id').references((): AnyPgColumn => modeloPastas.id, { onDelete: 'cascade' }),
    nome: text('nome').notNull(),
    acesso: jsonb('acesso').$type<AcessoBiblioteca>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('biblioteca_modelo_nome_uq').on(
      sql`coalesce(${t.paiId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      sql`lower(${t.nome})`,
    ),
  ],
);
