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
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { SEGURO_LIMIARES, SEGURO_RAMOS, SEGURO_TIPO_CODIGOS, type TCobertura } from '@portal/domain';
import { arquivos } from '../files/files.schema';
import { users } from '../identity/users.schema';
import { apoliceSearchDocument } from './seguros-search-document';
import { obras } from '../obras/obras.schema';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));
const money = (name: string) => numeric(name, { precision: 15, scale: 2 });

/**
 * An insurance policy of an obra, as registered (`*_original`), with its term, sum and covers as they stand after
 * its endorsements (`fim_vigencia`, `importancia_segurada`, `coberturas`), kept here so lists sort and filter on
 * them in SQL.
 */
export const segurosApolices = pgTable(
  'seguros_apolices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    obraId: uuid('obra_id')
      .notNull()
      .references(() => obras.id, { onDelete: 'cascade' }),
    ramo: text('ramo', { enum: SEGURO_RAMOS }).notNull(),
    tipo: text('tipo', { enum: SEGURO_TIPO_CODIGOS }).notNull(),
    seguradora: text('seguradora').notNull(),
    corretora: text('corretora').notNull().default(''),
    numero: text('numero').notNull(),
    segurado: text('segurado').notNull().default(''),
    processoSusep: text('processo_susep').notNull().default(''),
    inicioVigencia: date('inicio_vigencia', { mode: 'string' }).notNull(),
    fimVigenciaOriginal: date('fim_vigencia_original', { mode: 'string' }).notNull(),
    fimVigencia: date('fim_vigencia', { mode: 'string' }).notNull(),
    importanciaOriginal: money('importancia_original').notNull(),
    importanciaSegurada: money('importancia_segurada').notNull(),
    premio: money('premio').notNull(),
    premioTotal: money('premio_total').notNull(),
    franquia: text('franquia').notNull().default(''),
    coberturasOriginais: jsonb('coberturas_originais').$type<TCobertura[]>().notNull(),
    coberturas: jsonb('coberturas').$type<TCobertura[]>().notNull(),
    observacoes: text('observacoes').notNull().default(''),
    arquivoId: uuid('arquivo_id').references(() => arquivos.id, { onDelete: 'set null' }),
    criadoPor: uuid('criado_por').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // An insurer never issues one number twice.
    uniqueIndex('seguros_apolices_numero_idx').on(sql`lower(${t.seguradora})`, t.numero),
    index('seguros_apolices_obra_idx').on(t.obraId, t.ramo, t.fimVigencia),
    index('seguros_apolices_fim_idx').on(t.fimVigencia),
    // The global search (seguros-search.repository): the very expression it matches.
    index('seguros_apolices_busca_idx').using('gin', apoliceSearchDocument(t)),
    check('seguros_apolices_ramo_check', sql`${t.ramo} in (${inList(SEGURO_RAMOS)})`),
    check('seguros_apolices_tipo_check', sql`${t.tipo} in (${inList(SEGURO_TIPO_CODIGOS)})`),
    check('seguros_apolices_vigencia_check', sql`${t.inicioVigencia} < ${t.fimVigencia}`),
  ],
);

/** An endorsement (endosso): a change issued during the term; null means "unchanged by this one". */
export const segurosEndossos = pgTable(
  'seguros_endossos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    apoliceId: uuid('apolice_id')
      .notNull()
      .references(() => segurosApolices.id, { onDelete: 'cascade' }),
    numero: text('numero').notNull(),
    dataEmissao: date('data_emissao', { mode: 'string' }).notNull(),
    descricao: text('descricao').notNull(),
    novoFimVigencia: date('novo_fim_vigencia', { mode: 'string' }),
    novaImportancia: money('nova_importancia'),
    coberturas: jsonb('coberturas').$type<TCobertura[]>(),
    premioAdicional: money('premio_adicional'),
    arquivoId: uuid('arquivo_id').references(() => arquivos.id, { onDelete: 'set null' }),
    criadoPor: uuid('criado_por').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('seguros_endossos_numero_idx').on(t.apoliceId, t.numero),
    index('seguros_endossos_apolice_idx').on(t.apoliceId, t.dataEmissao),
  ],
);

/**
 * The warnings already announced: once per policy, threshold and end date (an endorsement that moves the end makes a
 * warning new again). The daily check and every change insert here; only what is new is announced.
 */
export const segurosAvisos = pgTable(
  'seguros_avisos',
  {
    apoliceId: uuid('apolice_id')
      .notNull()
      .references(() => segurosApolices.id, { onDelete: 'cascade' }),
    limiar: text('limiar', { enum: SEGURO_LIMIARES }).notNull(),
    fimVigencia: date('fim_vigencia', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.apoliceId, t.limiar, t.fimVigencia] })],
);
