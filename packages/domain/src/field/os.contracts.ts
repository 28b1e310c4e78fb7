import { z } from 'zod';
import { ZIsoDate, ZPessoaRef } from '../obras/obras.contracts';
import { ZPage, ZPageQuery, ZQueryBoolean, ZQueryList, ZSort } from '../platform/list.contracts';
import { ZMoveMade, ZMoveOption } from '../workflow/workflow.contracts';
import { ZQuantidade } from './field-numbers';
import { OS_TIPOS } from './os-tipo';
import { OS_PRIORIDADES, OS_STATUS } from './os.status';

export const ZOsTipo = z.enum(OS_TIPOS, { error: 'Tipo de OS inválido: use field ou automacao' });

/** A person of the order's team, as the daily logs start from it. */
export const ZMembroEquipe = z.object({
  nome: z.string().trim().min(2, 'Informe o nome').max(120),
  funcao: z.string().trim().max(80).default(''),
});
export type TMembroEquipe = z.infer<typeof ZMembroEquipe>;

/** An EAP item the order covers, with the quantity it is to execute. */
export const ZOsItemInput = z.object({
  eapItemId: z.uuid('Item da EAP inválido'),
  quantidade: ZQuantidade.refine((v) => v > 0, 'A quantidade a executar deve ser maior que zero'),
});
export type TOsItemInput = z.input<typeof ZOsItemInput>;

/** A new order, or its data as edited while open. */
export const ZOsInput = z
  .object({
    titulo: z.string().trim().min(3, 'Informe o título').max(160),
    escopo: z.string().trim().max(10_000).default(''),
    prioridade: z.enum(OS_PRIORIDADES, { error: 'Prioridade inválida' }).default('media'),
    local: z.string().trim().max(200).default(''),
    responsavelId: z.uuid('Responsável inválido').nullable().default(null),
    inicioPrevisto: ZIsoDate,
    fimPrevisto: ZIsoDate,
    equipe: z.array(ZMembroEquipe).max(100).default([]),
    itens: z
      .array(ZOsItemInput)
      .max(500)
      .default([])
      .refine((itens) => new Set(itens.map((i) => i.eapItemId)).size === itens.length, {
        message: 'Um item da EAP aparece duas vezes',
      }),
  })
  .refine((os) => os.fimPrevisto >= os.inicioPrevisto, {
    path: ['fimPrevisto'],
    message: 'O término previsto deve ser no início previsto ou depois',
  });
export type TOsInput = z.input<typeof ZOsInput>;

/** An EAP item of the order, with what its daily logs executed so far. */
export const ZOsItem = z.object({
  eapItemId: z.string(),
  codigo: z.string(),
  descricao: z.string(),
  unidade: z.string(),
  quantidade: z.number(),
  executado: z.number(),
  /** 0 to 100, executed over the quantity to execute (capped at 100). */
  percentual: z.number(),
});
export type TOsItem = z.infer<typeof ZOsItem>;

const ZObraRef = z.object({ id: z.string(), codigo: z.string(), nome: z.string() });

/** An order in lists. */
export const ZOsResumo = z.object({
  id: z.string(),
  obra: ZObraRef,
  tipo: ZOsTipo,
  numero: z.number().int(),
  titulo: z.string(),
  prioridade: z.enum(OS_PRIORIDADES),
  status: z.enum(OS_STATUS),
  responsavel: ZPessoaRef.nullable(),
  inicioPrevisto: z.string(),
  fimPrevisto: z.string(),
  /** 0 to 100, from its daily logs (osProgresso). */
  progresso: z.number(),
  /** Still open past its planned end. */
  atrasada: z.boolean(),
});
export type TOsResumo = z.infer<typeof ZOsResumo>;

/** What the user may do on the order's page, besides its moves. */
export const ZOsAcoes = z.object({
  editar: z.boolean(),
  registrarDiario: z.boolean(),
  preencherChecklist: z.boolean(),
});

/** One order, whole. */
export const ZOs = ZOsResumo.extend({
  escopo: z.string(),
  local: z.string(),
  equipe: z.array(ZMembroEquipe),
  itens: z.array(ZOsItem),
  inicioReal: z.string().nullable(),
  fimReal: z.string().nullable(),
  diarios: z.number().int(),
  checklists: z.number().int(),
  criadoPor: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  acoes: ZOsAcoes,
  movimentos: z.array(ZMoveOption),
  linhaDoTempo: z.array(ZMoveMade),
});
export type TOs = z.infer<typeof ZOs>;

export const OS_SORT_FIELDS = [
  'numero',
  'titulo',
  'prioridade',
  'status',
  'inicioPrevisto',
  'fimPrevisto',
] as const;

/** The list's filters (also the Excel export's). */
export const ZOsListFilters = z.object({
  obra: z.uuid('Obra inválida').optional(),
  tipo: ZOsTipo.optional(),
  q: z.string().trim().max(120).optional(),
  status: ZQueryList(z.enum(OS_STATUS, { error: 'Status inválido' })).optional(),
  prioridade: ZQueryList(z.enum(OS_PRIORIDADES, { error: 'Prioridade inválida' })).optional(),
  responsavel: z.uuid('Responsável inválido').optional(),
  atrasada: ZQueryBoolean.optional(),
});
export type TOsListFilters = z.input<typeof ZOsListFilters>;

export const ZOsListQuery = ZPageQuery.extend({
  ...ZOsListFilters.shape,
  sort: ZSort(OS_SORT_FIELDS).optional(),
});
export type TOsListQuery = z.output<typeof ZOsListQuery>;
export const ZOsPage = ZPage(ZOsResumo);

/** Cancelling or reopening says why. */
export const ZOsMotivoInput = z.object({
  motivo: z.string().trim().min(5, 'Diga o motivo').max(2000),
});
export type TOsMotivoInput = z.input<typeof ZOsMotivoInput>;

/** An obra's orders of one team at a glance (the obra dashboard's card). */
export const ZOsResumoObra = z.object({
  tipos: z.array(
    z.object({
      tipo: ZOsTipo,
      porStatus: z.record(z.enum(OS_STATUS), z.number().int()),
      atrasadas: z.number().int(),
    }),
  ),
});
export type TOsResumoObra = z.infer<typeof ZOsResumoObra>;
