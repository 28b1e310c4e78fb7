import { z } from 'zod';
import { ZPage, ZPageQuery, ZQueryBoolean, ZQueryList, ZSort } from '../platform/list.contracts';
import { ZMoveMade, ZMoveOption } from '../workflow/workflow.contracts';
import { ZAssinatura, ZAssinaturaInput } from '../rdo/rdo.contracts';
import { TAF_PONTO_TIPOS, TAF_RESULTADOS } from './taf.constants';
import { normalizarDecimal } from './taf-resultado';
import { TAF_PAPEIS, TAF_STATUSES, TAF_VEREDITOS } from './taf.status';
import { ZProdutoRef } from './produtos.contracts';

const texto = (min: number, message: string, max: number) =>
  z.string({ error: message }).trim().min(min, message).max(max, `No máximo ${max} caracteres`);

/** Up to 4 decimals, as the database keeps a measured value (numeric 14,4); "10,05" as typed on a tablet works. */
const DECIMAL_TAF = /^[+-]?\d{1,10}([.,]\d{1,4})?$/;
const decimalMensagem = 'Use um número com até 4 casas decimais';
/** A decimal typed or sent as a number, kept as text (exact): "10,05" → "10.05". */
const ZDecimalTexto = (message: string) =>
  z
    .union([z.number({ error: message }), z.string({ error: message })], { error: message })
    .refine((v) => String(v).trim() !== '', message)
    .refine(
      (v) =>
        typeof v === 'number'
          ? Number.isFinite(v) && DECIMAL_TAF.test(String(v))
          : DECIMAL_TAF.test(v.trim()),
      decimalMensagem,
    )
    .transform((v) => normalizarDecimal(v)!);
/** A template's nominal or tolerance: a number in the stored point, validated the same way. */
const ZDecimalNumero = (message: string) => ZDecimalTexto(message).transform(Number);

/**
 * One control point of a template. A measurement needs its nominal value, a tolerance (± , zero or more) and a
 * unit; the other kinds carry none. `id` keeps a point's identity when the template is edited (new points get one).
 */
export const ZTafPontoInput = z
  .object({
    id: z.string().trim().min(1).max(40).optional(),
    tipo: z.enum(TAF_PONTO_TIPOS, { error: 'Escolha o tipo do ponto' }),
    descricao: texto(3, 'Descreva o ponto de controle', 500),
    nominal: ZDecimalNumero('Informe o valor nominal').nullish(),
    tolerancia: ZDecimalNumero('Informe a tolerância').nullish(),
    unidade: z.string().trim().max(20, 'No máximo 20 caracteres').nullish(),
  })
  .superRefine((p, ctx) => {
    if (p.tipo !== 'medicao') return;
    if (p.nominal == null)
      ctx.addIssue({ code: 'custom', path: ['nominal'], message: 'Informe o valor nominal' });
    if (p.tolerancia == null)
      ctx.addIssue({ code: 'custom', path: ['tolerancia'], message: 'Informe a tolerância (±)' });
    else if (p.tolerancia < 0)
      ctx.addIssue({ code: 'custom', path: ['tolerancia'], message: 'A tolerância não pode ser negativa' });
    if (!p.unidade)
      ctx.addIssue({ code: 'custom', path: ['unidade'], message: 'Informe a unidade (mm, bar, V...)' });
  });
export type TTafPontoInput = z.input<typeof ZTafPontoInput>;

/** A template: for one product, or for every product of a family (exactly one of the two). */
export const ZTafModeloInput = z
  .object({
    nome: texto(3, 'Dê um nome ao modelo', 150),
    produtoId: z.uuid('Produto inválido').nullable().default(null),
    familia: z.string().trim().max(80, 'No máximo 80 caracteres').nullable().default(null),
    pontos: z
      .array(ZTafPontoInput)
      .min(1, 'Inclua ao menos um ponto de controle')
      .max(150, 'No máximo 150 pontos'),
    ativo: z.boolean().default(true),
    versao: z.number().int().min(0).optional(),
  })
  .superRefine((m, ctx) => {
    if (!m.produtoId === !m.familia)
      ctx.addIssue({
        code: 'custom',
        path: ['produtoId'],
        message: 'Escolha o produto ou a família a que o modelo se aplica (um dos dois)',
      });
    const ids = m.pontos.map((p) => p.id).filter(Boolean);
    if (new Set(ids).size !== ids.length)
      ctx.addIssue({ code: 'custom', path: ['pontos'], message: 'Dois pontos com o mesmo identificador' });
  });
export type TTafModeloInput = z.input<typeof ZTafModeloInput>;

/** A control point as stored (a template's, or the copy a TAF record keeps). */
export const ZTafPonto = z.object({
  id: z.string(),
  ordem: z.number().int(),
  tipo: z.enum(TAF_PONTO_TIPOS),
  descricao: z.string(),
  nominal: z.number().optional(),
  tolerancia: z.number().optional(),
  unidade: z.string().optional(),
});

export const ZTafModelo = z.object({
  id: z.string(),
  nome: z.string(),
  produto: ZProdutoRef.nullable(),
  familia: z.string().nullable(),
  pontos: z.array(ZTafPonto),
  ativo: z.boolean(),
  /** TAF records started from it. */
  tafs: z.number().int(),
  versao: z.number().int(),
  atualizadoEm: z.string(),
  acoes: z.object({ editar: z.boolean() }),
});
export type TTafModelo = z.infer<typeof ZTafModelo>;

export const ZTafModelosQuery = ZPageQuery.extend({
  /** The templates that apply to this product: its own and its family's. */
  produtoId: z.uuid('Produto inválido').optional(),
  familia: z.string().trim().max(80).optional(),
  busca: z.string().trim().max(100).optional(),
  inativos: ZQueryBoolean.optional(),
});
export type TTafModelosQuery = z.output<typeof ZTafModelosQuery>;
export const ZTafModelosPage = ZPage(ZTafModelo);
export type TTafModelosPage = z.infer<typeof ZTafModelosPage>;
export const ZTafModeloParams = z.object({ modelo: z.uuid('Modelo não encontrado') });

/** A new TAF record: a unit (serial number) of a product, on a fabrication (an obra of tipo fabricacao). */
export const ZTafInput = z.object({
  produtoId: z.uuid('Escolha o produto'),
  obraId: z.uuid('Escolha a fabricação'),
  numeroSerie: texto(1, 'Informe o número de série', 60),
  modeloId: z.uuid('Escolha o modelo de TAF'),
});
export type TTafInput = z.input<typeof ZTafInput>;

/**
 * The answer to one point. A measurement sends its value and the server decides conforme/não conforme (a result
 * sent for it is ignored); the other kinds send their result. A photo point needs its photo (sent first to
 * POST /api/tafs/:taf/pontos/:ponto/foto, its id in `fotoId`) unless it does not apply.
 */
export const ZTafRespostaInput = z.object({
  resultado: z.enum(TAF_RESULTADOS, { error: 'Escolha o resultado' }).optional(),
  valorMedido: ZDecimalTexto('Informe o valor medido').nullish(),
  observacao: z.string().trim().max(2000, 'No máximo 2000 caracteres').default(''),
  fotoId: z.uuid('Foto inválida').nullish(),
  versao: z.number().int().min(0).optional(),
});
export type TTafRespostaInput = z.input<typeof ZTafRespostaInput>;

export const ZTafTestemunha = z.object({
  nome: texto(3, 'Informe o nome da testemunha', 120),
  empresa: texto(2, 'Informe a empresa da testemunha', 120),
  cargo: z.string().trim().max(80, 'No máximo 80 caracteres').default(''),
});
export const ZTafTestemunhasInput = z.object({
  testemunhas: z.array(ZTafTestemunha).max(20, 'No máximo 20 testemunhas'),
  versao: z.number().int().min(0).optional(),
});
export type TTafTestemunhasInput = z.input<typeof ZTafTestemunhasInput>;

/**
 * A signature. The factory's inspector signs as the signed-in user (the name sent is replaced by theirs); the
 * client's inspector signs on the same tablet with their name, company and drawing.
 */
export const ZTafAssinaturaInput = z
  .object({
    papel: z.enum(TAF_PAPEIS, { error: 'Diga quem assina: a fábrica ou o cliente' }),
    assinatura: ZAssinaturaInput,
    empresa: z.string().trim().max(120, 'No máximo 120 caracteres').default(''),
    versao: z.number().int().min(0).optional(),
  })
  .superRefine((a, ctx) => {
    if (a.papel === 'cliente' && a.empresa.length < 2)
      ctx.addIssue({
        code: 'custom',
        path: ['empresa'],
        message: 'Informe a empresa do inspetor do cliente',
      });
  });
export type TTafAssinaturaInput = z.input<typeof ZTafAssinaturaInput>;

/** A stored TAF signature: the RDO's, with the signer's company. */
export const ZTafAssinatura = ZAssinatura.extend({ empresa: z.string() });
export type TTafAssinatura = z.infer<typeof ZTafAssinatura>;

export const ZTafMoveInput = z.object({
  motivo: z.string().trim().min(5, 'Diga o motivo').max(2000, 'No máximo 2000 caracteres').optional(),
  versao: z.number().int().min(0).optional(),
});
export type TTafMoveInput = z.input<typeof ZTafMoveInput>;

const ZPessoa = z.object({ id: z.string(), nome: z.string() });

export const ZTafResposta = z.object({
  resultado: z.enum(TAF_RESULTADOS),
  /** Exact, as text ("10.05"). */
  valorMedido: z.string().nullable(),
  observacao: z.string(),
  foto: z.object({ id: z.string(), nome: z.string() }).nullable(),
  verificadoPor: ZPessoa.nullable(),
  verificadoEm: z.string(),
  /** The SGI non-conformity this point raised (opens at /sgi/ocorrencias/:id). */
  ocorrenciaSgi: z.object({ id: z.string(), numero: z.number().int() }).nullable(),
});
export type TTafResposta = z.infer<typeof ZTafResposta>;

export const ZTafPontoRegistro = ZTafPonto.extend({ resposta: ZTafResposta.nullable() });
export type TTafPontoRegistro = z.infer<typeof ZTafPontoRegistro>;

const ZTafObra = z.object({ id: z.string(), codigo: z.string(), nome: z.string(), cliente: z.string() });

export const ZTafResumo = z.object({
  id: z.string(),
  numero: z.number().int(),
  numeroSerie: z.string(),
  produto: ZProdutoRef,
  obra: ZTafObra,
  modelo: z.object({ id: z.string(), nome: z.string() }).nullable(),
  status: z.enum(TAF_STATUSES),
  resultado: z.enum(TAF_VEREDITOS).nullable(),
  pontosTotal: z.number().int(),
  pontosRespondidos: z.number().int(),
  naoConformes: z.number().int(),
  responsavel: ZPessoa.nullable(),
  concluidoEm: z.string().nullable(),
  assinadoEm: z.string().nullable(),
  criadoEm: z.string(),
  atualizadoEm: z.string(),
});
export type TTafResumo = z.infer<typeof ZTafResumo>;

export const ZTaf = ZTafResumo.extend({
  pontos: z.array(ZTafPontoRegistro),
  testemunhas: z.array(z.object({ nome: z.string(), empresa: z.string(), cargo: z.string() })),
  assinaturaFabrica: ZTafAssinatura.nullable(),
  assinaturaCliente: ZTafAssinatura.nullable(),
  versao: z.number().int(),
  /** What this user may do now (a signed TAF allows only reading and the PDF). */
  acoes: z.object({
    responder: z.boolean(),
    testemunhas: z.boolean(),
    assinarFabrica: z.boolean(),
    assinarCliente: z.boolean(),
    pdf: z.boolean(),
  }),
  /** The buttons: concluir, reabrir (the second signature makes `assinar`). */
  movimentos: z.array(ZMoveOption),
  linhaDoTempo: z.array(ZMoveMade),
});
export type TTaf = z.infer<typeof ZTaf>;

export const TAFS_SORT_FIELDS = ['numero', 'numeroSerie', 'atualizadoEm', 'assinadoEm'] as const;
export const ZTafsFilters = z.object({
  produtoId: z.uuid('Produto inválido').optional(),
  obraId: z.uuid('Fabricação inválida').optional(),
  status: ZQueryList(z.enum(TAF_STATUSES, { error: 'Situação inválida' })).optional(),
  resultado: z.enum(TAF_VEREDITOS, { error: 'Resultado inválido' }).optional(),
  /** Serial number, product code or name, fabrication code or name. */
  busca: z.string().trim().max(100).optional(),
});
export type TTafsFilters = z.input<typeof ZTafsFilters>;
export const ZTafsQuery = ZPageQuery.extend({
  ...ZTafsFilters.shape,
  sort: ZSort(TAFS_SORT_FIELDS).optional(),
});
export type TTafsQuery = z.output<typeof ZTafsQuery>;
export type TTafsQueryInput = z.input<typeof ZTafsQuery>;
export const ZTafsPage = ZPage(ZTafResumo);
export type TTafsPage = z.infer<typeof ZTafsPage>;

export const ZTafParams = z.object({ taf: z.uuid('TAF não encontrado') });
export const ZTafPontoParams = ZTafParams.extend({ ponto: z.string().trim().min(1).max(40) });
export const ZTafMoveParams = ZTafParams.extend({
  movimento: z.enum(['concluir', 'reabrir'], { error: 'Movimento inválido' }),
});

/** A photo sent for a point (its id goes in the answer's `fotoId`). */
export const ZTafFoto = z.object({ id: z.string(), nome: z.string(), mime: z.string(), tamanho: z.number() });
export type TTafFoto = z.infer<typeof ZTafFoto>;
