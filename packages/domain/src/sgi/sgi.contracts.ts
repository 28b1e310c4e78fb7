import { z } from 'zod';
import { ZPage, ZPageQuery, ZQueryBoolean, ZQueryList, ZSort } from '../platform/list.contracts';
import { ZMoveMade, ZMoveOption } from '../workflow/workflow.contracts';
import {
  ACAO_STATUSES,
  AUDITORIA_ETAPAS,
  AUDITORIA_TIPOS,
  RNC_EFICACIA,
  RNC_TIPOS,
  SGI_6M,
  SGI_CATEGORIAS,
  SGI_GRAVIDADES,
  SGI_MOVES,
  SGI_NORMAS,
  SGI_ORIGENS,
  SGI_STATUSES,
  SGI_STATUS_LEGADO,
  SGI_TIPOS,
  type TSgiMove,
  type TSgiStatus,
} from './sgi.status';

const texto = (min: number, message: string, max: number) =>
  z.string({ error: message }).trim().min(min, message).max(max, `No máximo ${max} caracteres`);
const opcional = (max: number) => z.string().trim().max(max, `No máximo ${max} caracteres`).default('');
const ZData = z.iso.date('Data inválida');
const ZPessoa = z.object({ id: z.string(), nome: z.string(), email: z.string() });
const pessoaId = (message: string) => z.uuid(message);
/** Money in reais, zero or more, as text with up to two decimals ("1250.50"). */
const ZValor = z
  .string({ error: 'Informe o valor' })
  .trim()
  .regex(/^\d{1,13}(\.\d{1,2})?$/, 'Valor inválido: use números, com até duas casas decimais');

/** Where an occurrence came from, when it came from another record (linked both ways). */
export const ZSgiOrigemRef = z
  .object({
    rdoId: z.uuid('RDO inválido').optional(),
    /** The index of the occurrence in the RDO's list. */
    rdoOcorrencia: z.number().int().min(0).optional(),
    checklistId: z.uuid('Checklist inválido').optional(),
    itemId: z.string().trim().max(100).optional(),
    auditoriaId: z.uuid('Auditoria inválida').optional(),
    /** A TAF's failed point (issue 20): the record, its product (the page's address) and the point. */
    tafId: z.uuid('TAF inválido').optional(),
    produtoId: z.uuid('Produto inválido').optional(),
    pontoId: z.string().trim().max(40).optional(),
  })
  .default({});
export type TSgiOrigemRef = z.output<typeof ZSgiOrigemRef>;

const ocorrenciaCampos = {
  categoria: z.enum(SGI_CATEGORIAS, { error: 'Escolha a categoria' }),
  tipo: z.enum(SGI_TIPOS, { error: 'Escolha o tipo' }),
  origem: z.enum(SGI_ORIGENS, { error: 'Escolha a origem' }),
  obraId: z.uuid('Obra inválida').nullable().default(null),
  titulo: texto(5, 'Resuma a ocorrência em poucas palavras', 150),
  descricao: texto(10, 'Descreva o que foi visto, onde e quando', 5000),
  local: opcional(200),
  dataOcorrencia: ZData,
};

/** A new occurrence: saved as a draft (only its author sees it) or sent at once to the SGI team's triage. */
export const ZOcorrenciaInput = z.object({
  ...ocorrenciaCampos,
  origemRef: ZSgiOrigemRef,
  enviar: z.boolean().default(false),
});
export type TOcorrenciaInput = z.input<typeof ZOcorrenciaInput>;

export const ZOcorrenciaEdicao = z.object({
  ...ocorrenciaCampos,
  versao: z.number().int().min(0).optional(),
});
export type TOcorrenciaEdicao = z.input<typeof ZOcorrenciaEdicao>;

/** The SGI team accepts an occurrence: who answers for it, and the severity (required for a deviation). */
export const ZTriagemInput = z.object({
  responsavelId: pessoaId('Escolha o responsável'),
  gravidade: z.enum(SGI_GRAVIDADES, { error: 'Escolha a gravidade' }).nullable().default(null),
  prazo: ZData.nullable().default(null),
  motivo: z.string().trim().max(2000).optional(),
  versao: z.number().int().min(0).optional(),
});
export type TTriagemInput = z.input<typeof ZTriagemInput>;

export const ZSgiMoveInput = z.object({
  motivo: z.string().trim().min(5, 'Diga o motivo').max(2000, 'No máximo 2000 caracteres').optional(),
  versao: z.number().int().min(0).optional(),
});
export const ZSgiMoveParams = z.object({
  id: z.uuid('Ocorrência inválida'),
  movimento: z.enum(SGI_MOVES as [TSgiMove, ...TSgiMove[]], { error: 'Movimento inválido' }),
});

const causas = z.array(z.string().trim().min(1).max(300)).max(10, 'No máximo 10 causas por M').default([]);
/** Ishikawa's six Ms, each with the causes found there. */
const ZIshikawa = z
  .object({
    metodo: causas,
    material: causas,
    medida: causas,
    maquina: causas,
    mao_de_obra: causas,
    meio_ambiente: causas,
  })
  .default({ metodo: [], material: [], medida: [], maquina: [], mao_de_obra: [], meio_ambiente: [] });

/** The RNC (relatório de não conformidade) of an occurrence: analysis, root cause, correction, effectiveness. */
export const ZRncInput = z.object({
  tipo: z.enum(RNC_TIPOS, { error: 'Escolha o tipo de ação' }),
  norma: z.enum(SGI_NORMAS, { error: 'Escolha a norma' }),
  clausula: texto(1, 'Informe o requisito (cláusula) da norma', 40),
  recorrente: z.boolean().default(false),
  descricao: texto(10, 'Descreva a não conformidade', 5000),
  abrangencia: opcional(2000),
  correcaoImediata: opcional(2000),
  correcaoResponsavelId: z.uuid('Responsável inválido').nullable().default(null),
  correcaoPrazo: ZData.nullable().default(null),
  /** The 5 whys, in order (up to five). */
  porques: z
    .array(z.string().trim().min(1, 'Escreva o porquê').max(500))
    .max(5, 'No máximo cinco porquês')
    .default([]),
  ishikawa: ZIshikawa,
  causaRaiz6M: z.enum(SGI_6M, { error: 'Escolha o M da causa raiz' }).nullable().default(null),
  causaRaiz: opcional(2000),
  eficaciaResponsavelId: z.uuid('Responsável inválido').nullable().default(null),
  eficaciaPrazo: ZData.nullable().default(null),
  versao: z.number().int().min(0).optional(),
});
export type TRncInput = z.input<typeof ZRncInput>;

/** The effectiveness check: effective closes the RNC; not effective keeps it open for a new analysis. */
export const ZRncEficaciaInput = z.object({
  resultado: z.enum(RNC_EFICACIA, { error: 'Diga se a ação foi eficaz' }),
  observacao: texto(5, 'Descreva o que foi verificado', 2000),
});
export type TRncEficaciaInput = z.input<typeof ZRncEficaciaInput>;

export const ZRnc = z.object({
  numero: z.string(),
  emitente: z.string().nullable(),
  emitidaEm: z.string(),
  tipo: z.enum(RNC_TIPOS),
  norma: z.enum(SGI_NORMAS),
  clausula: z.string(),
  recorrente: z.boolean(),
  descricao: z.string(),
  abrangencia: z.string(),
  correcaoImediata: z.string(),
  correcaoResponsavel: ZPessoa.nullable(),
  correcaoPrazo: z.string().nullable(),
  porques: z.array(z.string()),
  ishikawa: z.record(z.enum(SGI_6M), z.array(z.string())),
  causaRaiz6M: z.enum(SGI_6M).nullable(),
  causaRaiz: z.string(),
  eficaciaResponsavel: ZPessoa.nullable(),
  eficaciaPrazo: z.string().nullable(),
  eficaciaResultado: z.enum(RNC_EFICACIA).nullable(),
  eficaciaObservacao: z.string(),
  encerradaEm: z.string().nullable(),
  versao: z.number().int(),
});
export type TRnc = z.infer<typeof ZRnc>;

/** One 5W2H action of an occurrence's plan. */
export const ZAcaoInput = z.object({
  oQue: texto(3, 'O quê: descreva a ação', 1000),
  porQue: texto(3, 'Por quê: diga o motivo', 1000),
  onde: texto(2, 'Onde será feita', 300),
  quando: ZData,
  quemId: pessoaId('Quem: escolha o responsável pela ação'),
  como: texto(3, 'Como será feita', 2000),
  quantoCusta: ZValor.default('0'),
  verificadorId: pessoaId('Escolha quem verifica a ação'),
});
export type TAcaoInput = z.input<typeof ZAcaoInput>;

/** An action plan: the actions added together (the /sgi/plano-acao page). */
export const ZPlanoAcaoInput = z.object({
  acoes: z.array(ZAcaoInput).min(1, 'Inclua ao menos uma ação').max(50, 'No máximo 50 ações de uma vez'),
});
export type TPlanoAcaoInput = z.input<typeof ZPlanoAcaoInput>;

export const ZAcaoFinalizarInput = z.object({
  custoReal: ZValor,
  evidencia: texto(5, 'Diga o que foi feito', 2000),
});
export type TAcaoFinalizarInput = z.input<typeof ZAcaoFinalizarInput>;
export const ZAcaoReabrirInput = z.object({ motivo: texto(5, 'Diga por que a ação volta', 2000) });

const ZOcorrenciaRef = z.object({
  id: z.string(),
  numero: z.number().int(),
  titulo: z.string(),
  categoria: z.enum(SGI_CATEGORIAS),
  status: z.enum(SGI_STATUSES),
});

export const ZAcao = z.object({
  id: z.string(),
  ocorrencia: ZOcorrenciaRef,
  obra: z.object({ id: z.string(), codigo: z.string(), nome: z.string() }).nullable(),
  oQue: z.string(),
  porQue: z.string(),
  onde: z.string(),
  quando: z.string(),
  quem: ZPessoa.nullable(),
  como: z.string(),
  quantoCusta: z.string(),
  verificador: ZPessoa.nullable(),
  custoReal: z.string().nullable(),
  evidencia: z.string(),
  status: z.enum(ACAO_STATUSES),
  atrasada: z.boolean(),
  finalizadaEm: z.string().nullable(),
  verificadaEm: z.string().nullable(),
  acoes: z.object({
    finalizar: z.boolean(),
    verificar: z.boolean(),
    reabrir: z.boolean(),
  }),
});
export type TAcao = z.infer<typeof ZAcao>;

export const ZOcorrenciaResumo = z.object({
  id: z.string(),
  numero: z.number().int(),
  categoria: z.enum(SGI_CATEGORIAS),
  tipo: z.enum(SGI_TIPOS),
  origem: z.enum(SGI_ORIGENS),
  titulo: z.string(),
  status: z.enum(SGI_STATUSES),
  gravidade: z.enum(SGI_GRAVIDADES).nullable(),
  obra: z.object({ id: z.string(), codigo: z.string(), nome: z.string() }).nullable(),
  autor: ZPessoa.nullable(),
  responsavel: ZPessoa.nullable(),
  dataOcorrencia: z.string(),
  prazo: z.string().nullable(),
  acoesPendentes: z.number().int(),
  acoesTotal: z.number().int(),
  criadaEm: z.string(),
  finalizadaEm: z.string().nullable(),
  atualizadaEm: z.string(),
});
export type TOcorrenciaResumo = z.infer<typeof ZOcorrenciaResumo>;

export const ZOcorrenciaSgi = ZOcorrenciaResumo.extend({
  descricao: z.string(),
  local: z.string(),
  origemRef: z.object({
    rdoId: z.string().optional(),
    rdoOcorrencia: z.number().optional(),
    checklistId: z.string().optional(),
    itemId: z.string().optional(),
    auditoriaId: z.string().optional(),
    tafId: z.string().optional(),
    produtoId: z.string().optional(),
    pontoId: z.string().optional(),
  }),
  /** Where the origin opens in the portal (the RDO, the checklist, the audit), when there is one. */
  origemLink: z.string().nullable(),
  fotos: z.array(z.object({ id: z.string(), nome: z.string(), mime: z.string(), tamanho: z.number() })),
  rnc: ZRnc.nullable(),
  acoesPlano: z.array(ZAcao),
  versao: z.number().int(),
  acoes: z.object({
    editar: z.boolean(),
    triar: z.boolean(),
    rnc: z.boolean(),
    plano: z.boolean(),
    fotos: z.boolean(),
    comentar: z.boolean(),
  }),
  movimentos: z.array(ZMoveOption),
  linhaDoTempo: z.array(ZMoveMade),
});
export type TOcorrenciaSgi = z.infer<typeof ZOcorrenciaSgi>;

/** A status filter takes the old ANDAMENTO as EM ANDAMENTO. */
const ZStatusFiltro = z.preprocess(
  (v) => (v === SGI_STATUS_LEGADO ? 'EM ANDAMENTO' : v),
  z.enum(SGI_STATUSES, { error: 'Situação inválida' }),
) as z.ZodType<TSgiStatus>;

export const OCORRENCIAS_SORT_FIELDS = ['numero', 'dataOcorrencia', 'gravidade', 'atualizadaEm'] as const;
export const ZOcorrenciasFilters = z.object({
  categoria: z.enum(SGI_CATEGORIAS, { error: 'Categoria inválida' }).optional(),
  status: ZQueryList(ZStatusFiltro).optional(),
  gravidade: ZQueryList(z.enum(SGI_GRAVIDADES, { error: 'Gravidade inválida' })).optional(),
  tipo: ZQueryList(z.enum(SGI_TIPOS, { error: 'Tipo inválido' })).optional(),
  obra: z.uuid('Obra inválida').optional(),
  responsavel: z.uuid('Responsável inválido').optional(),
  /** The occurrences this user answers for or wrote. */
  minhas: ZQueryBoolean.optional(),
  origem: z.enum(SGI_ORIGENS, { error: 'Origem inválida' }).optional(),
  /** With `origem`: the RDO, checklist or audit the occurrences came from (the link back). */
  origemId: z.uuid('Origem inválida').optional(),
  busca: z.string().trim().max(100).optional(),
  de: ZData.optional(),
  ate: ZData.optional(),
});
export type TOcorrenciasFilters = z.input<typeof ZOcorrenciasFilters>;
export const ZOcorrenciasQuery = ZPageQuery.extend({
  ...ZOcorrenciasFilters.shape,
  sort: ZSort(OCORRENCIAS_SORT_FIELDS).optional(),
});
export type TOcorrenciasQuery = z.output<typeof ZOcorrenciasQuery>;
export const ZOcorrenciasPage = ZPage(ZOcorrenciaResumo);
export type TOcorrenciasPage = z.infer<typeof ZOcorrenciasPage>;

export const ZAcoesQuery = ZPageQuery.extend({
  /** The actions I own or verify. */
  minhas: ZQueryBoolean.optional(),
  atrasadas: ZQueryBoolean.optional(),
  status: ZQueryList(z.enum(ACAO_STATUSES, { error: 'Situação inválida' })).optional(),
  categoria: z.enum(SGI_CATEGORIAS, { error: 'Categoria inválida' }).optional(),
  obra: z.uuid('Obra inválida').optional(),
  busca: z.string().trim().max(100).optional(),
});
export type TAcoesQuery = z.output<typeof ZAcoesQuery>;
export const ZAcoesPage = ZPage(ZAcao);

export const ZAuditoriaInput = z
  .object({
    tipo: z.enum(AUDITORIA_TIPOS, { error: 'Escolha o tipo de auditoria' }),
    titulo: texto(5, 'Dê um título à auditoria', 200),
    normas: z.array(z.enum(SGI_NORMAS, { error: 'Norma inválida' })).min(1, 'Escolha ao menos uma norma'),
    escopo: texto(5, 'Descreva o escopo', 2000),
    obraId: z.uuid('Obra inválida').nullable().default(null),
    auditor: texto(3, 'Quem audita (auditor líder ou certificadora)', 200),
    inicio: ZData,
    fim: ZData,
  })
  .refine((a) => a.fim >= a.inicio, { path: ['fim'], message: 'O fim vem depois do início' });
export type TAuditoriaInput = z.input<typeof ZAuditoriaInput>;

/** A finding of an audit in execution: it becomes an occurrence of category auditoria, straight into triage. */
export const ZConstatacaoInput = z.object({
  tipo: z.enum(SGI_TIPOS, { error: 'Escolha o tipo' }).default('constatacao_auditoria'),
  titulo: texto(5, 'Resuma a constatação', 150),
  descricao: texto(10, 'Descreva a evidência e o requisito', 5000),
  obraId: z.uuid('Obra inválida').nullable().default(null),
});
export type TConstatacaoInput = z.input<typeof ZConstatacaoInput>;

export const ZAuditoria = z.object({
  id: z.string(),
  numero: z.number().int(),
  tipo: z.enum(AUDITORIA_TIPOS),
  titulo: z.string(),
  normas: z.array(z.enum(SGI_NORMAS)),
  escopo: z.string(),
  obra: z.object({ id: z.string(), codigo: z.string(), nome: z.string() }).nullable(),
  auditor: z.string(),
  inicio: z.string(),
  fim: z.string(),
  etapa: z.enum(AUDITORIA_ETAPAS),
  constatacoes: z.array(ZOcorrenciaResumo),
  acoes: z.object({ avancar: z.boolean(), constatar: z.boolean(), editar: z.boolean() }),
});
export type TAuditoria = z.infer<typeof ZAuditoria>;
export const ZAuditoriasQuery = ZPageQuery.extend({
  etapa: ZQueryList(z.enum(AUDITORIA_ETAPAS, { error: 'Etapa inválida' })).optional(),
  tipo: ZQueryList(z.enum(AUDITORIA_TIPOS, { error: 'Tipo inválido' })).optional(),
  busca: z.string().trim().max(100).optional(),
});
export type TAuditoriasQuery = z.output<typeof ZAuditoriasQuery>;
export const ZAuditoriasPage = ZPage(
  ZAuditoria.omit({ constatacoes: true }).extend({ constatacoes: z.number().int() }),
);

/** A category's dashboard (or all of SGI without one). */
export const ZPainelSgiQuery = z.object({
  categoria: z.enum(SGI_CATEGORIAS, { error: 'Categoria inválida' }).optional(),
  obra: z.uuid('Obra inválida').optional(),
  de: ZData.optional(),
  ate: ZData.optional(),
});
export type TPainelSgiQuery = z.output<typeof ZPainelSgiQuery>;

export const ZPainelSgi = z.object({
  total: z.number().int(),
  /** Open occurrences (not finished, drafts left out) by status, severity and obra. */
  abertasPorStatus: z.array(z.object({ status: z.enum(SGI_STATUSES), total: z.number().int() })),
  abertasPorGravidade: z.array(
    z.object({ gravidade: z.enum(SGI_GRAVIDADES).nullable(), total: z.number().int() }),
  ),
  abertasPorObra: z.array(z.object({ obra: z.string(), total: z.number().int() })),
  porMes: z.array(z.object({ mes: z.string(), abertas: z.number().int(), finalizadas: z.number().int() })),
  acoesAtrasadas: z.number().int(),
  /** Root causes by 6M, largest first, with the cumulative share (0–1) for the Pareto line. */
  pareto6M: z.array(z.object({ causa: z.enum(SGI_6M), total: z.number().int(), acumulado: z.number() })),
  /** Average days from opening to finishing, of those finished. */
  tempoMedioDias: z.number().nullable(),
});
export type TPainelSgi = z.infer<typeof ZPainelSgi>;
