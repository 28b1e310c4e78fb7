import { z } from 'zod';
import { cnpjDigits, isValidCnpj } from '../br/cnpj';
import { UFS } from '../br/uf';

export const OBRA_TIPOS = ['obra', 'fabricacao'] as const;
export const OBRA_STATUS = ['em_planejamento', 'em_andamento', 'paralisada', 'concluida'] as const;
export type TObraStatus = (typeof OBRA_STATUS)[number];

export const OBRA_STATUS_LABEL: Record<TObraStatus, string> = {
  em_planejamento: 'Em planejamento',
  em_andamento: 'Em andamento',
  paralisada: 'Paralisada',
  concluida: 'Concluída',
};

export const ZCnpj = z
  .string()
  .trim()
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

export const ZCreateClienteInput = z.object({
  nome: z.string().trim().min(1).max(160),
  cnpj: ZCnpj,
  contatos: z.array(ZContato).max(20).default([]),
});
export type TCreateClienteInput = z.input<typeof ZCreateClienteInput>;

export const ZCreateObraInput = z
  .object({
    codigo: z.string().trim().min(1).max(30),
    nome: z.string().trim().min(1).max(160),
    clienteId: z.uuid('Informe o cliente da obra'),
    tipo: z.enum(OBRA_TIPOS).default('obra'),
    status: z.enum(OBRA_STATUS).default('em_planejamento'),
    logradouro: z.string().trim().max(200).optional(),
    cidade: z.string().trim().min(1).max(100),
    uf: z.enum(UFS),
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
  })
  .refine((o) => !o.inicioPrevisto || !o.fimPrevisto || o.inicioPrevisto <= o.fimPrevisto, {
    path: ['fimPrevisto'],
    message: 'O término previsto deve ser depois do início',
  });
export type TCreateObraInput = z.input<typeof ZCreateObraInput>;
