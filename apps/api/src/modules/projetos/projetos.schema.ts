import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  TEsquemaRevisao,
  TProjetoCategoria,
  TProjetoCodigo,
  TProjetoDisciplina,
  TProjetoEscopo,
  TProjetoFinalidade,
  TProjetoSituacao,
  TRevisaoStatus,
} from '@portal/domain';
import { users } from '../identity/users.schema';
import { obras } from '../obras/obras.schema';

const instante = (name: string) => timestamp(name, { withTimezone: true });
const pessoa = (name: string) => uuid(name).references(() => users.id, { onDelete: 'set null' });

/** An obra's register settings (issue 15): how revisions are named and the default answer times. */
export const projetosConfig = pgTable('projetos_config', {
  obraId: uuid('obra_id')
    .primaryKey()
    .references(() => obras.id, { onDelete: 'cascade' }),
  esquemaRevisao: text('esquema_revisao').$type<TEsquemaRevisao>().notNull().default('letras'),
  prazoClienteDias: integer('prazo_cliente_dias').notNull().default(10),
  prazoRetornoDias: integer('prazo_retorno_dias').notNull().default(7),
  updatedAt: instante('updated_at').notNull().defaultNow(),
});

/**
 * One engineering document of an obra's register: a site's (escopo `cre`, subject PROJETO) or a fabrication's
 * (escopo `fabrica`, subject PROJETO_FABRICA). Never deleted: cancelled (CL) at most. `situacao` is the CASL field
 * `Situacao`; the current revision's label, purpose and code are kept here so the register pages and filters in SQL.
 */
export const projetos = pgTable(
  'projetos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    obraId: uuid('obra_id')
      .notNull()
      .references(() => obras.id, { onDelete: 'restrict' }),
    escopo: text('escopo').$type<TProjetoEscopo>().notNull(),
    numero: text('numero').notNull(),
    titulo: text('titulo').notNull(),
    disciplina: text('disciplina').$type<TProjetoDisciplina>().notNull(),
    categoria: text('categoria').$type<TProjetoCategoria>().notNull(),
    descricao: text('descricao').notNull().default(''),
    situacao: text('situacao').$type<TProjetoSituacao>().notNull().default('EL'),
    revisaoAtual: text('revisao_atual'),
    finalidadeAtual: text('finalidade_atual').$type<TProjetoFinalidade>(),
    codigoAtual: text('codigo_atual').$type<TProjetoCodigo>(),
    /** When the one holding the document must act by (designers' or client's). */
    prazo: date('prazo'),
    criadoPor: pessoa('criado_por'),
    versao: integer('versao').notNull().default(0),
    createdAt: instante('created_at').notNull().defaultNow(),
    updatedAt: instante('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // A number names one document per obra, whatever its case.
    uniqueIndex('projetos_obra_numero_idx').on(t.obraId, sql`lower(${t.numero})`),
    index('projetos_escopo_obra_idx').on(t.escopo, t.obraId, t.numero),
    index('projetos_escopo_situacao_prazo_idx').on(t.escopo, t.situacao, t.prazo),
    index('projetos_escopo_updated_idx').on(t.escopo, t.updatedAt),
  ],
);

/**
 * A transmittal ("GRD", guia de remessa de documentos): revisions issued together, numbered per obra
 * (GRD-<obra>-0001), with a PDF cover sheet.
 */
export const projetosTransmittais = pgTable(
  'projetos_transmittais',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    obraId: uuid('obra_id')
      .notNull()
      .references(() => obras.id, { onDelete: 'restrict' }),
    escopo: text('escopo').$type<TProjetoEscopo>().notNull(),
    sequencia: integer('sequencia').notNull(),
    numero: text('numero').notNull(),
    prazo: date('prazo'),
    observacao: text('observacao').notNull().default(''),
    emitidoPor: pessoa('emitido_por'),
    emitidoEm: instante('emitido_em').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('projetos_transmittais_obra_seq_idx').on(t.obraId, t.sequencia),
    index('projetos_transmittais_escopo_idx').on(t.escopo, t.emitidoEm),
  ],
);

/**
 * One revision of a document: prepared (its files still change), issued in a transmittal, reviewed by the
 * client with a code. Every revision keeps its files (files module, entidade `projeto_revisao`) and its review.
 */
export const projetosRevisoes = pgTable(
  'projetos_revisoes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projetoId: uuid('projeto_id')
      .notNull()
      .references(() => projetos.id, { onDelete: 'cascade' }),
    /** 0, 1, 2… in the order they were made; `revisao` is its label under the obra's scheme. */
    ordem: integer('ordem').notNull(),
    revisao: text('revisao').notNull(),
    finalidade: text('finalidade').$type<TProjetoFinalidade>().notNull(),
    descricao: text('descricao').notNull().default(''),
    status: text('status').$type<TRevisaoStatus>().notNull().default('rascunho'),
    transmittalId: uuid('transmittal_id').references(() => projetosTransmittais.id, { onDelete: 'set null' }),
    emitidaEm: instante('emitida_em'),
    emitidaPor: pessoa('emitida_por'),
    prazoCliente: date('prazo_cliente'),
    codigo: text('codigo').$type<TProjetoCodigo>(),
    revisadaEm: instante('revisada_em'),
    revisadaPor: pessoa('revisada_por'),
    criadaPor: pessoa('criada_por'),
    createdAt: instante('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('projetos_revisoes_ordem_idx').on(t.projetoId, t.ordem),
    index('projetos_revisoes_transmittal_idx').on(t.transmittalId),
    index('projetos_revisoes_revisada_idx').on(t.revisadaEm),
  ],
);

/** A comment on a revision: the designers answer it, only its author (the reviewer) closes it. */
export const projetosComentarios = pgTable(
  'projetos_comentarios',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projetoId: uuid('projeto_id')
      .notNull()
      .references(() => projetos.id, { onDelete: 'cascade' }),
    revisaoId: uuid('revisao_id')
      .notNull()
      .references(() => projetosRevisoes.id, { onDelete: 'cascade' }),
    autorId: pessoa('autor_id'),
    texto: text('texto').notNull(),
    /** Seen and written only with `readInterno`; never by a client. */
    interno: boolean('interno').notNull().default(false),
    resposta: text('resposta'),
    respondidoPor: pessoa('respondido_por'),
    respondidoEm: instante('respondido_em'),
    fechadoPor: pessoa('fechado_por'),
    fechadoEm: instante('fechado_em'),
    createdAt: instante('created_at').notNull().defaultNow(),
  },
  (t) => [index('projetos_comentarios_projeto_idx').on(t.projetoId, t.createdAt)],
);
