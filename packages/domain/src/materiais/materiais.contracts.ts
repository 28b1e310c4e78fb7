import { z } from 'zod';
import { ZIsoDate, ZPessoaRef } from '../obras/obras.contracts';
import { ZQuantidade } from '../field/field-numbers';
import { ZPage, ZPageQuery, ZQueryBoolean, ZQueryList, ZSort } from '../platform/list.contracts';
import { ZMoveMade, ZMoveOption } from '../workflow/workflow.contracts';
import { MATERIAIS_PAPEIS, MATERIAIS_STATUS } from './materiais.status';
import { DISCIPLINAS_MATERIAL, UNIDADES_MATERIAL } from './unidades';

/** A list holds at most this many lines (a whole obra's takeoff of one discipline fits several times over). */
export const MAX_LINHAS_LISTA = 10_000;

export const ZDisciplinaMaterial = z.enum(DISCIPLINAS_MATERIAL, { error: 'Disciplina inválida' });
export const ZUnidadeMaterial = z.enum(UNIDADES_MATERIAL, {
  error: `Unidade desconhecida: use ${UNIDADES_MATERIAL.join(', ')}`,
});

/** A column a template adds to its lists besides the fixed ones ("Peso unitário (kg)", "Fornecedor"). */
export const ZColunaExtra = z.object({
  chave: z
    .string()
    .regex(/^[a-z][a-z0-9_]{0,39}$/, 'A chave da coluna tem letras minúsculas, dígitos e _ (ex.: peso_kg)'),
  titulo: z.string().trim().min(1, 'Informe o título da coluna').max(60),
});
export type TColunaExtra = z.infer<typeof ZColunaExtra>;

const ZTexto = (max: number) => z.string().trim().max(max, `No máximo ${max} caracteres`).default('');
const ZExtras = z.record(z.string(), z.string().trim().max(500, 'No máximo 500 caracteres')).default({});

/** The SAP material code: digits and letters (as the material master writes it), or empty while unknown. */
export const ZCodigoSap = z
  .string()
  .trim()
  .max(40, 'O código SAP tem no máximo 40 caracteres')
  .regex(/^[0-9A-Za-z.\-_/]*$/, 'O código SAP tem só letras, dígitos, ponto, hífen, barra e _')
  .default('');

/** A line as the quantifier writes it; `id` names a line the list already has (absent for a new one). */
export const ZLinhaMaterialInput = z.object({
  id: z.uuid('Linha inválida').optional(),
  codigoSap: ZCodigoSap,
  descricao: z.string().trim().min(2, 'Informe a descrição').max(500, 'No máximo 500 caracteres'),
  unidade: ZUnidadeMaterial,
  // Zero only: a negative quantity already has its own message (ZQuantidade).
  quantidade: ZQuantidade.refine((v) => v !== 0, 'A quantidade deve ser maior que zero'),
  especificacao: ZTexto(1000),
  observacoes: ZTexto(1000),
  extras: ZExtras,
});
export type TLinhaMaterialInput = z.input<typeof ZLinhaMaterialInput>;

export const ZLinhaMaterial = z.object({
  id: z.string(),
  codigoSap: z.string(),
  descricao: z.string(),
  unidade: ZUnidadeMaterial,
  quantidade: z.number(),
  especificacao: z.string(),
  observacoes: z.string(),
  extras: z.record(z.string(), z.string()),
});
export type TLinhaMaterial = z.infer<typeof ZLinhaMaterial>;

/**
 * The list's lines as saved from the grid: all of them, in order, with the list's `versao` as the grid read it, so
 * that two people saving at once do not overwrite each other (the second is told the list changed).
 */
export const ZLinhasInput = z.object({
  versao: z.number().int().min(0),
  linhas: z
    .array(ZLinhaMaterialInput)
    .max(MAX_LINHAS_LISTA, `Uma lista tem no máximo ${MAX_LINHAS_LISTA} linhas`)
    .refine((linhas) => {
      const ids = linhas.flatMap((l) => (l.id ? [l.id] : []));
      return new Set(ids).size === ids.length;
    }, 'Uma linha aparece duas vezes'),
});
export type TLinhasInput = z.input<typeof ZLinhasInput>;

/** A template's default line: a quantity may still be zero (the quantifier fills it in). */
export const ZLinhaModeloInput = ZLinhaMaterialInput.omit({ id: true, quantidade: true }).extend({
  quantidade: ZQuantidade.default(0),
});

export const ZTemplateInput = z
  .object({
    nome: z.string().trim().min(3, 'Informe o nome').max(120),
    disciplina: ZDisciplinaMaterial,
    descricao: ZTexto(1000),
    colunas: z.array(ZColunaExtra).max(10, 'No máximo 10 colunas além das fixas').default([]),
    linhas: z.array(ZLinhaModeloInput).max(2000, 'Um template tem no máximo 2000 linhas').default([]),
  })
  .refine((t) => new Set(t.colunas.map((c) => c.chave)).size === t.colunas.length, {
    path: ['colunas'],
    message: 'Duas colunas com a mesma chave',
  });
export type TTemplateInput = z.input<typeof ZTemplateInput>;

export const ZTemplateResumo = z.object({
  id: z.string(),
  nome: z.string(),
  disciplina: ZDisciplinaMaterial,
  descricao: z.string(),
  colunas: z.array(ZColunaExtra),
  totalLinhas: z.number().int(),
  ativo: z.boolean(),
  updatedAt: z.string(),
});
export type TTemplateResumo = z.infer<typeof ZTemplateResumo>;

export const ZTemplate = ZTemplateResumo.extend({
  linhas: z.array(ZLinhaModeloInput.required()),
});
export type TTemplate = z.infer<typeof ZTemplate>;

/** Where planning sends the list in SAP: plant, storage location, WBS element and the date the material is needed. */
export const ZSapDestino = z.object({
  centro: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z]{0,4}$/, 'O centro SAP tem até 4 letras ou dígitos')
    .default(''),
  deposito: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z]{0,4}$/, 'O depósito SAP tem até 4 letras ou dígitos')
    .default(''),
  elementoPep: z.string().trim().max(24, 'O elemento PEP tem no máximo 24 caracteres').default(''),
  dataNecessidade: ZIsoDate.nullable().default(null),
});
export type TSapDestino = z.input<typeof ZSapDestino>;

const ZPessoasInput = z.object({
  quantificadorId: z.uuid('Escolha o quantificador'),
  verificadorId: z.uuid('Escolha o verificador'),
  siteManagerId: z.uuid('Escolha o site manager'),
  coordenadorId: z.uuid('Escolha o coordenador'),
});

/** The list's header as edited: title, discipline, the named people and where SAP receives it. */
export const ZListaDadosInput = z
  .object({
    titulo: z.string().trim().min(3, 'Informe o título').max(160),
    disciplina: ZDisciplinaMaterial,
    /** A list of a project (`materiais_projeto`) names it; an obra's list leaves it empty. */
    projeto: ZTexto(160),
    sap: ZSapDestino.default({ centro: '', deposito: '', elementoPep: '', dataNecessidade: null }),
  })
  .extend(ZPessoasInput.shape);
export type TListaDadosInput = z.input<typeof ZListaDadosInput>;

/** "Configurar Lista": a new list, from a template (its columns and default lines) or empty. */
export const ZListaInput = ZListaDadosInput.extend({
  origem: z.enum(['obra', 'projeto'], { error: 'Origem inválida: use obra ou projeto' }).default('obra'),
  templateId: z.uuid('Template inválido').nullable().default(null),
}).refine((l) => l.origem === 'obra' || l.projeto.length >= 3, {
  path: ['projeto'],
  message: 'Informe o projeto a que a lista pertence',
});
export type TListaInput = z.input<typeof ZListaInput>;

const ZObraRef = z.object({ id: z.string(), codigo: z.string(), nome: z.string() });

/** A list in the obra's list of lists. */
export const ZListaResumo = z.object({
  id: z.string(),
  obra: ZObraRef,
  numero: z.number().int(),
  /** "LM-007". */
  codigo: z.string(),
  titulo: z.string(),
  disciplina: ZDisciplinaMaterial,
  origem: z.enum(['obra', 'projeto']),
  projeto: z.string(),
  status: z.enum(MATERIAIS_STATUS),
  /** The person who must act now (planning: null, it is a team). */
  comQuem: ZPessoaRef.nullable(),
  /** The last release's number (0 before the first). */
  revisao: z.number().int(),
  totalLinhas: z.number().int(),
  planejadaSap: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TListaResumo = z.infer<typeof ZListaResumo>;

export const ZListaAcoes = z.object({
  /** Header (title, people, SAP destination). */
  editar: z.boolean(),
  editarLinhas: z.boolean(),
  exportarSap: z.boolean(),
  registrarSap: z.boolean(),
});

export const ZRevisaoResumo = z.object({
  numero: z.number().int(),
  /** The status the release led to. */
  status: z.enum(MATERIAIS_STATUS),
  por: z.string(),
  em: z.string(),
  totalLinhas: z.number().int(),
});
export type TRevisaoResumo = z.infer<typeof ZRevisaoResumo>;

/** One list, whole but for its lines (read apart: a list may have thousands). */
export const ZLista = ZListaResumo.extend({
  pessoas: z.object(
    Object.fromEntries(MATERIAIS_PAPEIS.map((p) => [p, ZPessoaRef])) as Record<
      (typeof MATERIAIS_PAPEIS)[number],
      typeof ZPessoaRef
    >,
  ),
  colunas: z.array(ZColunaExtra),
  template: z.object({ id: z.string(), nome: z.string() }).nullable(),
  sap: z.object({
    centro: z.string(),
    deposito: z.string(),
    elementoPep: z.string(),
    dataNecessidade: z.string().nullable(),
    documento: z.string().nullable(),
    registradoEm: z.string().nullable(),
    registradoPor: z.string().nullable(),
  }),
  /** Grows with every change; sent back with the lines so that concurrent saves are caught. */
  versao: z.number().int(),
  criadoPor: z.string().nullable(),
  acoes: ZListaAcoes,
  movimentos: z.array(ZMoveOption),
  linhaDoTempo: z.array(ZMoveMade),
  revisoes: z.array(ZRevisaoResumo),
});
export type TLista = z.infer<typeof ZLista>;

/** The lines, with the totals per unit (what is bought is summed per unit, never across units). */
export const ZLinhasLista = z.object({
  versao: z.number().int(),
  linhas: z.array(ZLinhaMaterial),
  totais: z.array(z.object({ unidade: ZUnidadeMaterial, quantidade: z.number(), linhas: z.number().int() })),
});
export type TLinhasLista = z.infer<typeof ZLinhasLista>;

export const MATERIAIS_SORT_FIELDS = ['numero', 'titulo', 'status', 'updatedAt', 'createdAt'] as const;

export const ZListasFilters = z.object({
  obra: z.uuid('Obra inválida').optional(),
  q: z.string().trim().max(120).optional(),
  status: ZQueryList(z.enum(MATERIAIS_STATUS, { error: 'Status inválido' })).optional(),
  disciplina: ZQueryList(ZDisciplinaMaterial).optional(),
  /** Only the lists waiting for the user. */
  comigo: ZQueryBoolean.optional(),
  planejadaSap: ZQueryBoolean.optional(),
});
export type TListasFilters = z.input<typeof ZListasFilters>;

export const ZListasQuery = ZPageQuery.extend({
  ...ZListasFilters.shape,
  sort: ZSort(MATERIAIS_SORT_FIELDS).optional(),
});
export type TListasQuery = z.output<typeof ZListasQuery>;
export const ZListasPage = ZPage(ZListaResumo);

/** Returning a list says why. */
export const ZMateriaisMotivoInput = z.object({
  motivo: z.string().trim().min(5, 'Diga o motivo').max(2000),
});

/** A move on a list, with the `versao` its page read (a release of a list changed meanwhile is refused). */
export const ZMateriaisMoveInput = z.object({
  motivo: z.string().trim().min(5, 'Diga o motivo').max(2000).optional(),
  versao: z.number().int().min(0).optional(),
});

/** The SAP document (purchase requisition) planning received for the released list. */
export const ZSapDocumentoInput = z.object({
  documento: z
    .string()
    .trim()
    .regex(/^\d{5,12}$/, 'O número do documento SAP tem de 5 a 12 dígitos'),
});

/** One line of a comparison of two revisions. */
export const ZLinhaAlterada = z.object({
  antes: ZLinhaMaterial,
  depois: ZLinhaMaterial,
  /** The fields that changed: codigoSap, descricao, unidade, quantidade, especificacao, observacoes, extras.<chave>. */
  campos: z.array(z.string()),
});

export const ZComparacaoRevisoes = z.object({
  de: z.number().int(),
  /** A revision's number, or null for the lines as they are now. */
  para: z.number().int().nullable(),
  adicionadas: z.array(ZLinhaMaterial),
  removidas: z.array(ZLinhaMaterial),
  alteradas: z.array(ZLinhaAlterada),
  iguais: z.number().int(),
});
export type TComparacaoRevisoes = z.infer<typeof ZComparacaoRevisoes>;

/** A spreadsheet import's mode: the lines replace the list's, or are added after them. */
export const ZImportarModo = z.enum(['substituir', 'acrescentar'], {
  error: 'Modo inválido: use substituir ou acrescentar',
});
