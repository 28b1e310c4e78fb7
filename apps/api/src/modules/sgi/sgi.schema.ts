import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  ACAO_STATUSES,
  AUDITORIA_ETAPAS,
  AUDITORIA_TIPOS,
  RNC_EFICACIA,
  RNC_TIPOS,
  SGI_6M,
  SGI_CATEGORIAS,
  SGI_GRAVIDADES,
  SGI_NORMAS,
  SGI_ORIGENS,
  SGI_TIPOS,
  type TSgiOrigemRef,
  type TSgi6M,
} from '@portal/domain';
import { users } from '../identity/users.schema';
import { obras } from '../obras/obras.schema';

const instante = (name: string) => timestamp(name, { withTimezone: true });
const pessoa = (name: string) => uuid(name).references(() => users.id, { onDelete: 'set null' });

/**
 * An SGI occurrence (issue 16): a quality, environment or safety deviation, a non-conformity, an incident, an audit
 * finding. `status` is text without a check so that old records in ANDAMENTO load (they read as EM ANDAMENTO).
 * `origemId` is the RDO, checklist or audit it came from, indexed for the link back.
 */
export const sgiOcorrencias = pgTable(
  'sgi_ocorrencias',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    numero: serial('numero').notNull().unique(),
    categoria: text('categoria', { enum: SGI_CATEGORIAS }).notNull(),
    tipo: text('tipo', { enum: SGI_TIPOS }).notNull(),
    origem: text('origem', { enum: SGI_ORIGENS }).notNull(),
    origemRef: jsonb('origem_ref').$type<TSgiOrigemRef>().notNull().default({}),
    origemId: uuid('origem_id'),
    obraId: uuid('obra_id').references(() => obras.id, { onDelete: 'cascade' }),
    titulo: text('titulo').notNull(),
    descricao: text('descricao').notNull(),
    local: text('local').notNull().default(''),
    dataOcorrencia: date('data_ocorrencia', { mode: 'string' }).notNull(),
    gravidade: text('gravidade', { enum: SGI_GRAVIDADES }),
    status: text('status').notNull().default('RASCUNHO'),
    autorId: pessoa('autor_id'),
    responsavelId: pessoa('responsavel_id'),
    prazo: date('prazo', { mode: 'string' }),
    enviadaEm: instante('enviada_em'),
    triadaEm: instante('triada_em'),
    finalizadaEm: instante('finalizada_em'),
    versao: integer('versao').notNull().default(0),
    createdAt: instante('created_at').notNull().defaultNow(),
    updatedAt: instante('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('sgi_ocorrencias_categoria_idx').on(t.categoria, t.status, t.updatedAt.desc()),
    index('sgi_ocorrencias_obra_idx').on(t.obraId),
    index('sgi_ocorrencias_responsavel_idx').on(t.responsavelId),
    index('sgi_ocorrencias_autor_idx').on(t.autorId),
    index('sgi_ocorrencias_origem_idx').on(t.origemId),
  ],
);

/** The RNC of an occurrence (one at most): analysis, root cause, immediate correction, effectiveness, closure. */
export const sgiRnc = pgTable('sgi_rnc', {
  ocorrenciaId: uuid('ocorrencia_id')
    .primaryKey()
    .references(() => sgiOcorrencias.id, { onDelete: 'cascade' }),
  emitenteId: pessoa('emitente_id'),
  emitidaEm: instante('emitida_em').notNull().defaultNow(),
  tipo: text('tipo', { enum: RNC_TIPOS }).notNull(),
  norma: text('norma', { enum: SGI_NORMAS }).notNull(),
  clausula: text('clausula').notNull(),
  recorrente: boolean('recorrente').notNull().default(false),
  descricao: text('descricao').notNull(),
  abrangencia: text('abrangencia').notNull().default(''),
  correcaoImediata: text('correcao_imediata').notNull().default(''),
  correcaoResponsavelId: pessoa('correcao_responsavel_id'),
  correcaoPrazo: date('correcao_prazo', { mode: 'string' }),
  porques: jsonb('porques').$type<string[]>().notNull().default([]),
  ishikawa: jsonb('ishikawa').$type<Record<TSgi6M, string[]>>().notNull(),
  causaRaiz6M: text('causa_raiz_6m', { enum: SGI_6M }),
  causaRaiz: text('causa_raiz').notNull().default(''),
  eficaciaResponsavelId: pessoa('eficacia_responsavel_id'),
  eficaciaPrazo: date('eficacia_prazo', { mode: 'string' }),
  eficaciaResultado: text('eficacia_resultado', { enum: RNC_EFICACIA }),
  eficaciaObservacao: text('eficacia_observacao').notNull().default(''),
  encerradaEm: instante('encerrada_em'),
  versao: integer('versao').notNull().default(0),
  updatedAt: instante('updated_at').notNull().defaultNow(),
});

/** The 5W2H actions of an occurrence's plan. */
export const sgiAcoes = pgTable(
  'sgi_acoes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ocorrenciaId: uuid('ocorrencia_id')
      .notNull()
      .references(() => sgiOcorrencias.id, { onDelete: 'cascade' }),
    oQue: text('o_que').notNull(),
    porQue: text('por_que').notNull(),
    onde: text('onde').notNull(),
    quando: date('quando', { mode: 'string' }).notNull(),
    quemId: pessoa('quem_id'),
    como: text('como').notNull(),
    quantoCusta: numeric('quanto_custa', { precision: 15, scale: 2 }).notNull().default('0'),
    verificadorId: pessoa('verificador_id'),
    custoReal: numeric('custo_real', { precision: 15, scale: 2 }),
    evidencia: text('evidencia').notNull().default(''),
    status: text('status', { enum: ACAO_STATUSES }).notNull().default('pendente'),
    finalizadaEm: instante('finalizada_em'),
    verificadaEm: instante('verificada_em'),
    registradaPor: pessoa('registrada_por'),
    createdAt: instante('created_at').notNull().defaultNow(),
    updatedAt: instante('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('sgi_acoes_ocorrencia_idx').on(t.ocorrenciaId),
    index('sgi_acoes_quem_idx').on(t.quemId),
    index('sgi_acoes_verificador_idx').on(t.verificadorId),
    index('sgi_acoes_status_idx').on(t.status, t.quando),
  ],
);

/** ISO 19011 audits: their stage, and the findings that became occurrences (origem auditoria). */
export const sgiAuditorias = pgTable(
  'sgi_auditorias',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    numero: serial('numero').notNull().unique(),
    tipo: text('tipo', { enum: AUDITORIA_TIPOS }).notNull(),
    titulo: text('titulo').notNull(),
    normas: text('normas').array().notNull(),
    escopo: text('escopo').notNull(),
    obraId: uuid('obra_id').references(() => obras.id, { onDelete: 'cascade' }),
    auditor: text('auditor').notNull(),
    inicio: date('inicio', { mode: 'string' }).notNull(),
    fim: date('fim', { mode: 'string' }).notNull(),
    etapa: text('etapa', { enum: AUDITORIA_ETAPAS }).notNull().default('planejamento'),
    criadaPor: pessoa('criada_por'),
    versao: integer('versao').notNull().default(0),
    createdAt: instante('created_at').notNull().defaultNow(),
    updatedAt: instante('updated_at').notNull().defaultNow(),
  },
  (t) => [index('sgi_auditorias_inicio_idx').on(t.inicio.desc())],
);
