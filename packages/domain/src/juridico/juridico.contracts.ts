import { z } from 'zod';
import { UFS } from '../br/uf';
import { ZPage, ZPageQuery, ZQueryBoolean, ZQueryList, ZSort } from '../platform/list.contracts';
import { formatarCnj, problemaCnj } from './cnj';

/** Civil and labour cases (SPEC §2 /juridico/civil, /juridico/trabalhista). */
export const PROCESSO_TIPOS = ['civel', 'trabalhista'] as const;
export type TProcessoTipo = (typeof PROCESSO_TIPOS)[number];
export const PROCESSO_TIPO_LABEL: Record<TProcessoTipo, string> = {
  civel: 'Cível',
  trabalhista: 'Trabalhista',
};

/** Where the case stands (DOMAIN.md "phase"): not a workflow, the legal team sets it as the court moves. */
export const PROCESSO_FASES = [
  'inicial',
  'instrucao',
  'sentenca',
  'recursal',
  'execucao',
  'acordo',
  'encerrado',
] as const;
export type TProcessoFase = (typeof PROCESSO_FASES)[number];
export const PROCESSO_FASE_LABEL: Record<TProcessoFase, string> = {
  inicial: 'Inicial',
  instrucao: 'Instrução',
  sentenca: 'Sentença',
  recursal: 'Recursal',
  execucao: 'Execução',
  acordo: 'Acordo',
  encerrado: 'Encerrado',
};

/** The chance of losing, as CPC 25 / NBC TG 25 classify contingencies: provável is provisioned, possível disclosed. */
export const PROVISAO_RISCOS = ['provavel', 'possivel', 'remota'] as const;
export type TProvisaoRisco = (typeof PROVISAO_RISCOS)[number];
export const PROVISAO_RISCO_LABEL: Record<TProvisaoRisco, string> = {
  provavel: 'Provável',
  possivel: 'Possível',
  remota: 'Remota',
};

/** Which side the company is on. */
export const PROCESSO_POLOS = ['passivo', 'ativo'] as const;
export type TProcessoPolo = (typeof PROCESSO_POLOS)[number];
export const PROCESSO_POLO_LABEL: Record<TProcessoPolo, string> = {
  passivo: 'Ré (polo passivo)',
  ativo: 'Autora (polo ativo)',
};

/** The documents a case asks of the obra's people (SPEC /juridico/enviarDocumentos/:tipoDocumento). */
export const JURIDICO_DOCUMENTO_TIPOS = [
  'holerites',
  'cartao_ponto',
  'seguranca',
  'contratos',
  'outros',
] as const;
export type TJuridicoDocumentoTipo = (typeof JURIDICO_DOCUMENTO_TIPOS)[number];
export const JURIDICO_DOCUMENTO_LABEL: Record<TJuridicoDocumentoTipo, string> = {
  holerites: 'Holerites',
  cartao_ponto: 'Cartões de ponto',
  seguranca: 'Registros de segurança (EPI, ASO, treinamentos)',
  contratos: 'Contratos',
  outros: 'Outros documentos',
};

export const JURIDICO_EVENTO_TIPOS = ['audiencia', 'prazo'] as const;
export type TJuridicoEventoTipo = (typeof JURIDICO_EVENTO_TIPOS)[number];
export const JURIDICO_EVENTO_LABEL: Record<TJuridicoEventoTipo, string> = {
  audiencia: 'Audiência',
  prazo: 'Prazo',
};
/** Reminders go this many days before a hearing or a deadline (and on the day). */
export const JURIDICO_LEMBRETE_DIAS = 3;

/** A money value in reais, as text with up to two decimals ("12500.00"). */
const ZValor = z
  .string({ error: 'Informe o valor' })
  .trim()
  .regex(/^\d{1,13}(\.\d{1,2})?$/, 'Valor inválido: use números, com até duas casas decimais');
const ZData = z.iso.date('Data inválida');
const texto = (min: number, message: string, max: number) =>
  z.string({ error: message }).trim().min(min, message).max(max, `No máximo ${max} caracteres`);

/** A CNJ number as typed, in its written form, checked (format, branch, check digits). */
export const ZNumeroCnj = z
  .string({ error: 'Informe o número CNJ' })
  .transform(formatarCnj)
  .superRefine((value, ctx) => {
    const problem = problemaCnj(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

const pessoa = z.uuid('Pessoa inválida').nullable().default(null);

export const ZProcessoInput = z.object({
  obraId: z.uuid('Escolha a obra'),
  tipo: z.enum(PROCESSO_TIPOS, { error: 'Escolha o tipo' }),
  numeroCnj: ZNumeroCnj,
  vara: texto(2, 'Informe a vara', 200),
  comarca: texto(2, 'Informe a comarca', 200),
  uf: z.enum(UFS, { error: 'Escolha a UF' }),
  parteContraria: texto(2, 'Informe a parte contrária', 300),
  polo: z.enum(PROCESSO_POLOS, { error: 'Escolha o polo' }),
  objeto: texto(5, 'Descreva o objeto do processo', 5000),
  valorCausa: ZValor,
  provisaoRisco: z.enum(PROVISAO_RISCOS, { error: 'Escolha o risco' }),
  provisaoValor: ZValor,
  fase: z.enum(PROCESSO_FASES, { error: 'Escolha a fase' }).default('inicial'),
  escritorioId: z.uuid('Escritório inválido').nullable().default(null),
  responsavelDpId: pessoa,
  responsavelSegId: pessoa,
  versao: z.number().int().min(0).optional(),
});
export type TProcessoInput = z.input<typeof ZProcessoInput>;

const ZPessoa = z.object({ id: z.string(), nome: z.string(), email: z.string() });

export const ZJuridicoEvento = z.object({
  id: z.string(),
  tipo: z.enum(JURIDICO_EVENTO_TIPOS),
  titulo: z.string(),
  data: z.string(),
  hora: z.string().nullable(),
  local: z.string(),
  observacao: z.string(),
  concluido: z.boolean(),
});
export type TJuridicoEvento = z.infer<typeof ZJuridicoEvento>;

export const ZJuridicoEventoInput = z
  .object({
    tipo: z.enum(JURIDICO_EVENTO_TIPOS, { error: 'Escolha audiência ou prazo' }),
    titulo: texto(3, 'Diga do que se trata', 300),
    data: ZData,
    hora: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Hora inválida (HH:mm)')
      .nullable()
      .default(null),
    local: z.string().trim().max(300).default(''),
    observacao: z.string().trim().max(2000).default(''),
    concluido: z.boolean().default(false),
  })
  .refine((e) => e.tipo !== 'audiencia' || e.hora, {
    path: ['hora'],
    message: 'Informe a hora da audiência',
  });
export type TJuridicoEventoInput = z.input<typeof ZJuridicoEventoInput>;

const ZArquivoEnviado = z.object({
  id: z.string(),
  nome: z.string(),
  tamanho: z.number(),
  enviadoPor: z.string().nullable(),
  em: z.string(),
});

/** A document the case asks for, and what was sent for it. */
export const ZSolicitacao = z.object({
  id: z.string(),
  tipoDocumento: z.enum(JURIDICO_DOCUMENTO_TIPOS),
  descricao: z.string(),
  prazo: z.string().nullable(),
  criadaEm: z.string(),
  arquivos: z.array(ZArquivoEnviado),
});
export type TSolicitacao = z.infer<typeof ZSolicitacao>;

export const ZSolicitacaoInput = z.object({
  tipoDocumento: z.enum(JURIDICO_DOCUMENTO_TIPOS, { error: 'Escolha o tipo de documento' }),
  descricao: texto(3, 'Diga quais documentos e de que período', 1000),
  prazo: ZData.nullable().default(null),
});
export type TSolicitacaoInput = z.input<typeof ZSolicitacaoInput>;

export const ZProcessoResumo = z.object({
  id: z.string(),
  tipo: z.enum(PROCESSO_TIPOS),
  numeroCnj: z.string(),
  obra: z.object({ id: z.string(), codigo: z.string(), nome: z.string() }),
  parteContraria: z.string(),
  polo: z.enum(PROCESSO_POLOS),
  vara: z.string(),
  comarca: z.string(),
  uf: z.string(),
  fase: z.enum(PROCESSO_FASES),
  valorCausa: z.string(),
  provisaoRisco: z.enum(PROVISAO_RISCOS),
  provisaoValor: z.string(),
  escritorio: z.object({ id: z.string(), nome: z.string() }).nullable(),
  /** The next hearing or deadline not done yet, if any. */
  proximoEvento: z
    .object({
      tipo: z.enum(JURIDICO_EVENTO_TIPOS),
      data: z.string(),
      hora: z.string().nullable(),
      titulo: z.string(),
    })
    .nullable(),
  atualizadoEm: z.string(),
});
export type TProcessoResumo = z.infer<typeof ZProcessoResumo>;

export const ZProcesso = ZProcessoResumo.extend({
  objeto: z.string(),
  responsavelDp: ZPessoa.nullable(),
  responsavelSeg: ZPessoa.nullable(),
  eventos: z.array(ZJuridicoEvento),
  solicitacoes: z.array(ZSolicitacao),
  versao: z.number().int(),
  acoes: z.object({ editar: z.boolean(), enviar: z.boolean(), comentar: z.boolean() }),
});
export type TProcesso = z.infer<typeof ZProcesso>;

export const PROCESSOS_SORT_FIELDS = [
  'numeroCnj',
  'provisaoValor',
  'valorCausa',
  'proximoEvento',
  'atualizadoEm',
] as const;

export const ZProcessosFilters = z.object({
  tipo: z.enum(PROCESSO_TIPOS, { error: 'Tipo inválido' }).optional(),
  obra: z.uuid('Obra inválida').optional(),
  fase: ZQueryList(z.enum(PROCESSO_FASES, { error: 'Fase inválida' })).optional(),
  risco: ZQueryList(z.enum(PROVISAO_RISCOS, { error: 'Risco inválido' })).optional(),
  escritorio: z.uuid('Escritório inválido').optional(),
  /** Part of the CNJ number (digits), of the opposing party, the court or the city. */
  busca: z.string().trim().max(100).optional(),
  /** Only the cases not closed. */
  ativos: ZQueryBoolean.optional(),
});
export type TProcessosFilters = z.input<typeof ZProcessosFilters>;

export const ZProcessosQuery = ZPageQuery.extend({
  ...ZProcessosFilters.shape,
  sort: ZSort(PROCESSOS_SORT_FIELDS).optional(),
});
export type TProcessosQuery = z.output<typeof ZProcessosQuery>;

/** The page, with the provisions of every case the filters match (not only this page), by risk. */
export const ZProcessosPage = ZPage(ZProcessoResumo).extend({
  totais: z.object({
    valorCausa: z.string(),
    provisao: z.object({ provavel: z.string(), possivel: z.string(), remota: z.string() }),
  }),
});
export type TProcessosPage = z.infer<typeof ZProcessosPage>;

/** The requests for one kind of document that this user may answer (SPEC /juridico/enviarDocumentos/:tipo). */
export const ZSolicitacoesQuery = ZPageQuery.extend({
  tipoDocumento: z.enum(JURIDICO_DOCUMENTO_TIPOS, { error: 'Tipo de documento inválido' }),
  /** Only those nothing was sent for yet. */
  pendentes: ZQueryBoolean.optional(),
});
export type TSolicitacoesQuery = z.output<typeof ZSolicitacoesQuery>;

export const ZSolicitacaoDoProcesso = ZSolicitacao.extend({
  processo: z.object({
    id: z.string(),
    numeroCnj: z.string(),
    tipo: z.enum(PROCESSO_TIPOS),
    obra: z.object({ id: z.string(), codigo: z.string(), nome: z.string() }),
  }),
});
export type TSolicitacaoDoProcesso = z.infer<typeof ZSolicitacaoDoProcesso>;
export const ZSolicitacoesPage = ZPage(ZSolicitacaoDoProcesso);

/** The partner law firms (client companies a firm's users belong to), for the case form. */
export const ZEscritorios = z.object({ items: z.array(z.object({ id: z.string(), nome: z.string() })) });

/** The calendar of hearings and deadlines: a period of at most 92 days (a month view with its edges). */
export const ZAgendaQuery = z
  .object({ de: z.iso.date('Data inválida'), ate: z.iso.date('Data inválida') })
  .refine((q) => q.ate >= q.de, { path: ['ate'], message: 'O fim vem depois do início' })
  .refine((q) => (Date.parse(q.ate) - Date.parse(q.de)) / 86_400_000 <= 92, {
    path: ['ate'],
    message: 'Escolha um período de até 92 dias',
  });
export type TAgendaQuery = z.output<typeof ZAgendaQuery>;

export const ZAgendaItem = ZJuridicoEvento.extend({
  processo: z.object({
    id: z.string(),
    numeroCnj: z.string(),
    tipo: z.enum(PROCESSO_TIPOS),
    parteContraria: z.string(),
    obra: z.object({ codigo: z.string(), nome: z.string() }),
  }),
});
export type TAgendaItem = z.infer<typeof ZAgendaItem>;
export const ZAgenda = z.object({ items: z.array(ZAgendaItem) });
