import { z } from 'zod';
import { ZPage, ZPageQuery, ZQueryBoolean, ZQueryList, ZSort } from '../platform/list.contracts';
import { ZMoveMade, ZMoveOption } from '../workflow/workflow.contracts';
import {
  ESQUEMAS_REVISAO,
  PROJETO_CATEGORIAS,
  PROJETO_DISCIPLINAS,
  PROJETO_ESCOPOS,
  PROJETO_FINALIDADES,
  REVISAO_STATUSES,
} from './projetos.constants';
import { PROJETO_CODIGOS, PROJETO_DETENTORES, PROJETO_SITUACOES } from './projetos.status';

const ZData = z.iso.date('Data inválida: use aaaa-mm-dd');
const texto = (min: number, message: string, max: number) =>
  z.string({ error: message }).trim().min(min, message).max(max, `No máximo ${max} caracteres`);

/** A document number as engineering offices write them: LT3-EST-DE-0001, 1234.56-M-001 Folha 2. */
const NUMERO = /^[A-Za-z0-9][A-Za-z0-9._\-/ ]*$/;

/**
 * A new document of an obra's register. The obra decides the scope: a site's (CRE) or a fabrication's (factory
 * project); the category must be one of that scope's (the server says which when it is not).
 */
export const ZProjetoInput = z.object({
  obraId: z.uuid('Escolha a obra'),
  numero: texto(3, 'Informe o número do documento', 60).regex(
    NUMERO,
    'Use letras, números, ponto, hífen, barra e espaço no número do documento',
  ),
  titulo: texto(3, 'Informe o título do documento', 200),
  disciplina: z.enum(PROJETO_DISCIPLINAS, { error: 'Escolha a disciplina' }),
  categoria: z.enum(PROJETO_CATEGORIAS, { error: 'Escolha a categoria' }),
  descricao: z.string().trim().max(4000, 'No máximo 4000 caracteres').default(''),
  /** When the first issue is due (the designers' date). */
  prazo: ZData.nullable().default(null),
});
export type TProjetoInput = z.input<typeof ZProjetoInput>;

/** The register's data a designer may change (the number and obra never change: a new number is a new document). */
export const ZProjetoUpdate = z.object({
  titulo: texto(3, 'Informe o título do documento', 200).optional(),
  disciplina: z.enum(PROJETO_DISCIPLINAS, { error: 'Escolha a disciplina' }).optional(),
  categoria: z.enum(PROJETO_CATEGORIAS, { error: 'Escolha a categoria' }).optional(),
  descricao: z.string().trim().max(4000, 'No máximo 4000 caracteres').optional(),
  prazo: ZData.nullable().optional(),
  versao: z.number().int().min(0).optional(),
});
export type TProjetoUpdate = z.input<typeof ZProjetoUpdate>;

/** A revision being prepared: its label comes from the obra's scheme; files are sent to it before it is issued. */
const ZFinalidade = z.enum(PROJETO_FINALIDADES, { error: 'Escolha a finalidade da emissão' });
const ZDescricaoRevisao = z.string().trim().max(2000, 'No máximo 2000 caracteres');
export const ZRevisaoInput = z.object({
  finalidade: ZFinalidade,
  descricao: ZDescricaoRevisao.default(''),
});
export type TRevisaoInput = z.input<typeof ZRevisaoInput>;
/** Written field by field: no defaults, so a change of purpose alone keeps the description. */
export const ZRevisaoUpdate = z.object({
  finalidade: ZFinalidade.optional(),
  descricao: ZDescricaoRevisao.optional(),
});

/**
 * Issuing revisions together (a transmittal, "GRD"): every one prepared and with at least one file, all of the
 * same obra. `prazo` is the date the client is asked to answer by (needed when any revision asks for approval).
 */
export const ZTransmittalInput = z.object({
  obraId: z.uuid('Escolha a obra'),
  revisoes: z
    .array(z.uuid('Revisão inválida'), { error: 'Escolha as revisões a emitir' })
    .min(1, 'Escolha ao menos uma revisão a emitir')
    .max(100, 'No máximo 100 documentos por GRD'),
  prazo: ZData.nullable().default(null),
  observacao: z.string().trim().max(2000, 'No máximo 2000 caracteres').default(''),
});
export type TTransmittalInput = z.input<typeof ZTransmittalInput>;

/**
 * The client's review of an issued revision. B, C and D send the document back to the designers: they need at
 * least one comment and the date the designers must answer by.
 */
export const ZParecerInput = z
  .object({
    codigo: z.enum(PROJETO_CODIGOS, { error: 'Escolha o código de revisão (A, B, C ou D)' }),
    comentarios: z
      .array(texto(2, 'Escreva o comentário', 4000))
      .max(50, 'No máximo 50 comentários por revisão')
      .default([]),
    prazo: ZData.nullable().default(null),
    versao: z.number().int().min(0).optional(),
  })
  .superRefine((p, ctx) => {
    if (p.codigo === 'A') return;
    if (p.comentarios.length === 0)
      ctx.addIssue({
        code: 'custom',
        path: ['comentarios'],
        message: 'Com o código B, C ou D, diga o que deve mudar (ao menos um comentário)',
      });
    if (!p.prazo)
      ctx.addIssue({
        code: 'custom',
        path: ['prazo'],
        message: 'Informe o prazo para os projetistas responderem',
      });
  });
export type TParecerInput = z.input<typeof ZParecerInput>;

/** A comment on a revision (the current one when not said). `interno` ones only `readInterno` writes and reads. */
export const ZProjetoComentarioInput = z.object({
  texto: texto(2, 'Escreva o comentário', 4000),
  revisaoId: z.uuid('Revisão inválida').optional(),
  interno: z.boolean().default(false),
});
export type TProjetoComentarioInput = z.input<typeof ZProjetoComentarioInput>;

/** The designers' answer to a comment; only the comment's reviewer closes it. */
export const ZProjetoRespostaInput = z.object({ texto: texto(2, 'Escreva a resposta', 4000) });
export type TProjetoRespostaInput = z.input<typeof ZProjetoRespostaInput>;

export const ZProjetoMoveInput = z.object({
  motivo: z.string().trim().min(5, 'Diga o motivo').max(2000, 'No máximo 2000 caracteres').optional(),
  versao: z.number().int().min(0).optional(),
});
export type TProjetoMoveInput = z.input<typeof ZProjetoMoveInput>;

/** An obra's register settings (admin_projetos). */
export const ZProjetosConfig = z.object({
  esquemaRevisao: z.enum(ESQUEMAS_REVISAO, { error: 'Escolha como as revisões são numeradas' }),
  prazoClienteDias: z
    .number({ error: 'Informe o prazo do cliente em dias' })
    .int('Use um número inteiro de dias')
    .min(1, 'No mínimo 1 dia')
    .max(120, 'No máximo 120 dias'),
  prazoRetornoDias: z
    .number({ error: 'Informe o prazo de retorno dos projetistas em dias' })
    .int('Use um número inteiro de dias')
    .min(1, 'No mínimo 1 dia')
    .max(120, 'No máximo 120 dias'),
});
export type TProjetosConfig = z.infer<typeof ZProjetosConfig>;

const ZPessoa = z.object({ id: z.string(), nome: z.string() });
const ZObraRef = z.object({ id: z.string(), codigo: z.string(), nome: z.string() });

export const ZProjetoResumo = z.object({
  id: z.string(),
  escopo: z.enum(PROJETO_ESCOPOS),
  obra: ZObraRef,
  numero: z.string(),
  titulo: z.string(),
  disciplina: z.enum(PROJETO_DISCIPLINAS),
  categoria: z.enum(PROJETO_CATEGORIAS),
  situacao: z.enum(PROJETO_SITUACOES),
  /** The last issued revision's label ("B"), null before the first issue. */
  revisaoAtual: z.string().nullable(),
  finalidade: z.enum(PROJETO_FINALIDADES).nullable(),
  /** The client's code on the last issued revision, once reviewed. */
  codigo: z.enum(PROJETO_CODIGOS).nullable(),
  prazo: z.string().nullable(),
  detentor: z.enum(PROJETO_DETENTORES).nullable(),
  atrasado: z.boolean(),
  /** Days past the due date (0 when not overdue). */
  diasAtraso: z.number().int(),
  atualizadoEm: z.string(),
});
export type TProjetoResumo = z.infer<typeof ZProjetoResumo>;

export const ZProjetoArquivo = z.object({
  id: z.string(),
  nome: z.string(),
  mime: z.string(),
  tamanho: z.number().int(),
  enviadoEm: z.string(),
});
export type TProjetoArquivo = z.infer<typeof ZProjetoArquivo>;

export const ZProjetoComentario = z.object({
  id: z.string(),
  revisaoId: z.string(),
  revisao: z.string(),
  autor: ZPessoa.extend({ externo: z.boolean() }),
  texto: z.string(),
  interno: z.boolean(),
  resposta: z.object({ texto: z.string(), por: ZPessoa, em: z.string() }).nullable(),
  fechado: z.object({ por: ZPessoa, em: z.string() }).nullable(),
  criadoEm: z.string(),
  acoes: z.object({ responder: z.boolean(), fechar: z.boolean() }),
});
export type TProjetoComentario = z.infer<typeof ZProjetoComentario>;

export const ZTransmittalRef = z.object({ id: z.string(), numero: z.string() });

export const ZProjetoRevisao = z.object({
  id: z.string(),
  revisao: z.string(),
  finalidade: z.enum(PROJETO_FINALIDADES),
  descricao: z.string(),
  status: z.enum(REVISAO_STATUSES),
  arquivos: z.array(ZProjetoArquivo),
  transmittal: ZTransmittalRef.nullable(),
  emitidaEm: z.string().nullable(),
  emitidaPor: ZPessoa.nullable(),
  /** The date the client was asked to answer by. */
  prazoCliente: z.string().nullable(),
  codigo: z.enum(PROJETO_CODIGOS).nullable(),
  revisadaEm: z.string().nullable(),
  revisadaPor: ZPessoa.nullable(),
  /** Calendar days between issue and review. */
  diasRevisao: z.number().int().nullable(),
  acoes: z.object({
    editar: z.boolean(),
    enviarArquivos: z.boolean(),
    excluir: z.boolean(),
    parecer: z.boolean(),
  }),
});
export type TProjetoRevisao = z.infer<typeof ZProjetoRevisao>;

export const ZProjeto = ZProjetoResumo.extend({
  descricao: z.string(),
  esquemaRevisao: z.enum(ESQUEMAS_REVISAO),
  /** Newest first; the one being prepared, if any, comes first. */
  revisoes: z.array(ZProjetoRevisao),
  comentarios: z.array(ZProjetoComentario),
  versao: z.number().int(),
  acoes: z.object({
    editar: z.boolean(),
    novaRevisao: z.boolean(),
    comentar: z.boolean(),
    comentarInterno: z.boolean(),
    parecer: z.boolean(),
  }),
  /** The buttons: cancelar, reativar. */
  movimentos: z.array(ZMoveOption),
  linhaDoTempo: z.array(ZMoveMade),
});
export type TProjeto = z.infer<typeof ZProjeto>;

export const PROJETOS_SORT_FIELDS = ['numero', 'titulo', 'prazo', 'situacao', 'atualizadoEm'] as const;
export const ZProjetosFilters = z.object({
  escopo: z.enum(PROJETO_ESCOPOS, { error: 'Escopo inválido' }).default('cre'),
  obraId: z.uuid('Obra inválida').optional(),
  categoria: ZQueryList(z.enum(PROJETO_CATEGORIAS, { error: 'Categoria inválida' })).optional(),
  disciplina: ZQueryList(z.enum(PROJETO_DISCIPLINAS, { error: 'Disciplina inválida' })).optional(),
  situacao: ZQueryList(z.enum(PROJETO_SITUACOES, { error: 'Situação inválida' })).optional(),
  codigo: ZQueryList(z.enum(PROJETO_CODIGOS, { error: 'Código inválido' })).optional(),
  atrasados: ZQueryBoolean.optional(),
  /** Number, title, obra code or name. */
  busca: z.string().trim().max(100).optional(),
});
export type TProjetosFilters = z.input<typeof ZProjetosFilters>;
export const ZProjetosQuery = ZPageQuery.extend({
  ...ZProjetosFilters.shape,
  sort: ZSort(PROJETOS_SORT_FIELDS).optional(),
});
export type TProjetosQuery = z.output<typeof ZProjetosQuery>;
export type TProjetosQueryInput = z.input<typeof ZProjetosQuery>;
export const ZProjetosPage = ZPage(ZProjetoResumo);
export type TProjetosPage = z.infer<typeof ZProjetosPage>;

/**
 * An obra's revisions in preparation that the user may issue (the "Emitir GRD" dialog): one request for the lot,
 * at most 200, by document number.
 */
export const ZEmPreparacaoQuery = z.object({
  escopo: z.enum(PROJETO_ESCOPOS, { error: 'Escopo inválido' }).default('cre'),
  obraId: z.uuid('Escolha a obra'),
});
export const ZEmPreparacao = z.object({
  projeto: ZProjetoResumo,
  revisao: z.object({
    id: z.string(),
    revisao: z.string(),
    finalidade: z.enum(PROJETO_FINALIDADES),
    descricao: z.string(),
    arquivos: z.number().int(),
  }),
});
export type TEmPreparacao = z.infer<typeof ZEmPreparacao>;
export const ZEmPreparacaoLista = z.array(ZEmPreparacao);

export const ZProjetoParams = z.object({ projeto: z.uuid('Documento não encontrado') });
export const ZRevisaoParams = ZProjetoParams.extend({ revisao: z.uuid('Revisão não encontrada') });
export const ZRevisaoArquivoParams = ZRevisaoParams.extend({ arquivo: z.uuid('Arquivo não encontrado') });
export const ZProjetoComentarioParams = ZProjetoParams.extend({
  comentario: z.uuid('Comentário não encontrado'),
});
export const ZProjetoMoveParams = ZProjetoParams.extend({
  movimento: z.enum(['cancelar', 'reativar'], { error: 'Movimento inválido' }),
});
export const ZTransmittalParams = z.object({ transmittal: z.uuid('GRD não encontrada') });

export const ZTransmittal = z.object({
  id: z.string(),
  numero: z.string(),
  obra: ZObraRef,
  escopo: z.enum(PROJETO_ESCOPOS),
  emitidoEm: z.string(),
  emitidoPor: ZPessoa,
  prazo: z.string().nullable(),
  observacao: z.string(),
  itens: z.array(
    z.object({
      projetoId: z.string(),
      numero: z.string(),
      titulo: z.string(),
      revisao: z.string(),
      finalidade: z.enum(PROJETO_FINALIDADES),
      arquivos: z.number().int(),
    }),
  ),
});
export type TTransmittal = z.infer<typeof ZTransmittal>;
export const ZTransmittaisQuery = ZPageQuery.extend({
  escopo: z.enum(PROJETO_ESCOPOS, { error: 'Escopo inválido' }).default('cre'),
  obraId: z.uuid('Obra inválida').optional(),
});
export const ZTransmittaisPage = ZPage(
  ZTransmittal.omit({ itens: true }).extend({ documentos: z.number().int() }),
);
export type TTransmittaisPage = z.infer<typeof ZTransmittaisPage>;

/** The boards (per obra with `obraId`, general without; a category view passes `categoria`). */
export const ZProjetosPainelQuery = z.object({
  escopo: z.enum(PROJETO_ESCOPOS, { error: 'Escopo inválido' }).default('cre'),
  obraId: z.uuid('Obra inválida').optional(),
  categoria: z.enum(PROJETO_CATEGORIAS, { error: 'Categoria inválida' }).optional(),
});
export type TProjetosPainelQuery = z.input<typeof ZProjetosPainelQuery>;
export const ZProjetosPainel = z.object({
  total: z.number().int(),
  porSituacao: z.array(z.object({ situacao: z.enum(PROJETO_SITUACOES), total: z.number().int() })),
  porCategoria: z.array(z.object({ categoria: z.enum(PROJETO_CATEGORIAS), total: z.number().int() })),
  porDisciplina: z.array(z.object({ disciplina: z.enum(PROJETO_DISCIPLINAS), total: z.number().int() })),
  /** Reviews per month (`aaaa-mm`) and code, the last 12 months. */
  codigosPorMes: z.array(
    z.object({
      mes: z.string(),
      A: z.number().int(),
      B: z.number().int(),
      C: z.number().int(),
      D: z.number().int(),
    }),
  ),
  /** Average calendar days between issue and the client's review, over the reviews counted. */
  tempoMedioRevisaoDias: z.number().nullable(),
  revisoesAvaliadas: z.number().int(),
  totalAtrasados: z.number().int(),
  /** The overdue board: the most overdue first (at most 50; the register's "atrasados" filter lists them all). */
  atrasados: z.array(ZProjetoResumo),
});
export type TProjetosPainel = z.infer<typeof ZProjetosPainel>;
