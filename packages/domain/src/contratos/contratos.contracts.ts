import { z } from 'zod';
import { ZQuantidade } from '../field/field-numbers';
import { ZCnpj, ZPessoaRef } from '../obras/obras.contracts';
import { ZPage, ZPageQuery, ZQueryBoolean, ZQueryList, ZSort } from '../platform/list.contracts';
import { ZMoveMade, ZMoveOption } from '../workflow/workflow.contracts';
import { diferencaValores, totalItem } from './contratos.valores';
import { CONTRATO_DOCUMENTO_TIPOS, CONTRATO_PARTE_TIPOS, CONTRATO_STATUS } from './contratos.status';

/** A contract holds at most this many items (a unit-price sheet of a large subcontract fits). */
export const MAX_ITENS_CONTRATO = 500;

const ZData = z.iso.date('Informe uma data válida');
const ZTexto = (max: number) => z.string().trim().max(max, `No máximo ${max} caracteres`).default('');

/** A unit price in reais as text with up to two decimals ("1250.50"): zero is allowed, a negative one is not. */
export const ZPrecoUnitario = z
  .string({ error: 'Informe o preço unitário' })
  .trim()
  .refine((v) => !v.startsWith('-'), 'O preço unitário não pode ser negativo')
  .refine((v) => v.startsWith('-') || /^\d{1,13}(\.\d{1,2})?$/.test(v), 'Preço unitário inválido');

/** A quantity of an item: more than zero (a negative one says so), three decimals at most. */
export const ZQuantidadeItem = ZQuantidade.refine((v) => v !== 0, 'A quantidade deve ser maior que zero');

const ZPessoaId = (mensagem: string) => z.uuid(mensagem);

/** The contract's data as its form writes it; the obra comes from the address, the number is given on creation. */
export const ZContratoDadosInput = z
  .object({
    objeto: z.string().trim().min(3, 'Descreva o objeto do contrato').max(2000, 'No máximo 2000 caracteres'),
    parteTipo: z.enum(CONTRATO_PARTE_TIPOS, { error: 'Escolha o tipo da parte' }),
    parteNome: z
      .string()
      .trim()
      .min(2, 'Informe a razão social da parte')
      .max(200, 'No máximo 200 caracteres'),
    parteCnpj: ZCnpj,
    inicio: ZData,
    fim: ZData,
    responsavelId: ZPessoaId('Escolha o responsável'),
    gestorId: ZPessoaId('Escolha o gestor'),
    validadorId: ZPessoaId('Escolha o verificador'),
    observacoes: ZTexto(4000),
    /** The version the form read: a save over someone else's change is refused. */
    versao: z.number().int().min(0).optional(),
  })
  .refine((c) => c.fim >= c.inicio, { path: ['fim'], message: 'O término vem depois do início' });
export type TContratoDadosInput = z.input<typeof ZContratoDadosInput>;

/** The largest value a contract (and so an item) may reach: R$ 9.999.999.999.999,99, as the database keeps it. */
export const MAX_VALOR_CONTRATO = '9999999999999.99';
export const MAX_VALOR_CONTRATO_MENSAGEM = 'O valor passa do limite de R$ 9.999.999.999.999,99';

/** Whether an amount in reais as text stays within MAX_VALOR_CONTRATO. */
export function dentroDoLimite(valor: string): boolean {
  return diferencaValores(MAX_VALOR_CONTRATO, valor).startsWith('-') === false;
}

const ZItemFields = z.object({
  descricao: z.string().trim().min(2, 'Descreva o item').max(500, 'No máximo 500 caracteres'),
  unidade: z.string().trim().min(1, 'Informe a unidade').max(12, 'No máximo 12 caracteres'),
  quantidade: ZQuantidadeItem,
  precoUnitario: ZPrecoUnitario,
});

/** An item's quantity × unit price must fit a contract's value. */
const totalCabe = <S extends z.ZodType<{ quantidade: number; precoUnitario: string }>>(schema: S) =>
  schema.refine(
    (i) =>
      !/^\d{1,13}(\.\d{1,2})?$/.test(i.precoUnitario) ||
      dentroDoLimite(totalItem(i.quantidade, i.precoUnitario)),
    { path: ['precoUnitario'], message: MAX_VALOR_CONTRATO_MENSAGEM },
  );

export const ZContratoItemInput = totalCabe(
  ZItemFields.extend({ versao: z.number().int().min(0).optional() }),
);
export type TContratoItemInput = z.input<typeof ZContratoItemInput>;

export const ZContratoItem = z.object({
  id: z.string(),
  descricao: z.string(),
  unidade: z.string(),
  quantidade: z.number(),
  precoUnitario: z.string(),
  total: z.string(),
  /** The amendment that added it (its number), or null for an item of the contract as first signed. */
  aditivo: z.number().int().nullable(),
});
export type TContratoItem = z.infer<typeof ZContratoItem>;

/** An amendment (termo aditivo): a new end date, new quantities or prices of items, new items; at least one. */
export const ZAditivoInput = z
  .object({
    data: ZData,
    descricao: z
      .string()
      .trim()
      .min(5, 'Diga o que o aditivo muda e por quê')
      .max(2000, 'No máximo 2000 caracteres'),
    novoFim: ZData.nullable().optional(),
    alteracoes: z
      .array(
        totalCabe(
          z.object({
            itemId: z.uuid('Item inválido'),
            quantidade: ZQuantidadeItem,
            precoUnitario: ZPrecoUnitario,
          }),
        ),
      )
      .max(MAX_ITENS_CONTRATO)
      .default([]),
    novosItens: z.array(totalCabe(ZItemFields)).max(MAX_ITENS_CONTRATO).default([]),
    versao: z.number().int().min(0).optional(),
  })
  .refine((a) => a.novoFim || a.alteracoes.length > 0 || a.novosItens.length > 0, {
    path: ['descricao'],
    message: 'Um aditivo muda o prazo, o valor ou os itens: informe o que ele muda',
  });
export type TAditivoInput = z.input<typeof ZAditivoInput>;

/** One item an amendment changed or added, before and after (before is null for a new item). */
export const ZAditivoAlteracao = z.object({
  itemId: z.string(),
  descricao: z.string(),
  unidade: z.string(),
  quantidadeAntes: z.number().nullable(),
  quantidadeDepois: z.number(),
  precoAntes: z.string().nullable(),
  precoDepois: z.string(),
});
export type TAditivoAlteracao = z.infer<typeof ZAditivoAlteracao>;

export const ZAditivo = z.object({
  id: z.string(),
  numero: z.number().int(),
  data: z.string(),
  descricao: z.string(),
  fimAntes: z.string(),
  fimDepois: z.string(),
  valorAntes: z.string(),
  valorDepois: z.string(),
  alteracoes: z.array(ZAditivoAlteracao),
  por: z.string(),
  em: z.string(),
  /** When the contract with this amendment was approved again; null while it goes through approval. */
  aprovadoEm: z.string().nullable(),
});
export type TAditivo = z.infer<typeof ZAditivo>;

export const ZContratoDocumento = z.object({
  id: z.string(),
  tipo: z.enum(CONTRATO_DOCUMENTO_TIPOS),
  descricao: z.string(),
  arquivo: z.object({ id: z.string(), nome: z.string(), tamanho: z.number(), mime: z.string() }),
  por: z.string(),
  em: z.string(),
});
export type TContratoDocumento = z.infer<typeof ZContratoDocumento>;

export const ZContratoDocumentoInput = z.object({
  tipo: z.enum(CONTRATO_DOCUMENTO_TIPOS, { error: 'Escolha o tipo do documento' }).default('outro'),
  descricao: ZTexto(300),
});

const ZObraRef = z.object({ id: z.string(), codigo: z.string(), nome: z.string() });

export const ZContratoResumo = z.object({
  id: z.string(),
  obra: ZObraRef,
  numero: z.number().int(),
  /** "CT-007". */
  codigo: z.string(),
  objeto: z.string(),
  parte: z.object({ tipo: z.enum(CONTRATO_PARTE_TIPOS), nome: z.string(), cnpj: z.string() }),
  status: z.enum(CONTRATO_STATUS),
  /** A termination (distrato) is under way: it is returned to Revisão para cancelamento, and its approval cancels. */
  emCancelamento: z.boolean(),
  /** Cancelled: its termination was approved; nothing more changes. */
  cancelado: z.boolean(),
  /** The person who must act now. */
  comQuem: ZPessoaRef,
  valor: z.string(),
  inicio: z.string(),
  fim: z.string(),
  totalItens: z.number().int(),
  updatedAt: z.string(),
});
export type TContratoResumo = z.infer<typeof ZContratoResumo>;

export const ZContratoAcoes = z.object({
  /** The header (object, party, dates, people) and the documents. */
  editar: z.boolean(),
  /** Items: a change outside Revisão sends the contract back to Revisão. */
  editarItens: z.boolean(),
  /** A new amendment (an approved contract, by whoever edits it there). */
  aditivo: z.boolean(),
});

export const ZContrato = ZContratoResumo.extend({
  pessoas: z.object({ responsavel: ZPessoaRef, gestor: ZPessoaRef, validador: ZPessoaRef }),
  observacoes: z.string(),
  itens: z.array(ZContratoItem),
  aditivos: z.array(ZAditivo),
  documentos: z.array(ZContratoDocumento),
  aprovadoEm: z.string().nullable(),
  canceladoEm: z.string().nullable(),
  criadoPor: z.string().nullable(),
  createdAt: z.string(),
  /** Grows with every change; sent back with edits and moves so that concurrent ones are caught. */
  versao: z.number().int(),
  acoes: ZContratoAcoes,
  movimentos: z.array(ZMoveOption),
  linhaDoTempo: z.array(ZMoveMade),
});
export type TContrato = z.infer<typeof ZContrato>;

export const CONTRATOS_SORT_FIELDS = ['numero', 'status', 'valor', 'fim', 'updatedAt'] as const;

export const ZContratosFilters = z.object({
  obra: z.uuid('Obra inválida').optional(),
  q: z.string().trim().max(120).optional(),
  status: ZQueryList(z.enum(CONTRATO_STATUS, { error: 'Status inválido' })).optional(),
  parteTipo: ZQueryList(z.enum(CONTRATO_PARTE_TIPOS, { error: 'Tipo de parte inválido' })).optional(),
  /** Only the contracts the user may act on now (edit or move): those waiting for them. */
  comigo: ZQueryBoolean.optional(),
});
export type TContratosFilters = z.input<typeof ZContratosFilters>;

export const ZContratosQuery = ZPageQuery.extend({
  ...ZContratosFilters.shape,
  sort: ZSort(CONTRATOS_SORT_FIELDS).optional(),
});
export type TContratosQuery = z.output<typeof ZContratosQuery>;
export const ZContratosPage = ZPage(ZContratoResumo);

/** A move on a contract: the reason when the move asks for one, and the version its page read. */
export const ZContratoMoveInput = z.object({
  motivo: z.string().trim().min(5, 'Diga o motivo').max(2000, 'No máximo 2000 caracteres').optional(),
  versao: z.number().int().min(0).optional(),
});
