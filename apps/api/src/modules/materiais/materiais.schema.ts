import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  DISCIPLINAS_MATERIAL,
  MATERIAIS_STATUS,
  UNIDADES_MATERIAL,
  type TColunaExtra,
  type TLinhaMaterial,
} from '@portal/domain';
import { users } from '../identity/users.schema';
import { obras } from '../obras/obras.schema';
import { listaSearchDocument } from './materiais-search-document';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/** A default line of a template (the quantity may still be zero). */
export type LinhaModelo = Omit<TLinhaMaterial, 'id'>;

/** A template: the columns its lists have beyond the fixed ones, and the lines a new list starts with. */
export const materiaisTemplates = pgTable(
  'materiais_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nome: text('nome').notNull(),
    disciplina: text('disciplina', { enum: DISCIPLINAS_MATERIAL }).notNull(),
    descricao: text('descricao').notNull().default(''),
    colunas: jsonb('colunas').$type<TColunaExtra[]>().notNull().default([]),
    linhas: jsonb('linhas').$type<LinhaModelo[]>().notNull().default([]),
    ativo: boolean('ativo').notNull().default(true),
    criadoPor: uuid('criado_por').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('materiais_templates_nome_idx').on(sql`lower(${t.nome})`),
    check('materiais_templates_disciplina_check', sql`${t.disciplina} in (${inList(DISCIPLINAS_MATERIAL)})`),
  ],
);

/**
 * A materials list of an obra (or of a project within it), numbered per obra, with the four people who release it
 * and where planning sends it in SAP. `versao` grows with every change, so two saves of the same version are caught.
 */
export const materiaisListas = pgTable(
  'materiais_listas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    obraId: uuid('obra_id')
      .notNull()
      .references(() => obras.id, { onDelete: 'cascade' }),
    numero: integer('numero').notNull(),
    titulo: text('titulo').notNull(),
    disciplina: text('disciplina', { enum: DISCIPLINAS_MATERIAL }).notNull(),
    origem: text('origem', { enum: ['obra', 'projeto'] })
      .notNull()
      .default('obra'),
    projeto: text('projeto').notNull().default(''),
    templateId: uuid('template_id').references(() => materiaisTemplates.id, { onDelete: 'set null' }),
    colunas: jsonb('colunas').$type<TColunaExtra[]>().notNull().default([]),
    status: text('status', { enum: MATERIAIS_STATUS }).notNull().default('EM ELABORAÇÃO'),
    quantificadorId: uuid('quantificador_id')
      .notNull()
      .references(() => users.id),
    verificadorId: uuid('verificador_id')
      .notNull()
      .references(() => users.id),
    siteManagerId: uuid('site_manager_id')
      .notNull()
      .references(() => users.id),
    coordenadorId: uuid('coordenador_id')
      .notNull()
      .references(() => users.id),
    sapCentro: text('sap_centro').notNull().default(''),
    sapDeposito: text('sap_deposito').notNull().default(''),
    sapElementoPep: text('sap_elemento_pep').notNull().default(''),
    sapDataNecessidade: date('sap_data_necessidade', { mode: 'string' }),
    sapDocumento: text('sap_documento'),
    sapRegistradoEm: timestamp('sap_registrado_em', { withTimezone: true }),
    sapRegistradoPor: uuid('sap_registrado_por').references(() => users.id),
    /** The last release's number (0 before the first). */
    revisao: integer('revisao').notNull().default(0),
    totalLinhas: integer('total_linhas').notNull().default(0),
    versao: integer('versao').notNull().default(0),
    criadoPor: uuid('criado_por').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('materiais_listas_obra_numero_idx').on(t.obraId, t.numero),
    index('materiais_listas_obra_updated_idx').on(t.obraId, t.updatedAt),
    index('materiais_listas_status_idx').on(t.status, t.updatedAt),
    index('materiais_listas_quantificador_idx').on(t.quantificadorId),
    index('materiais_listas_verificador_idx').on(t.verificadorId),
    index('materiais_listas_site_manager_idx').on(t.siteManagerId),
    index('materiais_listas_coordenador_idx').on(t.coordenadorId),
    // The global search (materiais-search.repository): the very expression it matches.
    index('materiais_listas_busca_idx').using('gin', listaSearchDocument(t)),
    check('materiais_listas_status_check', sql`${t.status} in (${inList(MATERIAIS_STATUS)})`),
    check('materiais_listas_disciplina_check', sql`${t.disciplina} in (${inList(DISCIPLINAS_MATERIAL)})`),
    check('materiais_listas_origem_check', sql`${t.origem} in ('obra', 'projeto')`),
  ],
);

/** One line of a list; its id stays through every edit and revision, so revisions compare line by line. */
export const materiaisLinhas = pgTable(
  'materiais_linhas',
  {
    id: uuid('id').primaryKey(),
    listaId: uuid('lista_id')
      .notNull()
      .references(() => materiaisListas.id, { onDelete: 'cascade' }),
    ordem: integer('ordem').notNull(),
    codigoSap: text('codigo_sap').notNull().default(''),
    descricao: text('descricao').notNull(),
    unidade: text('unidade', { enum: UNIDADES_MATERIAL }).notNull(),
    quantidade: numeric('quantidade', { precision: 14, scale: 3, mode: 'number' }).notNull(),
    especificacao: text('especificacao').notNull().default(''),
    observacoes: text('observacoes').notNull().default(''),
    extras: jsonb('extras').$type<Record<string, string>>().notNull().default({}),
  },
  (t) => [
    index('materiais_linhas_lista_idx').on(t.listaId, t.ordem),
    check('materiais_linhas_quantidade_check', sql`${t.quantidade} > 0`),
  ],
);

/** A release: the lines as released, kept whole, numbered per list from 1. */
export const materiaisRevisoes = pgTable(
  'materiais_revisoes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listaId: uuid('lista_id')
      .notNull()
      .references(() => materiaisListas.id, { onDelete: 'cascade' }),
    numero: integer('numero').notNull(),
    /** The status the release led to. */
    status: text('status', { enum: MATERIAIS_STATUS }).notNull(),
    porId: uuid('por_id').references(() => users.id),
    porNome: text('por_nome').notNull(),
    linhas: jsonb('linhas').$type<TLinhaMaterial[]>().notNull(),
    totalLinhas: integer('total_linhas').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('materiais_revisoes_lista_numero_idx').on(t.listaId, t.numero)],
);
