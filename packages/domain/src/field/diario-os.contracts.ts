import { z } from 'zod';
import { todayInSaoPaulo } from '../br/format';
import { ZIsoDate, ZPessoaRef } from '../obras/obras.contracts';
import { ZPage, ZPageQuery } from '../platform/list.contracts';
import { ZHoras, ZQuantidade } from './field-numbers';
import { ZOsTipo } from './os.contracts';
import { OS_STATUS } from './os.status';

/** A person on the day's log, with the hours they worked. */
export const ZDiarioPessoa = z.object({
  nome: z.string().trim().min(2, 'Informe o nome').max(120),
  funcao: z.string().trim().max(80).default(''),
  horas: ZHoras.default(0),
});
export type TDiarioPessoa = z.infer<typeof ZDiarioPessoa>;

/** A machine or tool used on the day. */
export const ZDiarioEquipamento = z.object({
  descricao: z.string().trim().min(2, 'Informe o equipamento').max(120),
  quantidade: z.number().int('Quantidade inteira').min(1, 'Pelo menos 1').max(1000).default(1),
  horas: ZHoras.default(0),
});
export type TDiarioEquipamento = z.infer<typeof ZDiarioEquipamento>;

/** What was done on one of the order's EAP items that day. */
export const ZDiarioItemInput = z.object({
  eapItemId: z.uuid('Item da EAP inválido'),
  quantidade: ZQuantidade,
});
export type TDiarioItemInput = z.input<typeof ZDiarioItemInput>;

/** A log holds at most this many photos: enough for a day on site, small enough for a phone on mobile data. */
export const DIARIO_OS_MAX_FOTOS = 30;

/** `12.5`, `t` → `12,5 t` (pt-BR, up to three decimals as quantities are kept). */
export function formatQuantidade(value: number, unidade = ''): string {
  const text = value.toLocaleString('pt-BR', { maximumFractionDigits: 3 });
  return unidade ? `${text} ${unidade}` : text;
}

/** A time of day on the 24-hour clock, `hh:mm`. */
const ZHoraDia = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use hh:mm (24 horas)');

/**
 * A new daily log of an order: its date (the obra's local date, today or before; one log per order and date), the
 * hours, the team and equipment of the day, what was done on the order's items, the photos sent ahead (their ids)
 * and remarks. `chaveIdempotencia` is the client's key for an entry made offline: a retry with the same key answers
 * the log it created instead of creating another.
 */
export const ZCreateDiarioOsInput = z
  .object({
    data: ZIsoDate.refine((data) => data <= todayInSaoPaulo(), {
      message: 'O diário é do dia de hoje ou de um dia que passou',
    }),
    horaInicio: ZHoraDia.nullable().default(null),
    horaFim: ZHoraDia.nullable().default(null),
    equipe: z.array(ZDiarioPessoa).max(200, 'No máximo 200 pessoas').default([]),
    equipamentos: z.array(ZDiarioEquipamento).max(100, 'No máximo 100 equipamentos').default([]),
    itens: z
      .array(ZDiarioItemInput)
      .max(500)
      .default([])
      .refine((itens) => new Set(itens.map((i) => i.eapItemId)).size === itens.length, {
        message: 'Um item da OS aparece duas vezes',
      }),
    fotos: z
      .array(z.uuid('Foto inválida'))
      .max(DIARIO_OS_MAX_FOTOS, `No máximo ${DIARIO_OS_MAX_FOTOS} fotos por diário`)
      .default([])
      .refine((fotos) => new Set(fotos).size === fotos.length, { message: 'Uma foto aparece duas vezes' }),
    observacoes: z.string().trim().max(10_000).default(''),
    chaveIdempotencia: z.string().trim().min(8, 'Chave curta demais').max(100).optional(),
  })
  .refine((d) => !d.horaInicio || !d.horaFim || d.horaInicio < d.horaFim, {
    path: ['horaFim'],
    message: 'O fim deve ser depois do início',
  });
export type TCreateDiarioOsInput = z.input<typeof ZCreateDiarioOsInput>;

/** The order a log belongs to, as its pages name it. */
export const ZDiarioOsRef = z.object({
  id: z.string(),
  tipo: ZOsTipo,
  numero: z.number().int(),
  titulo: z.string(),
  status: z.enum(OS_STATUS),
  obra: z.object({ id: z.string(), codigo: z.string(), nome: z.string() }),
});
export type TDiarioOsRef = z.infer<typeof ZDiarioOsRef>;

// Response shapes are plain (no trims or defaults): responses are allow-lists.
const ZDiarioPessoaView = z.object({ nome: z.string(), funcao: z.string(), horas: z.number() });
const ZDiarioEquipamentoView = z.object({ descricao: z.string(), quantidade: z.number(), horas: z.number() });

/** What a log did on one of the order's items, with where the order stands on it as of the log's date. */
export const ZDiarioOsItem = z.object({
  eapItemId: z.string(),
  codigo: z.string(),
  descricao: z.string(),
  unidade: z.string(),
  /** Done on this log's day. */
  quantidade: z.number(),
  /** The order's quantity to execute. */
  quantidadeOs: z.number(),
  /** Executed by the order's logs up to this log's date (this one included). */
  executadoAcumulado: z.number(),
  /** What remained of the order's quantity after that. */
  restante: z.number(),
});
export type TDiarioOsItem = z.infer<typeof ZDiarioOsItem>;

/** A log's photo (the shape of an RDO photo, so the same gallery and lightbox draw it). */
export const ZDiarioOsFoto = z.object({
  id: z.string(),
  arquivoId: z.string(),
  miniaturaId: z.string().nullable(),
  legenda: z.string(),
  nome: z.string(),
});
export type TDiarioOsFoto = z.infer<typeof ZDiarioOsFoto>;

/** One daily log, whole. */
export const ZDiarioOs = z.object({
  id: z.string(),
  os: ZDiarioOsRef,
  data: z.string(),
  horaInicio: z.string().nullable(),
  horaFim: z.string().nullable(),
  equipe: z.array(ZDiarioPessoaView),
  equipamentos: z.array(ZDiarioEquipamentoView),
  /** Σ of the people's hours. */
  horasHomem: z.number(),
  itens: z.array(ZDiarioOsItem),
  fotos: z.array(ZDiarioOsFoto),
  observacoes: z.string(),
  autor: ZPessoaRef.nullable(),
  createdAt: z.string(),
});
export type TDiarioOs = z.infer<typeof ZDiarioOs>;

/** A log in an order's list of logs. */
export const ZDiarioOsResumo = z.object({
  id: z.string(),
  data: z.string(),
  horaInicio: z.string().nullable(),
  horaFim: z.string().nullable(),
  pessoas: z.number().int(),
  horasHomem: z.number(),
  /** Items with a quantity done that day. */
  itens: z.number().int(),
  fotos: z.number().int(),
  autor: z.string().nullable(),
  createdAt: z.string(),
});
export type TDiarioOsResumo = z.infer<typeof ZDiarioOsResumo>;
export const ZDiarioOsListQuery = ZPageQuery;
export const ZDiarioOsPage = ZPage(ZDiarioOsResumo);
export type TDiarioOsPage = z.infer<typeof ZDiarioOsPage>;

/** One of the order's items as a new log starts: its quantity, what its logs executed so far and what remains. */
export const ZDiarioOsModeloItem = z.object({
  eapItemId: z.string(),
  codigo: z.string(),
  descricao: z.string(),
  unidade: z.string(),
  quantidadeOs: z.number(),
  executado: z.number(),
  restante: z.number(),
});
export type TDiarioOsModeloItem = z.infer<typeof ZDiarioOsModeloItem>;

/**
 * Where a new log of a date starts: the previous log's hours, team and equipment (or the order's team when it has no
 * log yet), the order's items with what remains of each; `existente` when that date already has its log.
 */
export const ZDiarioOsModelo = z.object({
  os: ZDiarioOsRef,
  data: z.string(),
  existente: z.object({ id: z.string() }).nullable(),
  copiadoDe: z.object({ id: z.string(), data: z.string() }).nullable(),
  horaInicio: z.string().nullable(),
  horaFim: z.string().nullable(),
  equipe: z.array(ZDiarioPessoaView),
  equipamentos: z.array(ZDiarioEquipamentoView),
  itens: z.array(ZDiarioOsModeloItem),
});
export type TDiarioOsModelo = z.infer<typeof ZDiarioOsModelo>;

/** A photo sent ahead of its log: the id to list in `fotos` when saving, and its thumbnail. */
export const ZDiarioOsFotoEnviada = z.object({
  id: z.string(),
  nome: z.string(),
  miniaturaId: z.string().nullable(),
});
export type TDiarioOsFotoEnviada = z.infer<typeof ZDiarioOsFotoEnviada>;
