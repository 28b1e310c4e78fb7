import { boolean, date, index, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import {
  JURIDICO_DOCUMENTO_TIPOS,
  JURIDICO_EVENTO_TIPOS,
  PROCESSO_FASES,
  PROCESSO_POLOS,
  PROCESSO_TIPOS,
  PROVISAO_RISCOS,
} from '@portal/domain';
import { users } from '../identity/users.schema';
import { clientes, obras } from '../obras/obras.schema';
import { processoSearchDocument } from './juridico-search-document';

const money = (name: string) => numeric(name, { precision: 15, scale: 2 });

/**
 * A civil or labour case of an obra (issue 21): its CNJ number (unique, in its written form), court, parties, claim
 * value and provision, phase, the partner law firm (a client company whose users are `escritorio_parceiro`) and, for
 * labour cases, the DP and safety people who answer for the obra's documents.
 */
export const juridicoProcessos = pgTable(
  'juridico_processos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    obraId: uuid('obra_id')
      .notNull()
      .references(() => obras.id, { onDelete: 'cascade' }),
    tipo: text('tipo', { enum: PROCESSO_TIPOS }).notNull(),
    numeroCnj: text('numero_cnj').notNull().unique(),
    vara: text('vara').notNull(),
    comarca: text('comarca').notNull(),
    uf: text('uf').notNull(),
    parteContraria: text('parte_contraria').notNull(),
    polo: text('polo', { enum: PROCESSO_POLOS }).notNull(),
    objeto: text('objeto').notNull(),
    valorCausa: money('valor_causa').notNull(),
    provisaoRisco: text('provisao_risco', { enum: PROVISAO_RISCOS }).notNull(),
    provisaoValor: money('provisao_valor').notNull(),
    fase: text('fase', { enum: PROCESSO_FASES }).notNull(),
    escritorioId: uuid('escritorio_id').references(() => clientes.id, { onDelete: 'set null' }),
    responsavelDpId: uuid('responsavel_dp_id').references(() => users.id, { onDelete: 'set null' }),
    responsavelSegId: uuid('responsavel_seg_id').references(() => users.id, { onDelete: 'set null' }),
    versao: integer('versao').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('juridico_processos_tipo_idx').on(t.tipo, t.updatedAt.desc()),
    index('juridico_processos_obra_idx').on(t.obraId),
    index('juridico_processos_escritorio_idx').on(t.escritorioId),
    index('juridico_processos_dp_idx').on(t.responsavelDpId),
    index('juridico_processos_seg_idx').on(t.responsavelSegId),
    // The global search (juridico-search.repository): the very expression it matches.
    index('juridico_processos_busca_idx').using('gin', processoSearchDocument(t)),
  ],
);

/** Hearings and deadlines: on the case's page, in the calendar feed, and reminded days before. */
export const juridicoEventos = pgTable(
  'juridico_eventos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    processoId: uuid('processo_id')
      .notNull()
      .references(() => juridicoProcessos.id, { onDelete: 'cascade' }),
    tipo: text('tipo', { enum: JURIDICO_EVENTO_TIPOS }).notNull(),
    titulo: text('titulo').notNull(),
    data: date('data', { mode: 'string' }).notNull(),
    /** HH:mm in São Paulo; a deadline may have none (it ends with the day). */
    hora: text('hora'),
    local: text('local').notNull().default(''),
    observacao: text('observacao').notNull().default(''),
    concluido: boolean('concluido').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('juridico_eventos_data_idx').on(t.data),
    index('juridico_eventos_processo_idx').on(t.processoId, t.data),
  ],
);

/** A document a case asks of the obra (payslips, time sheets...); the files sent for it are attached to it. */
export const juridicoSolicitacoes = pgTable(
  'juridico_solicitacoes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    processoId: uuid('processo_id')
      .notNull()
      .references(() => juridicoProcessos.id, { onDelete: 'cascade' }),
    tipoDocumento: text('tipo_documento', { enum: JURIDICO_DOCUMENTO_TIPOS }).notNull(),
    descricao: text('descricao').notNull(),
    prazo: date('prazo', { mode: 'string' }),
    criadaPor: uuid('criada_por').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('juridico_solicitacoes_tipo_idx').on(t.tipoDocumento, t.createdAt.desc()),
    index('juridico_solicitacoes_processo_idx').on(t.processoId),
  ],
);
