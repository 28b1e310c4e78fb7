import { bigint, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from '../identity/users.schema';

/**
 * What happened, written in the transaction of the change that caused it (transactional outbox): a move, a
 * mention, an assignment, a delay. A job turns each event into notifications for the people it concerns, once:
 * `chave` names the event (`move:123`, `mencao:<comentario>`) and cannot repeat.
 */
export const notificacaoEventos = pgTable(
  'notificacao_eventos',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    chave: text('chave').notNull(),
    /** The kind of event: acao_pendente, atribuido, mencionado, status_alterado, atrasado. */
    tipo: text('tipo').notNull(),
    entidade: text('entidade').notNull(),
    entidadeId: text('entidade_id').notNull(),
    atorId: uuid('ator_id').references(() => users.id, { onDelete: 'set null' }),
    titulo: text('titulo').notNull(),
    texto: text('texto').notNull(),
    link: text('link').notNull(),
    /**
     * For "aguardando sua ação": the status the record was moved to. Delivered after the record moved on, the event
     * asks nobody to act (the later move's own event does).
     */
    statusAlvo: text('status_alvo'),
    /** The people named by the event itself (the mentioned, the assignee); others are found from the record. */
    destinatarios: uuid('destinatarios').array().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when every notification of the event exists; a restart re-queues the events without it. */
    processadoEm: timestamp('processado_em', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notificacao_eventos_chave_idx').on(t.chave),
    index('notificacao_eventos_pendentes_idx')
      .on(t.createdAt)
      .where(sql`${t.processadoEm} is null`),
  ],
);

/** One notification for one user: the bell lists these; `entrega` says how it leaves the portal, if at all. */
export const notificacoes = pgTable(
  'notificacoes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    eventoId: bigint('evento_id', { mode: 'number' })
      .notNull()
      .references(() => notificacaoEventos.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tipo: text('tipo').notNull(),
    titulo: text('titulo').notNull(),
    texto: text('texto').notNull(),
    link: text('link').notNull(),
    entidade: text('entidade').notNull(),
    entidadeId: text('entidade_id').notNull(),
    /** app: only in the bell; email: an e-mail at once; resumo: in the next daily digest. */
    entrega: text('entrega', { enum: ['app', 'email', 'resumo'] }).notNull(),
    /** When its e-mail (or the digest that carried it) was queued. */
    enviadaEm: timestamp('enviada_em', { withTimezone: true }),
    lidaEm: timestamp('lida_em', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One notification per person per event, whatever retries the job makes.
    uniqueIndex('notificacoes_evento_user_idx').on(t.eventoId, t.userId),
    index('notificacoes_user_idx').on(t.userId, t.createdAt.desc()),
    index('notificacoes_nao_lidas_idx')
      .on(t.userId)
      .where(sql`${t.lidaEm} is null`),
    index('notificacoes_resumo_idx')
      .on(t.userId)
      .where(sql`${t.entrega} = 'resumo' and ${t.enviadaEm} is null`),
  ],
);

/** How each user wants each kind of notification; a kind without a row uses the kind's default. */
export const notificacaoPreferencias = pgTable(
  'notificacao_preferencias',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tipo: text('tipo').notNull(),
    entrega: text('entrega', { enum: ['app', 'email', 'resumo'] }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tipo] })],
);

/** Who follows a record (its author, whoever moved or commented on it): they hear when its status changes. */
export const seguidores = pgTable(
  'seguidores',
  {
    entidade: text('entidade').notNull(),
    entidadeId: text('entidade_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.entidade, t.entidadeId, t.userId] }),
    index('seguidores_user_idx').on(t.userId),
  ],
);
