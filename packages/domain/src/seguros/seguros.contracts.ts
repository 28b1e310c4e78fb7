import { z } from 'zod';
import { ZArquivo } from '../platform/files.contracts';
import { ZPage, ZPageQuery, ZQueryList } from '../platform/list.contracts';
import { ZIsoDate } from '../obras/obras.contracts';
import { SEGURO_SITUACOES } from './seguros.vigencia';

/** The two kinds of policy of an obra (SPEC §2: /seguros and /seguros/perfeito), each with its own subject. */
export const SEGURO_RAMOS = ['risco_engenharia', 'pleno_funcionamento'] as const;
export type TSeguroRamo = (typeof SEGURO_RAMOS)[number];

export const SEGURO_RAMO_LABEL: Record<TSeguroRamo, string> = {
  risco_engenharia: 'Risco de Engenharia',
  pleno_funcionamento: 'Pleno funcionamento',
};

export const SEGURO_RAMO_SUBJECT = {
  risco_engenharia: 'SEGUROS',
  pleno_funcionamento: 'SEGUROS_PLENO',
} as const satisfies Record<TSeguroRamo, 'SEGUROS' | 'SEGUROS_PLENO'>;

/** DOMAIN "Insurance": engineering risk is OCC, IM or IM+OCC; full operation is operational or multi-risk. */
export const SEGURO_TIPOS = {
  risco_engenharia: ['OCC', 'IM', 'IM+OCC'],
  pleno_funcionamento: ['RO', 'MR'],
} as const;
export const SEGURO_TIPO_CODIGOS = ['OCC', 'IM', 'IM+OCC', 'RO', 'MR'] as const;
export type TSeguroTipo = (typeof SEGURO_TIPO_CODIGOS)[number];

export const SEGURO_TIPO_LABEL: Record<TSeguroTipo, string> = {
  OCC: 'OCC — Obras civis em construção',
  IM: 'IM — Instalação e montagem',
  'IM+OCC': 'IM + OCC',
  RO: 'Riscos operacionais',
  MR: 'Multirrisco',
};

/** The cover every policy of a kind has, that a new policy's form starts with. */
export const SEGURO_COBERTURA_BASICA: Record<TSeguroRamo, string> = {
  risco_engenharia: 'Cobertura básica',
  pleno_funcionamento: 'Incêndio, queda de raio e explosão',
};

/** Reais with two decimals, as text (`"18450000.00"`), so no cent is lost in floating point. */
export const ZValorSeguro = z.string().regex(/^\d{1,13}(\.\d{1,2})?$/, 'Valor inválido');

export const ZCobertura = z.object({
  descricao: z.string().trim().min(2, 'Descreva a cobertura').max(200, 'No máximo 200 caracteres'),
  /** Limite máximo de indenização (LMI) of this cover. */
  limite: ZValorSeguro,
  /** This cover's deductible, as the policy words it ("10% dos prejuízos, mínimo R$ 50.000,00"). */
  franquia: z.string().trim().max(200, 'No máximo 200 caracteres').default(''),
});
export type TCobertura = z.infer<typeof ZCobertura>;
/** A cover as a form holds it (the deductible may be missing). */
export type TCoberturaInput = z.input<typeof ZCobertura>;

const ZCoberturas = z
  .array(ZCobertura)
  .min(1, 'Informe ao menos uma cobertura')
  .max(40, 'No máximo 40 coberturas');

/** What a policy says, as registered and as edited (the kind, `ramo`, never changes). */
export const ZApoliceDados = z.object({
  tipo: z.enum(SEGURO_TIPO_CODIGOS, 'Escolha o tipo do seguro'),
  seguradora: z.string().trim().min(2, 'Informe a seguradora').max(120, 'No máximo 120 caracteres'),
  corretora: z.string().trim().max(120, 'No máximo 120 caracteres').default(''),
  numero: z.string().trim().min(1, 'Informe o número da apólice').max(60, 'No máximo 60 caracteres'),
  /** Who is insured: the company, a consortium, or the client as co-insured. */
  segurado: z.string().trim().max(160, 'No máximo 160 caracteres').default(''),
  /** The SUSEP process number printed on the policy, for checking the product is registered. */
  processoSusep: z.string().trim().max(40, 'No máximo 40 caracteres').default(''),
  inicioVigencia: ZIsoDate,
  fimVigencia: ZIsoDate,
  importanciaSegurada: ZValorSeguro.refine(
    (v) => Number(v) > 0,
    'A importância segurada deve ser maior que zero',
  ),
  premio: ZValorSeguro,
  franquia: z.string().trim().max(500, 'No máximo 500 caracteres').default(''),
  coberturas: ZCoberturas,
  observacoes: z.string().trim().max(2000, 'No máximo 2000 caracteres').default(''),
});
export type TApoliceDados = z.infer<typeof ZApoliceDados>;

const vigenciaEmOrdem = (o: { inicioVigencia: string; fimVigencia: string }) =>
  o.inicioVigencia < o.fimVigencia;
const VIGENCIA_MENSAGEM = { path: ['fimVigencia'], message: 'O fim da vigência deve ser depois do início' };

export const ZApoliceUpdate = ZApoliceDados.refine(vigenciaEmOrdem, VIGENCIA_MENSAGEM);

export const ZApoliceInput = ZApoliceDados.extend({ ramo: z.enum(SEGURO_RAMOS, 'Escolha o ramo') })
  .refine(vigenciaEmOrdem, VIGENCIA_MENSAGEM)
  .refine((o) => (SEGURO_TIPOS[o.ramo] as readonly string[]).includes(o.tipo), {
    path: ['tipo'],
    message: 'Este tipo não é deste ramo de seguro',
  });
export type TApoliceInput = z.infer<typeof ZApoliceInput>;

/** An endorsement: what it changes (at least one thing), with its own number and date. */
export const ZEndossoInput = z
  .object({
    numero: z.string().trim().min(1, 'Informe o número do endosso').max(60, 'No máximo 60 caracteres'),
    dataEmissao: ZIsoDate,
    descricao: z
      .string()
      .trim()
      .min(3, 'Descreva o que o endosso altera')
      .max(2000, 'No máximo 2000 caracteres'),
    novoFimVigencia: ZIsoDate.optional(),
    novaImportanciaSegurada: ZValorSeguro.refine(
      (v) => Number(v) > 0,
      'A importância segurada deve ser maior que zero',
    ).optional(),
    /** The policy's covers as they stand after this endorsement (the whole list). */
    coberturas: ZCoberturas.optional(),
    /** Premium charged by the endorsement, or refunded (negative: restituição, a cancellation or a reduction). */
    premioAdicional: z
      .string()
      .regex(/^-?\d{1,13}(\.\d{1,2})?$/, 'Valor inválido')
      .optional(),
  })
  .refine(
    (e) =>
      e.novoFimVigencia !== undefined ||
      e.novaImportanciaSegurada !== undefined ||
      e.coberturas !== undefined ||
      e.premioAdicional !== undefined,
    {
      path: ['novoFimVigencia'],
      message: 'O endosso precisa alterar a vigência, a importância, as coberturas ou o prêmio',
    },
  );
export type TEndossoInput = z.infer<typeof ZEndossoInput>;

export const SEGURO_LIMIARES = ['antes_fim_obra', 'vence_30_dias', 'vencida'] as const;
export type TSeguroLimiar = (typeof SEGURO_LIMIARES)[number];

const ZObraRefSeguro = z.object({ id: z.string(), codigo: z.string(), nome: z.string() });

export const ZEndosso = z.object({
  id: z.string(),
  numero: z.string(),
  dataEmissao: z.string(),
  descricao: z.string(),
  novoFimVigencia: z.string().nullable(),
  novaImportanciaSegurada: z.string().nullable(),
  coberturas: z.array(ZCobertura).nullable(),
  premioAdicional: z.string().nullable(),
  arquivo: ZArquivo.nullable(),
  criadoPor: z.string().nullable(),
  createdAt: z.string(),
});
export type TEndosso = z.infer<typeof ZEndosso>;

/** A policy in a list: its term and sum as they stand after the endorsements. */
export const ZApoliceResumo = z.object({
  id: z.string(),
  obra: ZObraRefSeguro,
  ramo: z.enum(SEGURO_RAMOS),
  tipo: z.enum(SEGURO_TIPO_CODIGOS),
  seguradora: z.string(),
  corretora: z.string(),
  numero: z.string(),
  inicioVigencia: z.string(),
  fimVigencia: z.string(),
  importanciaSegurada: z.string(),
  premioTotal: z.string(),
  situacao: z.enum(SEGURO_SITUACOES),
  /** Days from today (São Paulo) to the last day of cover; negative once ended. */
  diasParaVencer: z.number().int(),
  endossos: z.number().int(),
});
export type TApoliceResumo = z.infer<typeof ZApoliceResumo>;

export const ZApolicesPage = ZPage(ZApoliceResumo);
export type TApolicesPage = z.infer<typeof ZApolicesPage>;

/** A warning about a policy (issue 22): the obra's cover ends before its planned end, or within 30 days. */
export const ZSeguroAlerta = z.object({
  apoliceId: z.string(),
  obraId: z.string(),
  ramo: z.enum(SEGURO_RAMOS),
  numero: z.string(),
  seguradora: z.string(),
  fimVigencia: z.string(),
  limiar: z.enum(SEGURO_LIMIARES),
  fimPrevistoObra: z.string().nullable(),
  diasParaVencer: z.number().int(),
});
export type TSeguroAlerta = z.infer<typeof ZSeguroAlerta>;

export const ZApolice = ZApoliceResumo.extend({
  segurado: z.string(),
  processoSusep: z.string(),
  franquia: z.string(),
  observacoes: z.string(),
  coberturas: z.array(ZCobertura),
  /** As registered, before any endorsement. */
  original: z.object({
    fimVigencia: z.string(),
    importanciaSegurada: z.string(),
    premio: z.string(),
    coberturas: z.array(ZCobertura),
  }),
  arquivo: ZArquivo.nullable(),
  historicoEndossos: z.array(ZEndosso),
  alertas: z.array(ZSeguroAlerta),
  acoes: z.object({ editar: z.boolean(), excluir: z.boolean(), endossar: z.boolean() }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TApolice = z.infer<typeof ZApolice>;

export const APOLICES_ORDENACAO = [
  'vencimento',
  'fimVigencia',
  '-fimVigencia',
  'obra',
  '-obra',
  'seguradora',
  '-seguradora',
] as const;

export const ZApolicesQuery = ZPageQuery.extend({
  obra: z.uuid('Obra inválida').optional(),
  ramo: z.enum(SEGURO_RAMOS, 'Ramo inválido').optional(),
  situacao: ZQueryList(z.enum(SEGURO_SITUACOES, 'Situação inválida')).optional(),
  q: z.string().trim().max(120).optional(),
  /** `vencimento` (default): policies still in force by nearest end, then the ended ones, latest first. */
  ordem: z.enum(APOLICES_ORDENACAO, 'Ordenação inválida').default('vencimento'),
});
export type TApolicesQuery = z.infer<typeof ZApolicesQuery>;

/** "Was the obra covered when it happened?": the policies in force at an instant (a loss, an inspection). */
export const ZCoberturaQuery = z.object({
  em: z.iso.datetime({ offset: true, error: 'Informe data e hora válidas (ISO 8601, com fuso)' }),
});
export const ZCoberturaEm = z.object({ em: z.string(), apolices: z.array(ZApoliceResumo) });
export type TCoberturaEm = z.infer<typeof ZCoberturaEm>;

/** How many policies are in each situation, for the list's filters other than the situation (the chips above it). */
export const ZApolicesResumo = z.object({
  a_iniciar: z.number().int(),
  vigente: z.number().int(),
  vence_em_breve: z.number().int(),
  vencida: z.number().int(),
});
export type TApolicesResumo = z.infer<typeof ZApolicesResumo>;
