import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { obras } from '../obras/obras.schema';
import { produtos } from '../produtos/produtos.schema';

const instante = (name: string) => timestamp(name, { withTimezone: true });

/**
 * What a fabrication (an obra of tipo `fabricacao`, issue 20) has beyond an obra: the site its equipment goes to,
 * whose layout shows this fabrication on its factory dashboard (`/:obra/fabricacao/Dashboard`).
 */
export const fabFabricacoes = pgTable(
  'fab_fabricacoes',
  {
    obraId: uuid('obra_id')
      .primaryKey()
      .references(() => obras.id, { onDelete: 'cascade' }),
    obraDestinoId: uuid('obra_destino_id').references(() => obras.id, { onDelete: 'set null' }),
    updatedAt: instante('updated_at').notNull().defaultNow(),
  },
  (t) => [index('fab_fabricacoes_destino_idx').on(t.obraDestinoId)],
);

/** The operations items go through (corte, montagem, solda...), configurable; `ordem` is the usual sequence. */
export const fabOperacaoTipos = pgTable(
  'fab_operacao_tipos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    codigo: text('codigo').notNull().unique(),
    nome: text('nome').notNull(),
    ordem: integer('ordem').notNull(),
    ativo: boolean('ativo').notNull().default(true),
  },
  (t) => [index('fab_operacao_tipos_ordem_idx').on(t.ordem)],
);

/** A work centre of the factory and its capacity in hours a week (the planning board's load against it). */
export const fabCentros = pgTable('fab_centros', {
  id: uuid('id').primaryKey().defaultRandom(),
  nome: text('nome').notNull().unique(),
  capacidadeHorasSemana: numeric('capacidade_horas_semana', { precision: 8, scale: 1 }).notNull(),
  ativo: boolean('ativo').notNull().default(true),
});

/**
 * An item of a fabrication: its tag, what it is, how many and the weight of one unit in kg (the line weighs
 * quantidade × pesoUnitarioKg; progress by weight counts it so). `produtoId` names the product it is a unit of.
 */
export const fabItens = pgTable(
  'fab_itens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    obraId: uuid('obra_id')
      .notNull()
      .references(() => obras.id, { onDelete: 'cascade' }),
    tag: text('tag').notNull(),
    descricao: text('descricao').notNull(),
    quantidade: numeric('quantidade', { precision: 12, scale: 3 }).notNull(),
    pesoUnitarioKg: numeric('peso_unitario_kg', { precision: 12, scale: 3 }).notNull(),
    produtoId: uuid('produto_id').references(() => produtos.id, { onDelete: 'set null' }),
    versao: integer('versao').notNull().default(0),
    createdAt: instante('created_at').notNull().defaultNow(),
    updatedAt: instante('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('fab_itens_obra_tag_idx').on(t.obraId, sql`lower(${t.tag})`),
    index('fab_itens_produto_idx').on(t.produtoId),
    check('fab_itens_quantidade_check', sql`${t.quantidade} > 0`),
    check('fab_itens_peso_check', sql`${t.pesoUnitarioKg} >= 0`),
  ],
);

/**
 * One operation of an item: its kind, the work centre, the planned and actual dates and hours. Its situation
 * (planejada, em andamento, concluída, atrasada) is derived from the dates; late = planned end before today and
 * no actual end.
 */
export const fabOperacoes = pgTable(
  'fab_operacoes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => fabItens.id, { onDelete: 'cascade' }),
    /** The fabrication, repeated from the item so that boards and dashboards filter without a join. */
    obraId: uuid('obra_id')
      .notNull()
      .references(() => obras.id, { onDelete: 'cascade' }),
    tipoId: uuid('tipo_id')
      .notNull()
      .references(() => fabOperacaoTipos.id, { onDelete: 'restrict' }),
    centroId: uuid('centro_id').references(() => fabCentros.id, { onDelete: 'restrict' }),
    sequencia: integer('sequencia').notNull(),
    inicioPrevisto: date('inicio_previsto', { mode: 'string' }),
    fimPrevisto: date('fim_previsto', { mode: 'string' }),
    horasPrevistas: numeric('horas_previstas', { precision: 8, scale: 1 }).notNull().default('0'),
    inicioReal: date('inicio_real', { mode: 'string' }),
    fimReal: date('fim_real', { mode: 'string' }),
    horasReais: numeric('horas_reais', { precision: 8, scale: 1 }),
    observacao: text('observacao').notNull().default(''),
    versao: integer('versao').notNull().default(0),
    updatedAt: instante('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('fab_operacoes_item_tipo_idx').on(t.itemId, t.tipoId),
    index('fab_operacoes_obra_idx').on(t.obraId, t.fimPrevisto),
    // The planning board: a work centre's operations by planned week.
    index('fab_operacoes_centro_idx').on(t.centroId, t.inicioPrevisto),
    // Late operations (the dashboards): planned end passed and not finished.
    index('fab_operacoes_atraso_idx')
      .on(t.fimPrevisto)
      .where(sql`${t.fimReal} is null`),
    check('fab_operacoes_horas_check', sql`${t.horasPrevistas} >= 0 and coalesce(${t.horasReais}, 0) >= 0`),
    check(
      'fab_operacoes_datas_check',
      sql`(${t.fimPrevisto} is null or ${t.inicioPrevisto} is null or ${t.fimPrevisto} >= ${t.inicioPrevisto}) and (${t.fimReal} is null or ${t.inicioReal} is null or ${t.fimReal} >= ${t.inicioReal})`,
    ),
  ],
);
