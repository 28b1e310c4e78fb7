import { z } from 'zod';
import { ZPage, ZPageQuery, ZQueryBoolean, ZQueryList, ZSort } from '../platform/list.contracts';
import { ZMoveMade, ZMoveOption } from '../workflow/workflow.contracts';
import {
  CHAMADO_MOVES,
  CHAMADO_PRIORIDADES,
  CHAMADO_STATUSES,
  CUSTO_TIPOS,
  type TChamadoMove,
} from './posvendas.status';

const texto = (min: number, message: string, max: number) =>
  z.string({ error: message }).trim().min(min, message).max(max, `No máximo ${max} caracteres`);
const ZData = z.iso.date('Data inválida');
const ZPessoa = z.object({ id: z.string(), nome: z.string(), email: z.string() });

/** A new ticket: a client opens it for one of their obras; the team may open it for a client (a phone call). */
export const ZChamadoInput = z.object({
  obraId: z.uuid('Escolha a obra'),
  titulo: texto(5, 'Resuma o problema em poucas palavras', 150),
  descricao: texto(10, 'Descreva o problema: o que acontece, onde e desde quando', 5000),
  produto: texto(2, 'Informe o produto ou equipamento', 200),
  numeroSerie: z.string().trim().max(100, 'No máximo 100 caracteres').default(''),
  /** The team classifies it; a client's ticket starts as Média. */
  prioridade: z.enum(CHAMADO_PRIORIDADES, { error: 'Escolha a prioridade' }).default('media'),
  /** Who at the client answers for it and receives the satisfaction survey (a client opening it: themselves). */
  contatoNome: z.string().trim().max(200, 'No máximo 200 caracteres').default(''),
  contatoEmail: z
    .union([z.literal(''), z.email('E-mail do contato inválido')])
    .default('')
    .transform((v) => v.toLowerCase()),
});
export type TChamadoInput = z.input<typeof ZChamadoInput>;

/** What the team changes on a ticket (the client's text stays as the client wrote it). */
export const ZChamadoEdicao = z
  .object({
    prioridade: z.enum(CHAMADO_PRIORIDADES, { error: 'Escolha a prioridade' }).optional(),
    responsavelId: z.uuid('Responsável inválido').nullable().optional(),
    produto: texto(2, 'Informe o produto ou equipamento', 200).optional(),
    numeroSerie: z.string().trim().max(100, 'No máximo 100 caracteres').optional(),
    versao: z.number().int().min(0).optional(),
  })
  .refine((e) => Object.keys(e).some((k) => k !== 'versao'), { message: 'Nada para alterar' });
export type TChamadoEdicao = z.input<typeof ZChamadoEdicao>;

/** A money amount in reais, positive, as text with up to two decimals ("1250.50"). */
const ZValorPositivo = z
  .string({ error: 'Informe o valor' })
  .trim()
  // A value that is not a number is only that: not also "not greater than zero".
  .regex(/^\d{1,13}(\.\d{1,2})?$/, {
    error: 'Valor inválido: use números, com até duas casas decimais',
    abort: true,
  })
  .refine((v) => Number(v) > 0, 'O valor deve ser maior que zero');

export const ZCustoInput = z.object({
  tipo: z.enum(CUSTO_TIPOS, { error: 'Escolha o tipo de custo' }),
  valor: ZValorPositivo,
  descricao: texto(3, 'Descreva o custo', 500),
  data: ZData,
});
export type TCustoInput = z.input<typeof ZCustoInput>;

export const ZCusto = z.object({
  id: z.string(),
  tipo: z.enum(CUSTO_TIPOS),
  valor: z.string(),
  descricao: z.string(),
  data: z.string(),
  registradoPor: z.string().nullable(),
});
export type TCusto = z.infer<typeof ZCusto>;

/** Where the ticket stands against its SLA now (sla.ts computes the deadlines in business hours). */
export const ZChamadoSla = z.object({
  prazoPrimeiraResposta: z.string(),
  primeiraRespostaEm: z.string().nullable(),
  primeiraRespostaEstourada: z.boolean(),
  /** Null while the ticket waits for the client (the clock is stopped). */
  prazoResolucao: z.string().nullable(),
  resolucaoEstourada: z.boolean(),
  /** Business minutes the clock stood still waiting for the client. */
  pausaMinutos: z.number().int(),
});
export type TChamadoSla = z.infer<typeof ZChamadoSla>;

export const ZChamadoResumo = z.object({
  id: z.string(),
  numero: z.number().int(),
  titulo: z.string(),
  status: z.enum(CHAMADO_STATUSES),
  prioridade: z.enum(CHAMADO_PRIORIDADES),
  produto: z.string(),
  obra: z.object({ id: z.string(), codigo: z.string(), nome: z.string() }),
  cliente: z.object({ id: z.string(), nome: z.string() }).nullable(),
  responsavel: ZPessoa.nullable(),
  abertoEm: z.string(),
  concluidoEm: z.string().nullable(),
  sla: ZChamadoSla,
  atualizadoEm: z.string(),
});
export type TChamadoResumo = z.infer<typeof ZChamadoResumo>;

export const ZFotoChamado = z.object({
  id: z.string(),
  nome: z.string(),
  mime: z.string(),
  tamanho: z.number(),
});

export const ZChamado = ZChamadoResumo.extend({
  descricao: z.string(),
  numeroSerie: z.string(),
  contatoNome: z.string(),
  contatoEmail: z.string(),
  solicitante: ZPessoa.nullable(),
  fotos: z.array(ZFotoChamado),
  /** Only for the team (`readInterno`): a client never receives them. */
  custos: z.array(ZCusto).nullable(),
  custoTotal: z.string().nullable(),
  /** The client's rating, once given (the team sees it; the client sees their own). */
  avaliacao: z.object({ nota: z.number().int(), comentario: z.string(), em: z.string() }).nullable(),
  versao: z.number().int(),
  acoes: z.object({
    editar: z.boolean(),
    custos: z.boolean(),
    fotos: z.boolean(),
    comentar: z.boolean(),
  }),
  movimentos: z.array(ZMoveOption),
  linhaDoTempo: z.array(ZMoveMade),
});
export type TChamado = z.infer<typeof ZChamado>;

export const ZChamadoMoveInput = z.object({
  motivo: texto(5, 'Escreva um comentário (o chamado pede um em cada passo)', 4000),
  versao: z.number().int().min(0).optional(),
});
export type TChamadoMoveInput = z.input<typeof ZChamadoMoveInput>;
export const ZChamadoMoveParams = z.object({
  id: z.uuid('Chamado inválido'),
  movimento: z.enum(CHAMADO_MOVES as [TChamadoMove, ...TChamadoMove[]], { error: 'Movimento inválido' }),
});

export const CHAMADOS_SORT_FIELDS = ['numero', 'prioridade', 'prazoResolucao', 'atualizadoEm'] as const;

/** A period by the day the ticket was opened (both ends included). */
const ZPeriodo = {
  de: ZData.optional(),
  ate: ZData.optional(),
};

export const ZChamadosFilters = z.object({
  status: ZQueryList(z.enum(CHAMADO_STATUSES, { error: 'Situação inválida' })).optional(),
  prioridade: ZQueryList(z.enum(CHAMADO_PRIORIDADES, { error: 'Prioridade inválida' })).optional(),
  obra: z.uuid('Obra inválida').optional(),
  cliente: z.uuid('Cliente inválido').optional(),
  produto: z.string().trim().max(200).optional(),
  responsavel: z.uuid('Responsável inválido').optional(),
  /** Only tickets whose first answer or resolution passed (or is past) its deadline. */
  slaEstourado: ZQueryBoolean.optional(),
  /** Only the tickets assigned to me. */
  comigo: ZQueryBoolean.optional(),
  /** Part of the number, title, product or serial number. */
  busca: z.string().trim().max(100).optional(),
  ...ZPeriodo,
});
export type TChamadosFilters = z.input<typeof ZChamadosFilters>;

export const ZChamadosQuery = ZPageQuery.extend({
  ...ZChamadosFilters.shape,
  sort: ZSort(CHAMADOS_SORT_FIELDS).optional(),
});
export type TChamadosQuery = z.output<typeof ZChamadosQuery>;
export const ZChamadosPage = ZPage(ZChamadoResumo);
export type TChamadosPage = z.infer<typeof ZChamadosPage>;

/** The dashboards' filters: the period the tickets were opened in, an obra, a product. */
export const ZPainelPosVendasQuery = z.object({
  ...ZPeriodo,
  obra: z.uuid('Obra inválida').optional(),
  produto: z.string().trim().max(200).optional(),
  responsavel: z.uuid('Responsável inválido').optional(),
});
export type TPainelPosVendasQuery = z.output<typeof ZPainelPosVendasQuery>;

const ZFatia = z.object({ rotulo: z.string(), valor: z.number() });
const ZMediaPor = z.object({ rotulo: z.string(), media: z.number(), respostas: z.number().int() });

/** /dashboard-posvendas. Hours are business hours (sla.ts). */
export const ZPainelPosVendas = z.object({
  total: z.number().int(),
  porStatus: z.array(z.object({ status: z.enum(CHAMADO_STATUSES), total: z.number().int() })),
  porMes: z.array(z.object({ mes: z.string(), abertos: z.number().int(), concluidos: z.number().int() })),
  resolucaoHoras: z.object({
    mediana: z.number().nullable(),
    p90: z.number().nullable(),
    concluidos: z.number(),
  }),
  slaEstourado: z.object({ primeiraResposta: z.number().int(), resolucao: z.number().int() }),
  porProduto: z.array(z.object({ produto: z.string(), total: z.number().int() })),
  custos: z.object({
    total: z.number(),
    porObra: z.array(ZFatia),
    porProduto: z.array(ZFatia),
    porTipo: z.array(ZFatia),
  }),
  satisfacao: z.object({
    media: z.number().nullable(),
    respostas: z.number().int(),
    porObra: z.array(ZMediaPor),
    porProduto: z.array(ZMediaPor),
  }),
});
export type TPainelPosVendas = z.infer<typeof ZPainelPosVendas>;

/** /posvendas-satisfacao: the ratings of the tickets opened in the period. */
export const ZSatisfacaoPosVendas = z.object({
  respostas: z.number().int(),
  enviadas: z.number().int(),
  media: z.number().nullable(),
  /** Answers per grade, 1 to 10 (index 0 is grade 1). */
  distribuicao: z.array(z.number().int()).length(10),
  /** Share of 9–10 and of 1–6, from 0 to 1. */
  promotores: z.number().nullable(),
  detratores: z.number().nullable(),
  porMes: z.array(ZMediaPor),
  porObra: z.array(ZMediaPor),
  porProduto: z.array(ZMediaPor),
  porResponsavel: z.array(ZMediaPor),
  comentarios: z.array(
    z.object({
      chamadoId: z.string(),
      numero: z.number().int(),
      obra: z.string(),
      nota: z.number().int(),
      comentario: z.string(),
      em: z.string(),
    }),
  ),
});
export type TSatisfacaoPosVendas = z.infer<typeof ZSatisfacaoPosVendas>;

/** The survey as its public page shows it (no sign-in: the link's token is the only key). */
export const ZPesquisaPublica = z.object({
  numero: z.number().int(),
  titulo: z.string(),
  obra: z.string(),
  concluidoEm: z.string(),
  situacao: z.enum(['pendente', 'respondida', 'expirada']),
  expiraEm: z.string(),
});
export type TPesquisaPublica = z.infer<typeof ZPesquisaPublica>;

export const ZPesquisaResposta = z.object({
  nota: z
    .number({ error: 'Escolha uma nota de 1 a 10' })
    .int('Escolha uma nota de 1 a 10')
    .min(1, 'Escolha uma nota de 1 a 10')
    .max(10, 'Escolha uma nota de 1 a 10'),
  comentario: z.string().trim().max(2000, 'No máximo 2000 caracteres').default(''),
});
export type TPesquisaResposta = z.input<typeof ZPesquisaResposta>;
export const ZPesquisaToken = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'Link de pesquisa inválido'),
});
