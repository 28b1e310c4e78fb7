import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  OS_PRIORIDADES,
  OS_STATUS,
  OS_TIPOS,
  type TAssinatura,
  type TChecklistRespostaGuardada,
  type TChecklistSecaoModelo,
  type TDiarioEquipamento,
  type TDiarioPessoa,
  type TMembroEquipe,
} from '@portal/domain';
import { arquivos } from '../files/files.schema';
import { users } from '../identity/users.schema';
import { obras } from '../obras/obras.schema';
import { osSearchDocument } from './os-search-document';

const quantidade = (name: string) => numeric(name, { precision: 14, scale: 3, mode: 'number' });
const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * One item of an obra's work breakdown structure (EAP) for one team. Its code (1, 1.1, 1.1.1) is its place in the
 * tree, computed on reading, so moving an item renumbers nothing in the table.
 */
export const eapItens = pgTable(
  'eap_itens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    obraId: uuid('obra_id')
      .notNull()
      .references(() => obras.id, { onDelete: 'cascade' }),
    tipo: text('tipo', { enum: OS_TIPOS }).notNull(),
    parentId: uuid('parent_id'),
    /** Position among its siblings, from 0. */
    ordem: integer('ordem').notNull(),
    descricao: text('descricao').notNull(),
    unidade: text('unidade').notNull().default(''),
    quantidade: quantidade('quantidade').notNull().default(0),
    peso: numeric('peso', { precision: 12, scale: 4, mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ columns: [t.parentId], foreignColumns: [t.id], name: 'eap_itens_parent_fk' }).onDelete(
      'cascade',
    ),
    index('eap_itens_obra_tipo_idx').on(t.obraId, t.tipo, t.parentId, t.ordem),
    check('eap_itens_tipo_check', sql`${t.tipo} in (${inList(OS_TIPOS)})`),
    check('eap_itens_quantidade_check', sql`${t.quantidade} >= 0`),
    check('eap_itens_peso_check', sql`${t.peso} >= 0`),
  ],
);

/** A service order (OS) of one team on an obra, numbered per obra and team. */
export const ordensServico = pgTable(
  'ordens_servico',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    obraId: uuid('obra_id')
      .notNull()
      .references(() => obras.id, { onDelete: 'cascade' }),
    tipo: text('tipo', { enum: OS_TIPOS }).notNull(),
    numero: integer('numero').notNull(),
    titulo: text('titulo').notNull(),
    escopo: text('escopo').notNull().default(''),
    prioridade: text('prioridade', { enum: OS_PRIORIDADES }).notNull().default('media'),
    local: text('local').notNull().default(''),
    responsavelId: uuid('responsavel_id').references(() => users.id, { onDelete: 'set null' }),
    equipe: jsonb('equipe').$type<TMembroEquipe[]>().notNull().default([]),
    inicioPrevisto: date('inicio_previsto', { mode: 'string' }).notNull(),
    fimPrevisto: date('fim_previsto', { mode: 'string' }).notNull(),
    inicioReal: date('inicio_real', { mode: 'string' }),
    fimReal: date('fim_real', { mode: 'string' }),
    status: text('status', { enum: OS_STATUS }).notNull().default('aberta'),
    criadoPor: uuid('criado_por').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ordens_servico_numero_uq').on(t.obraId, t.tipo, t.numero),
    // The lists: an obra's orders (of a team), newest number first; the late ones (open past their end).
    index('ordens_servico_obra_idx').on(t.obraId, t.tipo, t.numero),
    index('ordens_servico_status_idx').on(t.status, t.fimPrevisto),
    index('ordens_servico_responsavel_idx').on(t.responsavelId),
    // The global search (os-search.repository): the very expression it matches.
    index('ordens_servico_busca_idx').using('gin', osSearchDocument(t)),
    check('ordens_servico_tipo_check', sql`${t.tipo} in (${inList(OS_TIPOS)})`),
    check('ordens_servico_status_check', sql`${t.status} in (${inList(OS_STATUS)})`),
    check('ordens_servico_prioridade_check', sql`${t.prioridade} in (${inList(OS_PRIORIDADES)})`),
    check('ordens_servico_datas_check', sql`${t.inicioPrevisto} <= ${t.fimPrevisto}`),
  ],
);

/**
 * The EAP items an order covers, with the quantity it is to execute of each. The references to EAP items (here and in
 * the daily logs) and to template versions are checked at commit (DEFERRABLE INITIALLY DEFERRED, written in migration
 * 0009: Drizzle cannot declare it): deleting an obra removes its orders and its EAP in one cascade whatever order the
 * cascade takes, while deleting an item an order still uses is refused.
 */
export const osItens = pgTable(
  'os_itens',
  {
    osId: uuid('os_id')
      .notNull()
      .references(() => ordensServico.id, { onDelete: 'cascade' }),
    eapItemId: uuid('eap_item_id')
      .notNull()
      .references(() => eapItens.id, { onDelete: 'no action' }),
    quantidade: quantidade('quantidade').notNull(),
    ordem: integer('ordem').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.osId, t.eapItemId] }),
    index('os_itens_eap_idx').on(t.eapItemId),
    check('os_itens_quantidade_check', sql`${t.quantidade} > 0`),
  ],
);

/** An order's daily log: one per order and date. */
export const osDiarios = pgTable(
  'os_diarios',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    osId: uuid('os_id')
      .notNull()
      .references(() => ordensServico.id, { onDelete: 'cascade' }),
    data: date('data', { mode: 'string' }).notNull(),
    horaInicio: text('hora_inicio'),
    horaFim: text('hora_fim'),
    equipe: jsonb('equipe').$type<TDiarioPessoa[]>().notNull().default([]),
    equipamentos: jsonb('equipamentos').$type<TDiarioEquipamento[]>().notNull().default([]),
    /** Σ of the people's hours, kept for lists and exports. */
    horasHomem: numeric('horas_homem', { precision: 8, scale: 2, mode: 'number' }).notNull().default(0),
    observacoes: text('observacoes').notNull().default(''),
    autorId: uuid('autor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The client's key for an entry made offline: a retry with the same key creates nothing twice. */
    chaveIdempotencia: text('chave_idempotencia'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('os_diarios_os_data_uq').on(t.osId, t.data),
    uniqueIndex('os_diarios_chave_uq').on(t.chaveIdempotencia),
  ],
);

/** What a daily log did on each EAP item of its order: the quantity that advances the order and the EAP. */
export const osDiarioItens = pgTable(
  'os_diario_itens',
  {
    diarioId: uuid('diario_id')
      .notNull()
      .references(() => osDiarios.id, { onDelete: 'cascade' }),
    eapItemId: uuid('eap_item_id')
      .notNull()
      .references(() => eapItens.id, { onDelete: 'no action' }),
    quantidade: quantidade('quantidade').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.diarioId, t.eapItemId] }),
    // EAP progress sums per item.
    index('os_diario_itens_eap_idx').on(t.eapItemId),
    check('os_diario_itens_quantidade_check', sql`${t.quantidade} >= 0`),
  ],
);

/** A daily log's photos (the file and its thumbnail), in the order taken. */
export const osDiarioFotos = pgTable(
  'os_diario_fotos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    diarioId: uuid('diario_id')
      .notNull()
      .references(() => osDiarios.id, { onDelete: 'cascade' }),
    arquivoId: uuid('arquivo_id')
      .notNull()
      .references(() => arquivos.id, { onDelete: 'cascade' }),
    miniaturaId: uuid('miniatura_id').references(() => arquivos.id, { onDelete: 'set null' }),
    legenda: text('legenda').notNull().default(''),
    ordem: integer('ordem').notNull().default(0),
  },
  (t) => [index('os_diario_fotos_diario_idx').on(t.diarioId, t.ordem)],
);

/** A checklist template of an obra and team; its questions live in versions. */
export const checklistModelos = pgTable(
  'checklist_modelos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    obraId: uuid('obra_id')
      .notNull()
      .references(() => obras.id, { onDelete: 'cascade' }),
    tipo: text('tipo', { enum: OS_TIPOS }).notNull(),
    nome: text('nome').notNull(),
    /** The version new checklists are filled on. */
    versaoAtual: integer('versao_atual').notNull().default(1),
    ativo: boolean('ativo').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('checklist_modelos_obra_idx').on(t.obraId, t.tipo),
    check('checklist_modelos_tipo_check', sql`${t.tipo} in (${inList(OS_TIPOS)})`),
  ],
);

/** One version of a template: never changed once a checklist was filled on it (a change makes a new version). */
export const checklistModeloVersoes = pgTable(
  'checklist_modelo_versoes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    modeloId: uuid('modelo_id')
      .notNull()
      .references(() => checklistModelos.id, { onDelete: 'cascade' }),
    versao: integer('versao').notNull(),
    secoes: jsonb('secoes').$type<TChecklistSecaoModelo[]>().notNull(),
    /** The client on site signs too. */
    assinaturaCliente: boolean('assinatura_cliente').notNull().default(false),
    autorId: uuid('autor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('checklist_modelo_versoes_uq').on(t.modeloId, t.versao)],
);

export const CHECKLIST_STATUS = ['em_preenchimento', 'concluido'] as const;

/** A checklist filled for an order, on one version of a template. */
export const checklists = pgTable(
  'checklists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    osId: uuid('os_id')
      .notNull()
      .references(() => ordensServico.id, { onDelete: 'cascade' }),
    versaoId: uuid('versao_id')
      .notNull()
      .references(() => checklistModeloVersoes.id, { onDelete: 'no action' }),
    status: text('status', { enum: CHECKLIST_STATUS }).notNull().default('em_preenchimento'),
    respostas: jsonb('respostas').$type<TChecklistRespostaGuardada[]>().notNull().default([]),
    naoConformes: integer('nao_conformes').notNull().default(0),
    assinaturaExecutor: jsonb('assinatura_executor').$type<TAssinatura>(),
    assinaturaCliente: jsonb('assinatura_cliente').$type<TAssinatura>(),
    autorId: uuid('autor_id').references(() => users.id, { onDelete: 'set null' }),
    chaveIdempotencia: text('chave_idempotencia'),
    concluidoEm: timestamp('concluido_em', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('checklists_os_idx').on(t.osId, t.createdAt),
    uniqueIndex('checklists_chave_uq').on(t.chaveIdempotencia),
    check('checklists_status_check', sql`${t.status} in (${inList(CHECKLIST_STATUS)})`),
  ],
);
