import { z } from 'zod';
import { cnpjDigits, isValidCnpj } from '../br/cnpj';
import { UFS } from '../br/uf';
import { ZPage, ZPageQuery, ZQueryBoolean, ZQueryList, ZSort } from '../platform/list.contracts';
import { OBRA_STATUS, OBRA_TIPOS } from './obra-status';

export * from './obra-status';

export const ZCnpj = z
  .string()
  .trim()
  .min(1, 'Informe o CNPJ')
  .refine(isValidCnpj, 'CNPJ inválido: confira os dígitos')
  .transform(cnpjDigits);

export const ZCep = z
  .string()
  .trim()
  .regex(/^\d{5}-?\d{3}$/, 'CEP inválido: use 00000-000')
  .transform((v) => v.replace('-', ''));

/** A date as typed in a form or sent by the API: `aaaa-mm-dd`. */
export const ZIsoDate = z.iso.date('Informe uma data válida');

export const ZContato = z.object({
  nome: z.string().trim().min(1).max(120),
  email: z.email('Informe um e-mail válido').optional(),
  telefone: z.string().trim().max(30).optional(),
  cargo: z.string().trim().max(80).optional(),
});

const ZClienteFields = z.object({
  nome: z.string().trim().min(1, 'Informe o nome do cliente').max(160),
  cnpj: ZCnpj,
  contatos: z.array(ZContato).max(20),
});

export const ZCreateClienteInput = ZClienteFields.extend({
  contatos: ZClienteFields.shape.contatos.default([]),
});
export type TCreateClienteInput = z.input<typeof ZCreateClienteInput>;

export const ZCliente = z.object({
  id: z.string(),
  nome: z.string(),
  cnpj: z.string(),
  contatos: z.array(ZContato),
  obras: z.number().int(),
});
export type TCliente = z.infer<typeof ZCliente>;

/** The fields of an obra, without the create defaults (fabrications reuse them, issue 20). */
export const ZObraFields = z.object({
  codigo: z.string().trim().min(1, 'Informe o código da obra').max(30),
  nome: z.string().trim().min(1, 'Informe o nome da obra').max(160),
  clienteId: z.uuid('Escolha o cliente da obra'),
  tipo: z.enum(OBRA_TIPOS),
  status: z.enum(OBRA_STATUS),
  logradouro: z.string().trim().max(200).optional(),
  cidade: z.string().trim().min(1, 'Informe a cidade').max(100),
  uf: z.enum(UFS, 'Escolha a UF'),
  cep: ZCep.optional(),
  inicioPrevisto: ZIsoDate.optional(),
  fimPrevisto: ZIsoDate.optional(),
  siteManagerId: z.uuid().optional(),
  siteManagerSubstitutoId: z.uuid().optional(),
  coordenadorId: z.uuid().optional(),
  /** Reais with two decimals, as text (`"18450000.00"`), so no cent is lost in floating point. */
  valorContrato: z
    .string()
    .regex(/^\d{1,13}(\.\d{1,2})?$/, 'Valor inválido')
    .optional(),
});

export const datesInOrder = (o: { inicioPrevisto?: string; fimPrevisto?: string }) =>
  !o.inicioPrevisto || !o.fimPrevisto || o.inicioPrevisto <= o.fimPrevisto;
export const DATES_MESSAGE = {
  path: ['fimPrevisto'],
  message: 'O término previsto deve ser depois do início',
};

export const ZCreateObraInput = ZObraFields.extend({
  tipo: ZObraFields.shape.tipo.default('obra'),
  status: ZObraFields.shape.status.default('em_planejamento'),
}).refine(datesInOrder, DATES_MESSAGE);
export type TCreateObraInput = z.input<typeof ZCreateObraInput>;

export const ZPessoaRef = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type TPessoaRef = z.infer<typeof ZPessoaRef>;

/** An obra in lists and cards. */
export const ZObraResumo = z.object({
  id: z.string(),
  codigo: z.string(),
  nome: z.string(),
  tipo: z.enum(OBRA_TIPOS),
  status: z.enum(OBRA_STATUS),
  cidade: z.string(),
  uf: z.string(),
  cliente: z.object({ id: z.string(), nome: z.string() }),
  inicioPrevisto: z.string().nullable(),
  fimPrevisto: z.string().nullable(),
  siteManager: ZPessoaRef.nullable(),
  /** The obra's picture, downloadable at /api/arquivos/:id. */
  fotoArquivoId: z.string().nullable(),
});
export type TObraResumo = z.infer<typeof ZObraResumo>;

export const OBRA_SORT_FIELDS = [
  'codigo',
  'nome',
  'status',
  'cidade',
  'uf',
  'cliente',
  'inicioPrevisto',
  'fimPrevisto',
] as const;

export const ZObraListQuery = ZPageQuery.extend({
  /** Code, name, city or client. */
  q: z.string().trim().max(100).optional(),
  clienteId: z.uuid().optional(),
  status: ZQueryList(z.enum(OBRA_STATUS)).optional(),
  uf: ZQueryList(z.enum(UFS)).optional(),
  tipo: z.enum(OBRA_TIPOS).optional(),
  /** Only the obras the user belongs to (Início). */
  minhas: ZQueryBoolean.optional(),
  sort: ZSort(OBRA_SORT_FIELDS).prefault('codigo'),
});
export type TObraListQuery = z.output<typeof ZObraListQuery>;

export const ZObraPage = ZPage(ZObraResumo);

/** Everything about one obra (/obras/:obra/informacoes). */
export const ZObraDetalhe = ZObraResumo.extend({
  logradouro: z.string().nullable(),
  cep: z.string().nullable(),
  valorContrato: z.string().nullable(),
  siteManagerSubstituto: ZPessoaRef.nullable(),
  coordenador: ZPessoaRef.nullable(),
  membros: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TObraDetalhe = z.infer<typeof ZObraDetalhe>;

/**
 * Every field may change, and only the fields sent (no defaults here, or a rename would reset the status); an
 * optional field is cleared with null. The dates must stay in order (checked again on the merged record).
 */
export const ZUpdateObraInput = ZObraFields.partial()
  .extend({
    logradouro: ZObraFields.shape.logradouro.unwrap().nullable().optional(),
    cep: ZCep.nullable().optional(),
    inicioPrevisto: ZIsoDate.nullable().optional(),
    fimPrevisto: ZIsoDate.nullable().optional(),
    siteManagerId: z.uuid().nullable().optional(),
    siteManagerSubstitutoId: z.uuid().nullable().optional(),
    coordenadorId: z.uuid().nullable().optional(),
    valorContrato: ZObraFields.shape.valorContrato.unwrap().nullable().optional(),
  })
  .refine((o) => Object.keys(o).length > 0, 'Nada para alterar')
  .refine(
    (o) =>
      datesInOrder({
        inicioPrevisto: o.inicioPrevisto ?? undefined,
        fimPrevisto: o.fimPrevisto ?? undefined,
      }),
    DATES_MESSAGE,
  );
export type TUpdateObraInput = z.infer<typeof ZUpdateObraInput>;

export const ZClienteListQuery = ZPageQuery.extend({
  q: z.string().trim().max(100).optional(),
  sort: ZSort(['nome', 'cnpj'] as const).prefault('nome'),
});
export type TClienteListQuery = z.output<typeof ZClienteListQuery>;
export const ZClientePage = ZPage(ZCliente);
/** Only the fields sent change (no defaults: renaming a client keeps its contacts). */
export const ZUpdateClienteInput = ZClienteFields.partial().refine(
  (o) => Object.keys(o).length > 0,
  'Nada para alterar',
);
export type TUpdateClienteInput = z.infer<typeof ZUpdateClienteInput>;
