import { z } from 'zod';
import { ZPage, ZPageQuery, ZQueryList, ZSort } from '../platform/list.contracts';
import { ZMoveMade, ZMoveOption } from '../workflow/workflow.contracts';
import {
  CHAVE_ETICA,
  PROTOCOLO_ETICA,
  normalizarChaveEtica,
  normalizarProtocoloEtica,
} from './etica-codigos';
import { ETICA_CATEGORIAS, ETICA_MAX_ARQUIVOS, ETICA_STATUSES } from './etica.status';

const ZCategoria = z.enum(ETICA_CATEGORIAS, { error: 'Escolha a categoria' });
const texto = (min: number, minMessage: string, max: number) =>
  z.string({ error: minMessage }).trim().min(min, minMessage).max(max, `No máximo ${max} caracteres`);
const opcional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `No máximo ${max} caracteres`)
    .optional()
    .transform((v) => v || null);

/** What the reporter sends (without signing in). Name and contact are optional: anonymous unless given. */
export const ZNovoRelatoInput = z.object({
  categoria: ZCategoria,
  relato: texto(20, 'Conte o que aconteceu (pelo menos 20 caracteres)', 10_000),
  local: opcional(300),
  quando: opcional(300),
  envolvidos: opcional(2000),
  nome: opcional(200),
  contato: opcional(200),
});
export type TNovoRelatoInput = z.input<typeof ZNovoRelatoInput>;

/** Shown once, on sending: the protocol and the key that opens the report later. */
export const ZRelatoCriado = z.object({ protocolo: z.string(), chave: z.string() });
export type TRelatoCriado = z.infer<typeof ZRelatoCriado>;

/** The reporter's way back in: protocol and key, as typed (case, spaces and hyphens do not matter). */
export const ZAcessoRelato = z.object({
  protocolo: z
    .string({ error: 'Informe o protocolo' })
    .transform(normalizarProtocoloEtica)
    .pipe(z.string().regex(PROTOCOLO_ETICA, 'Protocolo inválido: ele tem a forma ET-2026-7K3F9Q')),
  chave: z
    .string({ error: 'Informe a chave' })
    .transform(normalizarChaveEtica)
    .pipe(z.string().regex(CHAVE_ETICA, 'Chave inválida: ela tem 20 letras e números')),
});
export type TAcessoRelato = z.input<typeof ZAcessoRelato>;

/** More information from the reporter, with the protocol and key. */
export const ZComplementoInput = ZAcessoRelato.extend({
  texto: texto(5, 'Escreva o que quer acrescentar', 5000),
});
export type TComplementoInput = z.input<typeof ZComplementoInput>;

const ZArquivoNome = z.object({ id: z.string(), nome: z.string(), mime: z.string(), tamanho: z.number() });

/** One message of the conversation between the reporter and the committee. */
export const ZEticaMensagem = z.object({
  id: z.string(),
  tipo: z.enum(['complemento', 'resposta']),
  texto: z.string(),
  em: z.string(),
  /** For the committee: the member who answered. The reporter reads "Comitê de ética". */
  autor: z.string().nullable(),
  arquivos: z.array(ZArquivoNome),
});
export type TEticaMensagem = z.infer<typeof ZEticaMensagem>;

/** What the reporter reads with the key: the status and the conversation, never who in the committee handles it. */
export const ZRelatoPublico = z.object({
  protocolo: z.string(),
  categoria: ZCategoria,
  status: z.enum(ETICA_STATUSES),
  criadoEm: z.string(),
  atualizadoEm: z.string(),
  relato: z.string(),
  arquivos: z.array(z.object({ nome: z.string() })),
  mensagens: z.array(
    z.object({
      tipo: z.enum(['complemento', 'resposta']),
      texto: z.string(),
      em: z.string(),
      arquivos: z.array(z.object({ nome: z.string() })),
    }),
  ),
});
export type TRelatoPublico = z.infer<typeof ZRelatoPublico>;

const ZMembro = z.object({ id: z.string(), nome: z.string(), email: z.string() });
export type TMembroComite = z.infer<typeof ZMembro>;

export const ETICA_SORT_FIELDS = ['criadoEm', 'atualizadoEm', 'protocolo', 'status'] as const;

export const ZEticaFilters = z.object({
  status: ZQueryList(z.enum(ETICA_STATUSES, { error: 'Status inválido' })).optional(),
  categoria: ZQueryList(ZCategoria).optional(),
  /** Part of the protocol. */
  busca: z.string().trim().max(40).optional(),
  /** Only the reports this member investigates. */
  investigador: z.uuid('Membro inválido').optional(),
});
export type TEticaFilters = z.input<typeof ZEticaFilters>;

export const ZEticaQuery = ZPageQuery.extend({
  ...ZEticaFilters.shape,
  sort: ZSort(ETICA_SORT_FIELDS).optional(),
});
export type TEticaQuery = z.output<typeof ZEticaQuery>;

export const ZRelatoResumo = z.object({
  id: z.string(),
  protocolo: z.string(),
  categoria: ZCategoria,
  status: z.enum(ETICA_STATUSES),
  criadoEm: z.string(),
  atualizadoEm: z.string(),
  investigador: ZMembro.nullable(),
  /** The reporter gave a name or a contact. */
  identificado: z.boolean(),
  /** Messages from the reporter not yet answered (after the committee's last answer). */
  complementosNovos: z.number().int(),
});
export type TRelatoResumo = z.infer<typeof ZRelatoResumo>;
export const ZEticaPage = ZPage(ZRelatoResumo);

/** An entry of the investigation record (internal: the reporter never reads it). */
export const ZApuracao = z.object({
  id: z.string(),
  texto: z.string(),
  em: z.string(),
  autor: z.string().nullable(),
  arquivos: z.array(ZArquivoNome),
});
export type TApuracao = z.infer<typeof ZApuracao>;

/** The whole report, as the committee reads it. */
export const ZRelato = ZRelatoResumo.extend({
  relato: z.string(),
  local: z.string().nullable(),
  quando: z.string().nullable(),
  envolvidos: z.string().nullable(),
  nome: z.string().nullable(),
  contato: z.string().nullable(),
  arquivos: z.array(ZArquivoNome),
  mensagens: z.array(ZEticaMensagem),
  apuracao: z.array(ZApuracao),
  /** Members kept away from this report (involved in it): they no longer read it. */
  afastados: z.array(ZMembro.extend({ motivo: z.string(), em: z.string() })),
  versao: z.number().int(),
  movimentos: z.array(ZMoveOption),
  linhaDoTempo: z.array(ZMoveMade),
  acoes: z.object({
    editar: z.boolean(),
  }),
});
export type TRelato = z.infer<typeof ZRelato>;

export const ZInvestigadorInput = z.object({
  investigadorId: z.uuid('Escolha o investigador'),
  versao: z.number().int().min(0).optional(),
});
export type TInvestigadorInput = z.input<typeof ZInvestigadorInput>;

/** An entry of the investigation, or an answer to the reporter. */
export const ZEticaTextoInput = z.object({
  texto: texto(5, 'Escreva o texto (pelo menos 5 caracteres)', 10_000),
  arquivos: z.array(z.uuid()).max(ETICA_MAX_ARQUIVOS, `No máximo ${ETICA_MAX_ARQUIVOS} arquivos`).default([]),
});
export type TEticaTextoInput = z.input<typeof ZEticaTextoInput>;

export const ZAfastamentoInput = z.object({
  membroId: z.uuid('Escolha o membro'),
  motivo: texto(5, 'Diga por que o membro se afasta deste relato', 1000),
});
export type TAfastamentoInput = z.input<typeof ZAfastamentoInput>;

export const ZEticaMoveInput = z.object({
  motivo: z.string().trim().min(5, 'Diga o motivo').max(5000, 'No máximo 5000 caracteres').optional(),
  versao: z.number().int().min(0).optional(),
});
export type TEticaMoveInput = z.input<typeof ZEticaMoveInput>;

export const ZMembrosComite = z.object({ items: z.array(ZMembro) });
