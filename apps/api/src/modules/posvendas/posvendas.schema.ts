import {
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { CHAMADO_PRIORIDADES, CHAMADO_STATUSES, CUSTO_TIPOS } from '@portal/domain';
import { users } from '../identity/users.schema';
import { obras } from '../obras/obras.schema';
import { chamadoSearchDocument } from './posvendas-search-document';

const instante = (name: string) => timestamp(name, { withTimezone: true });

/**
 * An after-sales ticket (issue 17): what the client reports about a product or piece of equipment of a delivered
 * obra, with its SLA deadlines kept as columns (computed in business hours by the domain's sla.ts when the ticket is
 * opened, reprioritised or leaves "aguardando cliente") so that lists filter and sort on them in SQL.
 */
export const posvendasChamados = pgTable(
  'posvendas_chamados',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    numero: serial('numero').notNull().unique(),
    obraId: uuid('obra_id')
      .notNull()
      .references(() => obras.id, { onDelete: 'cascade' }),
    titulo: text('titulo').notNull(),
    descricao: text('descricao').notNull(),
    produto: text('produto').notNull(),
    numeroSerie: text('numero_serie').notNull().default(''),
    prioridade: text('prioridade', { enum: CHAMADO_PRIORIDADES }).notNull(),
    status: text('status', { enum: CHAMADO_STATUSES }).notNull().default('aberto'),
    responsavelId: uuid('responsavel_id').references(() => users.id, { onDelete: 'set null' }),
    solicitanteId: uuid('solicitante_id').references(() => users.id, { onDelete: 'set null' }),
    contatoNome: text('contato_nome').notNull().default(''),
    contatoEmail: text('contato_email').notNull().default(''),
    abertoEm: instante('aberto_em').notNull().defaultNow(),
    prazoPrimeiraResposta: instante('prazo_primeira_resposta').notNull(),
    primeiraRespostaEm: instante('primeira_resposta_em'),
    prazoResolucao: instante('prazo_resolucao').notNull(),
    /** Since when the ticket waits for the client (the resolution clock stands still). */
    pausadoEm: instante('pausado_em'),
    pausaMinutos: integer('pausa_minutos').notNull().default(0),
    concluidoEm: instante('concluido_em'),
    /** Business minutes from opening to conclusion, without the pauses (the dashboards' time to resolve). */
    resolucaoMinutos: integer('resolucao_minutos'),
    versao: integer('versao').notNull().default(0),
    createdAt: instante('created_at').notNull().defaultNow(),
    updatedAt: instante('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('posvendas_chamados_status_idx').on(t.status, t.updatedAt.desc()),
    index('posvendas_chamados_obra_idx').on(t.obraId, t.abertoEm),
    index('posvendas_chamados_responsavel_idx').on(t.responsavelId),
    index('posvendas_chamados_aberto_idx').on(t.abertoEm),
    index('posvendas_chamados_produto_idx').on(t.produto),
    // The global search (posvendas-search.repository): the very expression it matches.
    index('posvendas_chamados_busca_idx').using('gin', chamadoSearchDocument(t)),
  ],
);

/** What a ticket cost the company (the team's only: a client never reads it). */
export const posvendasCustos = pgTable(
  'posvendas_custos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    chamadoId: uuid('chamado_id')
      .notNull()
      .references(() => posvendasChamados.id, { onDelete: 'cascade' }),
    tipo: text('tipo', { enum: CUSTO_TIPOS }).notNull(),
    valor: numeric('valor', { precision: 15, scale: 2 }).notNull(),
    descricao: text('descricao').notNull(),
    data: date('data', { mode: 'string' }).notNull(),
    registradoPor: uuid('registrado_por').references(() => users.id, { onDelete: 'set null' }),
    createdAt: instante('created_at').notNull().defaultNow(),
  },
  (t) => [index('posvendas_custos_chamado_idx').on(t.chamadoId)],
);

/**
 * The satisfaction survey sent when a ticket is concluded: its link's token is kept only as a SHA-256 hash, works
 * once and until `expiraEm`. A ticket reopened and concluded again gets a new survey (the old one, if unanswered,
 * is closed as replaced).
 */
export const posvendasPesquisas = pgTable(
  'posvendas_pesquisas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    chamadoId: uuid('chamado_id')
      .notNull()
      .references(() => posvendasChamados.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    email: text('email').notNull(),
    enviadaEm: instante('enviada_em').notNull().defaultNow(),
    expiraEm: instante('expira_em').notNull(),
    substituidaEm: instante('substituida_em'),
    respondidaEm: instante('respondida_em'),
    nota: smallint('nota'),
    comentario: text('comentario').notNull().default(''),
  },
  (t) => [
    uniqueIndex('posvendas_pesquisas_token_idx').on(t.tokenHash),
    index('posvendas_pesquisas_chamado_idx').on(t.chamadoId),
    index('posvendas_pesquisas_respondida_idx').on(t.respondidaEm),
  ],
);
