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
  CONTRATO_DOCUMENTO_TIPOS,
  CONTRATO_PARTE_TIPOS,
  CONTRATO_STATUS,
  type TAditivoAlteracao,
} from '@portal/domain';
import { arquivos } from '../files/files.schema';
import { users } from '../identity/users.schema';
import { obras } from '../obras/obras.schema';
import { contratoSearchDocument } from './contratos-search-document';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));
/** Reais with two decimals, read as text so that no cent is lost. */
const money = (name: string) => numeric(name, { precision: 16, scale: 2 });

/**
 * A contract of an obra, numbered per obra, with the three people SPEC §3 names (responsavel, gestor, validador).
 * `valor` is the sum of its items, kept here so that lists sort and filter on it; `versao` grows with every change,
 * so two changes made from the same reading are caught.
 */
export const contratos = pgTable(
  'contratos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    obraId: uuid('obra_id')
      .notNull()
      .references(() => obras.id, { onDelete: 'cascade' }),
    numero: integer('numero').notNull(),
    objeto: text('objeto').notNull(),
    parteTipo: text('parte_tipo', { enum: CONTRATO_PARTE_TIPOS }).notNull(),
    parteNome: text('parte_nome').notNull(),
    parteCnpj: text('parte_cnpj').notNull(),
    inicio: date('inicio', { mode: 'string' }).notNull(),
    fim: date('fim', { mode: 'string' }).notNull(),
    responsavelId: uuid('responsavel_id')
      .notNull()
      .references(() => users.id),
    gestorId: uuid('gestor_id')
      .notNull()
      .references(() => users.id),
    validadorId: uuid('validador_id')
      .notNull()
      .references(() => users.id),
    observacoes: text('observacoes').notNull().default(''),
    status: text('status', { enum: CONTRATO_STATUS }).notNull().default('Revisão'),
    /** A termination (distrato) is under way. */
    emCancelamento: boolean('em_cancelamento').notNull().default(false),
    cancelado: boolean('cancelado').notNull().default(false),
    valor: money('valor').notNull().default('0'),
    totalItens: integer('total_itens').notNull().default(0),
    aprovadoEm: timestamp('aprovado_em', { withTimezone: true }),
    canceladoEm: timestamp('cancelado_em', { withTimezone: true }),
    versao: integer('versao').notNull().default(0),
    criadoPor: uuid('criado_por').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('contratos_obra_numero_idx').on(t.obraId, t.numero),
    index('contratos_obra_updated_idx').on(t.obraId, t.updatedAt),
    index('contratos_status_idx').on(t.status, t.updatedAt),
    index('contratos_responsavel_idx').on(t.responsavelId),
    index('contratos_gestor_idx').on(t.gestorId),
    index('contratos_validador_idx').on(t.validadorId),
    // The global search (contratos-search.repository): the very expression it matches.
    index('contratos_busca_idx').using('gin', contratoSearchDocument(t)),
    check('contratos_status_check', sql`${t.status} in (${inList(CONTRATO_STATUS)})`),
    check('contratos_parte_tipo_check', sql`${t.parteTipo} in (${inList(CONTRATO_PARTE_TIPOS)})`),
    check('contratos_periodo_check', sql`${t.fim} >= ${t.inicio}`),
  ],
);

/** An item of a contract's price sheet; its id stays through edits and amendments. */
export const contratosItens = pgTable(
  'contratos_itens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contratoId: uuid('contrato_id')
      .notNull()
      .references(() => contratos.id, { onDelete: 'cascade' }),
    ordem: integer('ordem').notNull(),
    descricao: text('descricao').notNull(),
    unidade: text('unidade').notNull(),
    quantidade: numeric('quantidade', { precision: 14, scale: 3, mode: 'number' }).notNull(),
    precoUnitario: money('preco_unitario').notNull(),
    total: money('total').notNull(),
    /** The amendment that added it, by number; null for an item of the contract as first written. */
    aditivoNumero: integer('aditivo_numero'),
  },
  (t) => [
    index('contratos_itens_contrato_idx').on(t.contratoId, t.ordem),
    check('contratos_itens_quantidade_check', sql`${t.quantidade} > 0`),
    check('contratos_itens_preco_check', sql`${t.precoUnitario} >= 0`),
  ],
);

/** An amendment (termo aditivo): what it changed, before and after, numbered per contract from 1. */
export const contratosAditivos = pgTable(
  'contratos_aditivos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contratoId: uuid('contrato_id')
      .notNull()
      .references(() => contratos.id, { onDelete: 'cascade' }),
    numero: integer('numero').notNull(),
    data: date('data', { mode: 'string' }).notNull(),
    descricao: text('descricao').notNull(),
    fimAntes: date('fim_antes', { mode: 'string' }).notNull(),
    fimDepois: date('fim_depois', { mode: 'string' }).notNull(),
    valorAntes: money('valor_antes').notNull(),
    valorDepois: money('valor_depois').notNull(),
    alteracoes: jsonb('alteracoes').$type<TAditivoAlteracao[]>().notNull().default([]),
    porId: uuid('por_id').references(() => users.id),
    porNome: text('por_nome').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the contract with this amendment was approved again. */
    aprovadoEm: timestamp('aprovado_em', { withTimezone: true }),
  },
  (t) => [uniqueIndex('contratos_aditivos_numero_idx').on(t.contratoId, t.numero)],
);

/** A document kept with a contract (draft, signed contract, signed amendment, termination...). */
export const contratosDocumentos = pgTable(
  'contratos_documentos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contratoId: uuid('contrato_id')
      .notNull()
      .references(() => contratos.id, { onDelete: 'cascade' }),
    arquivoId: uuid('arquivo_id')
      .notNull()
      .references(() => arquivos.id),
    tipo: text('tipo', { enum: CONTRATO_DOCUMENTO_TIPOS }).notNull(),
    descricao: text('descricao').notNull().default(''),
    porId: uuid('por_id').references(() => users.id),
    porNome: text('por_nome').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contratos_documentos_contrato_idx').on(t.contratoId, t.createdAt),
    check('contratos_documentos_tipo_check', sql`${t.tipo} in (${inList(CONTRATO_DOCUMENTO_TIPOS)})`),
  ],
);
