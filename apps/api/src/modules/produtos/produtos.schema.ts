import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { TAF_RESULTADOS, type TAssinatura, type TTafPonto, type TTafTestemunha } from '@portal/domain';
import { users } from '../identity/users.schema';
import { obras } from '../obras/obras.schema';
import { arquivos } from '../files/files.schema';

const instante = (name: string) => timestamp(name, { withTimezone: true });
const pessoa = (name: string) => uuid(name).references(() => users.id, { onDelete: 'set null' });

/** One technical datum of a product ("Pressão de projeto", "16", "bar"). */
export interface TDadoTecnico {
  campo: string;
  valor: string;
  unidade: string;
}

/**
 * A product the factory makes (issue 20): its code, name, family and technical data. Its documents are files of
 * the files module (entidade `produto`); the fabrications it came from are the fabrication items that name it.
 */
export const produtos = pgTable(
  'produtos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    codigo: text('codigo').notNull(),
    nome: text('nome').notNull(),
    familia: text('familia').notNull(),
    descricao: text('descricao').notNull().default(''),
    dadosTecnicos: jsonb('dados_tecnicos').$type<TDadoTecnico[]>().notNull().default([]),
    ativo: boolean('ativo').notNull().default(true),
    versao: integer('versao').notNull().default(0),
    createdAt: instante('created_at').notNull().defaultNow(),
    updatedAt: instante('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // Codes are unique whatever their case ("SK-100" and "sk-100" are one product).
    uniqueIndex('produtos_codigo_idx').on(sql`lower(${t.codigo})`),
    index('produtos_familia_idx').on(t.familia, t.nome),
    index('produtos_nome_idx').on(t.nome),
  ],
);

/**
 * A TAF template: the control points a product (or every product of a family, when `produtoId` is null) is tested
 * against. Editing a template never changes a TAF already started: each record keeps its own copy of the points.
 */
export const tafModelos = pgTable(
  'taf_modelos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nome: text('nome').notNull(),
    produtoId: uuid('produto_id').references(() => produtos.id, { onDelete: 'cascade' }),
    familia: text('familia'),
    pontos: jsonb('pontos').$type<TTafPonto[]>().notNull().default([]),
    ativo: boolean('ativo').notNull().default(true),
    versao: integer('versao').notNull().default(0),
    createdAt: instante('created_at').notNull().defaultNow(),
    updatedAt: instante('updated_at').notNull().defaultNow(),
  },
  (t) => [index('taf_modelos_produto_idx').on(t.produtoId), index('taf_modelos_familia_idx').on(t.familia)],
);

/**
 * A TAF record: one product unit (serial number) of one fabrication tested against a copy of a template's points,
 * witnessed, then signed by the factory's inspector and the client's. `resultado` is set when the test is
 * concluded (reprovado when any point is não conforme).
 */
export const tafs = pgTable(
  'tafs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    numero: serial('numero').notNull().unique(),
    produtoId: uuid('produto_id')
      .notNull()
      .references(() => produtos.id, { onDelete: 'restrict' }),
    obraId: uuid('obra_id')
      .notNull()
      .references(() => obras.id, { onDelete: 'cascade' }),
    modeloId: uuid('modelo_id').references(() => tafModelos.id, { onDelete: 'set null' }),
    numeroSerie: text('numero_serie').notNull(),
    pontos: jsonb('pontos').$type<TTafPonto[]>().notNull(),
    status: text('status').notNull().default('em_execucao'),
    resultado: text('resultado'),
    testemunhas: jsonb('testemunhas').$type<TTafTestemunha[]>().notNull().default([]),
    assinaturaFabrica: jsonb('assinatura_fabrica').$type<TAssinatura>(),
    assinaturaCliente: jsonb('assinatura_cliente').$type<TAssinatura>(),
    responsavelId: pessoa('responsavel_id'),
    concluidoEm: instante('concluido_em'),
    assinadoEm: instante('assinado_em'),
    versao: integer('versao').notNull().default(0),
    createdAt: instante('created_at').notNull().defaultNow(),
    updatedAt: instante('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // One TAF per unit: a serial number is tested once per product (a new test after a failure is a new revision
    // of the same record, reopened, not a second record).
    uniqueIndex('tafs_produto_serie_idx').on(t.produtoId, sql`lower(${t.numeroSerie})`),
    index('tafs_obra_idx').on(t.obraId, t.updatedAt.desc()),
    index('tafs_status_idx').on(t.status, t.updatedAt.desc()),
  ],
);

/** The answer to one control point of a TAF: its result, the measured value, the photo, who checked and when. */
export const tafResultados = pgTable(
  'taf_resultados',
  {
    tafId: uuid('taf_id')
      .notNull()
      .references(() => tafs.id, { onDelete: 'cascade' }),
    pontoId: text('ponto_id').notNull(),
    resultado: text('resultado', { enum: TAF_RESULTADOS }).notNull(),
    valorMedido: numeric('valor_medido', { precision: 14, scale: 4 }),
    observacao: text('observacao').notNull().default(''),
    fotoArquivoId: uuid('foto_arquivo_id').references(() => arquivos.id, { onDelete: 'set null' }),
    verificadoPor: pessoa('verificado_por'),
    verificadoEm: instante('verificado_em').notNull().defaultNow(),
    /** The SGI occurrence a não conforme point raised (the link both ways). */
    ocorrenciaSgiId: uuid('ocorrencia_sgi_id'),
  },
  (t) => [
    uniqueIndex('taf_resultados_ponto_idx').on(t.tafId, t.pontoId),
    check(
      'taf_resultados_resultado_check',
      sql`${t.resultado} in ('conforme', 'nao_conforme', 'nao_aplicavel')`,
    ),
  ],
);
