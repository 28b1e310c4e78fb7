import { z } from 'zod';
import { ZIsoDate, ZPessoaRef } from '../obras/obras.contracts';
import { ZPage, ZPageQuery, ZQueryList, ZSort } from '../platform/list.contracts';
import { ZMoveMade, ZMoveOption } from '../workflow/workflow.contracts';
import {
  RDO_SECOES,
  ZAtividadeRdo,
  ZChuvaMm,
  ZClima,
  ZEquipamento,
  ZHora,
  ZMaoDeObra,
  ZOcorrencia,
} from './rdo-sections';
import { RDO_STATUS } from './rdo.status';

/** What the site manager writes in a day's report (every section; those switched off stay empty). */
export const ZRdoConteudo = z
  .object({
    /** "No work today" (Sunday, holiday, stoppage): the report still exists and says why in the comments. */
    semTrabalho: z.boolean().default(false),
    horarioInicio: ZHora.nullable().default(null),
    horarioFim: ZHora.nullable().default(null),
    clima: ZClima.default({ manha: null, tarde: null, noite: null }),
    chuvaMm: ZChuvaMm.nullable().default(null),
    maoDeObra: z.array(ZMaoDeObra).max(200).default([]),
    equipamentos: z.array(ZEquipamento).max(200).default([]),
    atividades: z.array(ZAtividadeRdo).max(300).default([]),
    ocorrencias: z.array(ZOcorrencia).max(100).default([]),
    comentarios: z.string().trim().max(10_000).default(''),
  })
  .refine((r) => !r.horarioInicio || !r.horarioFim || r.horarioInicio < r.horarioFim, {
    path: ['horarioFim'],
    message: 'O fim do expediente deve ser depois do início',
  });
export type TRdoConteudo = z.infer<typeof ZRdoConteudo>;
export type TRdoConteudoInput = z.input<typeof ZRdoConteudo>;

/** A new RDO: its date (the obra's local date, today or before) and its content. */
export const ZCreateRdoInput = z.object({ data: ZIsoDate, conteudo: ZRdoConteudo });
export type TCreateRdoInput = z.input<typeof ZCreateRdoInput>;

/** `editar` (open report) or `atualizar` (a finalized one, by those allowed: the reason is then required). */
export const ZUpdateRdoInput = z.object({
  conteudo: ZRdoConteudo,
  justificativa: z.string().trim().max(1000).optional(),
});
export type TUpdateRdoInput = z.input<typeof ZUpdateRdoInput>;

/** A drawn signature (PNG as a data URL) and the name written under it. */
export const ZAssinaturaInput = z.object({
  nome: z.string().trim().min(3, 'Informe o nome de quem assina').max(120),
  cargo: z.string().trim().max(80).default(''),
  imagem: z
    .string()
    .max(400_000, 'A assinatura é grande demais')
    .regex(/^data:image\/png;base64,[A-Za-z0-9+/=]+$/, 'Assine no quadro'),
});
export type TAssinaturaInput = z.input<typeof ZAssinaturaInput>;

export const ZAssinatura = z.object({
  nome: z.string(),
  cargo: z.string(),
  imagem: z.string(),
  assinadoEm: z.string(),
  userId: z.string().nullable(),
});
export type TAssinatura = z.infer<typeof ZAssinatura>;

export const ZFinalizarRdoInput = z.object({ assinatura: ZAssinaturaInput.optional() });
export const ZAprovarRdoInput = z.object({
  assinatura: ZAssinaturaInput.optional(),
  comentario: z.string().trim().max(2000).default(''),
});
export const ZDevolverRdoInput = z.object({
  motivo: z.string().trim().min(5, 'Diga o que precisa ser corrigido').max(2000),
  /** Files sent ahead (the thread's upload) showing what must be corrected: photos, a marked-up drawing. */
  arquivos: z.array(z.uuid('Arquivo inválido')).max(10, 'No máximo 10 arquivos').optional(),
});
export const ZReabrirRdoInput = z.object({
  motivo: z.string().trim().min(5, 'Diga por que o RDO será reaberto').max(2000),
});

export const ZRdoFoto = z.object({
  id: z.string(),
  arquivoId: z.string(),
  miniaturaId: z.string().nullable(),
  legenda: z.string(),
  nome: z.string(),
});
export type TRdoFoto = z.infer<typeof ZRdoFoto>;

export const ZRdoFotoLegendaInput = z.object({ legenda: z.string().trim().max(300) });

export const ZRdoEvento = z.object({
  acao: z.string(),
  por: z.string(),
  em: z.string(),
  detalhe: z.string().nullable(),
});

/** What the current user may do with this report; the screens show buttons from it, the API checks anyway. */
export const ZRdoAcoes = z.object({
  editar: z.boolean(),
  atualizar: z.boolean(),
  finalizar: z.boolean(),
  aprovar: z.boolean(),
  devolver: z.boolean(),
  reabrir: z.boolean(),
  excluir: z.boolean(),
  fotos: z.boolean(),
});
export type TRdoAcoes = z.infer<typeof ZRdoAcoes>;

const ZClimaView = z.object({ tempo: z.string(), condicao: z.string() }).nullable();

/** The content as the API answers it (plain types: response schemas are allow-lists, with no transforms). */
export const ZRdoConteudoView = z.object({
  semTrabalho: z.boolean(),
  horarioInicio: z.string().nullable(),
  horarioFim: z.string().nullable(),
  clima: z.object({ manha: ZClimaView, tarde: ZClimaView, noite: ZClimaView }),
  chuvaMm: z.number().nullable(),
  maoDeObra: z.array(
    z.object({
      funcao: z.string(),
      empresa: z.string(),
      tipo: z.string(),
      quantidade: z.number(),
      horas: z.number().nullable(),
    }),
  ),
  equipamentos: z.array(
    z.object({ descricao: z.string(), quantidade: z.number(), operando: z.number(), parado: z.number() }),
  ),
  atividades: z.array(
    z.object({
      atividadePlanejadaId: z.string().nullable(),
      descricao: z.string(),
      percentualAcumulado: z.number().nullable(),
      observacao: z.string(),
      /** For a planned activity: the % the plan expected by this report's date. */
      percentualPrevisto: z.number().nullable(),
    }),
  ),
  ocorrencias: z.array(z.object({ tipo: z.string(), descricao: z.string() })),
  comentarios: z.string(),
});
export type TRdoConteudoView = z.infer<typeof ZRdoConteudoView>;

export const ZRdoObraRef = z.object({
  id: z.string(),
  codigo: z.string(),
  nome: z.string(),
  cliente: z.string(),
});

export const ZRdo = z.object({
  id: z.string(),
  numero: z.number().int(),
  data: z.string(),
  status: z.enum(RDO_STATUS),
  obra: ZRdoObraRef,
  autor: ZPessoaRef.nullable(),
  siteManager: ZPessoaRef.nullable(),
  conteudo: ZRdoConteudoView,
  secoes: z.array(z.enum(RDO_SECOES)),
  fotos: z.array(ZRdoFoto),
  assinaturaResponsavel: ZAssinatura.nullable(),
  assinaturaCliente: ZAssinatura.nullable(),
  devolucao: z.object({ motivo: z.string(), por: z.string(), em: z.string() }).nullable(),
  historico: z.array(ZRdoEvento),
  acoes: ZRdoAcoes,
  /** The moves this user may make now (the action bar), from the shared life cycle. */
  movimentos: z.array(ZMoveOption),
  /** Every move made: who, when, from, to, why, and whom a substitute stood in for. */
  linhaDoTempo: z.array(ZMoveMade),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TRdo = z.infer<typeof ZRdo>;

/** A report in the list (`/diarios`). */
export const ZRdoResumo = z.object({
  id: z.string(),
  numero: z.number().int(),
  data: z.string(),
  status: z.enum(RDO_STATUS),
  obra: ZRdoObraRef.omit({ cliente: true }),
  autor: z.string().nullable(),
  efetivo: z.number().int(),
  chuvaMm: z.number().nullable(),
  ocorrencias: z.number().int(),
  fotos: z.number().int(),
  updatedAt: z.string(),
});
export type TRdoResumo = z.infer<typeof ZRdoResumo>;

export const RDO_SORT_FIELDS = ['data', 'numero', 'status', 'obra', 'updatedAt'] as const;

const periodInOrder = (f: { de?: string; ate?: string }) => !f.de || !f.ate || f.de <= f.ate;
const PERIOD_MESSAGE = { path: ['ate'], message: 'O fim do período vem antes do início' };

const ZRdoFilterFields = z.object({
  obra: z.uuid('Obra inválida').optional(),
  de: ZIsoDate.optional(),
  ate: ZIsoDate.optional(),
  status: ZQueryList(z.enum(RDO_STATUS)).optional(),
  autor: z.uuid('Autor inválido').optional(),
});

/** `/api/diarios` filters: obra, period, status, author (also the spreadsheet export's). */
export const ZRdoListFilters = ZRdoFilterFields.refine(periodInOrder, PERIOD_MESSAGE);
export type TRdoListFilters = z.infer<typeof ZRdoListFilters>;

export const ZRdoListQuery = ZRdoFilterFields.extend({
  ...ZPageQuery.shape,
  sort: ZSort(RDO_SORT_FIELDS).prefault('-data'),
}).refine(periodInOrder, PERIOD_MESSAGE);
export type TRdoListQuery = z.infer<typeof ZRdoListQuery>;
export const ZRdoPage = ZPage(ZRdoResumo);

/** `/api/diarios/autores`: who wrote reports the user may read (the list's author filter). */
export const ZRdoAutoresQuery = z.object({
  obra: z.uuid('Obra inválida').optional(),
  q: z.string().trim().max(100).optional(),
  /** Just this person (the name of an author chosen in a shared link). */
  autor: z.uuid('Autor inválido').optional(),
});
export const ZRdoAutor = z.object({ id: z.string(), name: z.string() });
export type TRdoAutor = z.infer<typeof ZRdoAutor>;
export const ZRdoAutores = z.object({ items: z.array(ZRdoAutor) });

/** How an obra fills its RDOs. */
export const ZRdoConfig = z.object({
  secoes: z.array(z.enum(RDO_SECOES)).min(1, 'Deixe pelo menos uma seção'),
  horarioInicio: ZHora,
  horarioFim: ZHora,
  /** The actual curve may lag the planned one by this many points before it is a delay. */
  limiarAtraso: z.coerce.number().min(0).max(100, 'Entre 0 e 100 pontos'),
  /** The client's inspector signs when approving. */
  assinaturaCliente: z.boolean(),
});
export type TRdoConfig = z.infer<typeof ZRdoConfig>;

/** What `/:obra/diarios/novo` starts from: yesterday's workforce and equipment, the plan's open activities. */
export const ZRdoModelo = z.object({
  data: z.string(),
  numero: z.number().int(),
  existente: z.object({ id: z.string(), numero: z.number().int() }).nullable(),
  config: ZRdoConfig,
  conteudo: ZRdoConteudoView,
  copiadoDe: z.object({ id: z.string(), numero: z.number().int(), data: z.string() }).nullable(),
});
export type TRdoModelo = z.infer<typeof ZRdoModelo>;
