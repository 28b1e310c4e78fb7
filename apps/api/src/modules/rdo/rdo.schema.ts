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
  RDO_SECOES,
  RDO_STATUS,
  type TAssinatura,
  type TClima,
  type TEquipamento,
  type TMaoDeObra,
  type TOcorrencia,
  type TRdoSecao,
} from '@portal/domain';
import { arquivos } from '../files/files.schema';
import { users } from '../identity/users.schema';
import { obras } from '../obras/obras.schema';
import { rdoAtividadeSearchDocument, rdoSearchDocument } from './search-documents';

/** How an obra fills its RDOs; an obra without a row uses the defaults (every section on). */
export const rdoConfig = pgTable('rdo_config', {
  obraId: uuid('obra_id')
    .primaryKey()
    .references(() => obras.id, { onDelete: 'cascade' }),
  secoes: text('secoes')
    .array()
    .$type<TRdoSecao[]>()
    .notNull()
    .default(sql`array[${sql.raw(RDO_SECOES.map((s) => `'${s}'`).join(', '))}]::text[]`),
  horarioInicio: text('horario_inicio').notNull().default('07:00'),
  horarioFim: text('horario_fim').notNull().default('17:00'),
  limiarAtraso: numeric('limiar_atraso', { precision: 5, scale: 2, mode: 'number' }).notNull().default(5),
  assinaturaCliente: boolean('assinatura_cliente').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One daily report (Relatório Diário de Obra): one per obra per local date, numbered per obra. */
export const rdos = pgTable(
  'rdos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    obraId: uuid('obra_id')
      .notNull()
      .references(() => obras.id, { onDelete: 'cascade' }),
    numero: integer('numero').notNull(),
    /** The obra's local date (America/Sao_Paulo). */
    data: date('data', { mode: 'string' }).notNull(),
    status: text('status', { enum: RDO_STATUS }).notNull().default('em_preenchimento'),
    autorId: uuid('autor_id').references(() => users.id, { onDelete: 'set null' }),
    semTrabalho: boolean('sem_trabalho').notNull().default(false),
    horarioInicio: text('horario_inicio'),
    horarioFim: text('horario_fim'),
    clima: jsonb('clima').$type<TClima>().notNull(),
    chuvaMm: numeric('chuva_mm', { precision: 7, scale: 2, mode: 'number' }),
    maoDeObra: jsonb('mao_de_obra').$type<TMaoDeObra[]>().notNull(),
    /** Headcount of the day (Σ quantities), kept for lists and exports. */
    efetivo: integer('efetivo').notNull().default(0),
    equipamentos: jsonb('equipamentos').$type<TEquipamento[]>().notNull(),
    ocorrencias: jsonb('ocorrencias').$type<TOcorrencia[]>().notNull(),
    comentarios: text('comentarios').notNull().default(''),
    assinaturaResponsavel: jsonb('assinatura_responsavel').$type<TAssinatura>(),
    assinaturaCliente: jsonb('assinatura_cliente').$type<TAssinatura>(),
    devolucao: jsonb('devolucao').$type<{ motivo: string; por: string; em: string }>(),
    finalizadoEm: timestamp('finalizado_em', { withTimezone: true }),
    aprovadoEm: timestamp('aprovado_em', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('rdos_obra_data_uq').on(t.obraId, t.data),
    uniqueIndex('rdos_obra_numero_uq').on(t.obraId, t.numero),
    index('rdos_data_idx').on(t.data, t.id),
    // The RDO list of some obras (a site manager's, a rule limited to obras), newest first: the page is chosen from
    // this index alone, however many reports each obra has (rdos.repository findRdosPage).
    index('rdos_obra_data_idx').on(t.obraId, t.data, t.id),
    index('rdos_status_data_idx').on(t.status, t.data),
    index('rdos_autor_idx').on(t.autorId),
    // The global search (rdo-search.repository): the very expression it matches.
    index('rdos_busca_idx').using('gin', rdoSearchDocument(t)),
    check(
      'rdos_status_check',
      sql`${t.status} in ('em_preenchimento', 'finalizado', 'aprovado', 'devolvido')`,
    ),
    check('rdos_chuva_check', sql`${t.chuvaMm} is null or ${t.chuvaMm} >= 0`),
  ],
);

/** An obra's planned activity (`/:obra/diarios/datas`): weight and planned span, for the S-curve. */
export const atividadesPlanejadas = pgTable(
  'atividades_planejadas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    obraId: uuid('obra_id')
      .notNull()
      .references(() => obras.id, { onDelete: 'cascade' }),
    codigo: text('codigo').notNull(),
    descricao: text('descricao').notNull(),
    peso: numeric('peso', { precision: 12, scale: 4, mode: 'number' }).notNull(),
    inicioPrevisto: date('inicio_previsto', { mode: 'string' }).notNull(),
    fimPrevisto: date('fim_previsto', { mode: 'string' }).notNull(),
    ordem: integer('ordem').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('atividades_planejadas_codigo_uq').on(t.obraId, sql`upper(${t.codigo})`),
    check('atividades_planejadas_peso_check', sql`${t.peso} > 0`),
    check('atividades_planejadas_datas_check', sql`${t.inicioPrevisto} <= ${t.fimPrevisto}`),
  ],
);

/** The activities of one report; a planned one carries its cumulative % as of the report's date. */
export const rdoAtividades = pgTable(
  'rdo_atividades',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    rdoId: uuid('rdo_id')
      .notNull()
      .references(() => rdos.id, { onDelete: 'cascade' }),
    atividadePlanejadaId: uuid('atividade_planejada_id').references(() => atividadesPlanejadas.id, {
      onDelete: 'set null',
    }),
    ordem: integer('ordem').notNull(),
    descricao: text('descricao').notNull(),
    percentualAcumulado: numeric('percentual_acumulado', { precision: 5, scale: 2, mode: 'number' }),
    observacao: text('observacao').notNull().default(''),
  },
  (t) => [
    index('rdo_atividades_rdo_idx').on(t.rdoId, t.ordem),
    index('rdo_atividades_planejada_idx').on(t.atividadePlanejadaId),
    index('rdo_atividades_busca_idx').using('gin', rdoAtividadeSearchDocument(t)),
    check(
      'rdo_atividades_percentual_check',
      sql`${t.percentualAcumulado} is null or (${t.percentualAcumulado} >= 0 and ${t.percentualAcumulado} <= 100)`,
    ),
  ],
);

/** A photo of the report, with its caption and a thumbnail made at upload. */
export const rdoFotos = pgTable(
  'rdo_fotos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    rdoId: uuid('rdo_id')
      .notNull()
      .references(() => rdos.id, { onDelete: 'cascade' }),
    arquivoId: uuid('arquivo_id')
      .notNull()
      .references(() => arquivos.id),
    miniaturaId: uuid('miniatura_id').references(() => arquivos.id, { onDelete: 'set null' }),
    legenda: text('legenda').notNull().default(''),
    ordem: integer('ordem').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rdo_fotos_rdo_idx').on(t.rdoId, t.ordem)],
);

/**
 * A delay already announced: while it stays open (`resolvidoEm` empty) nobody is e-mailed again; once resolved, a
 * new delay of the same kind is a new row and a new e-mail.
 */
export const rdoAtrasos = pgTable(
  'rdo_atrasos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    obraId: uuid('obra_id')
      .notNull()
      .references(() => obras.id, { onDelete: 'cascade' }),
    tipo: text('tipo', { enum: ['atividade', 'curva'] }).notNull(),
    atividadeId: uuid('atividade_id').references(() => atividadesPlanejadas.id, { onDelete: 'cascade' }),
    descricao: text('descricao').notNull(),
    desde: date('desde', { mode: 'string' }).notNull(),
    resolvidoEm: date('resolvido_em', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('rdo_atrasos_aberto_uq')
      .on(t.obraId, t.tipo, sql`coalesce(${t.atividadeId}, '00000000-0000-0000-0000-000000000000'::uuid)`)
      .where(sql`${t.resolvidoEm} is null`),
  ],
);
