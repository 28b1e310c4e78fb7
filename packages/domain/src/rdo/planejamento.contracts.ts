import { z } from 'zod';
import { ZIsoDate } from '../obras/obras.contracts';

const decimalInput = (v: unknown) => (typeof v === 'string' ? Number(v.trim().replace(',', '.')) : v);

/** A planned activity (`/:obra/diarios/datas`): its weight in the whole and its planned span. */
export const ZAtividadePlanejadaInput = z
  .object({
    id: z.uuid().optional(),
    codigo: z.string().trim().min(1, 'Informe o código (EAP)').max(30),
    descricao: z.string().trim().min(1, 'Descreva a atividade').max(200),
    /** Any positive number: the S-curve divides by the sum, so weights need not add up to 100. */
    peso: z.preprocess(
      decimalInput,
      z.number('Informe o peso').positive('O peso deve ser maior que zero').max(1e6),
    ),
    inicioPrevisto: ZIsoDate,
    fimPrevisto: ZIsoDate,
  })
  .refine((a) => a.inicioPrevisto <= a.fimPrevisto, {
    path: ['fimPrevisto'],
    message: 'O término previsto deve ser depois do início',
  });
export type TAtividadePlanejadaInput = z.input<typeof ZAtividadePlanejadaInput>;

/** The whole plan, saved at once (a missing id is a new activity; an activity left out is removed). */
export const ZPlanoInput = z
  .object({ atividades: z.array(ZAtividadePlanejadaInput).max(2000) })
  .refine((p) => new Set(p.atividades.map((a) => a.codigo.toUpperCase())).size === p.atividades.length, {
    path: ['atividades'],
    message: 'Há códigos repetidos no plano',
  });
export type TPlanoInput = z.input<typeof ZPlanoInput>;

export const ZAtividadePlanejada = z.object({
  id: z.string(),
  codigo: z.string(),
  descricao: z.string(),
  peso: z.number(),
  inicioPrevisto: z.string(),
  fimPrevisto: z.string(),
  /** Latest cumulative % reported in a finalized RDO. */
  percentualRealizado: z.number(),
  /** What the plan expects by today. */
  percentualPrevisto: z.number(),
  atrasada: z.boolean(),
});
export type TAtividadePlanejada = z.infer<typeof ZAtividadePlanejada>;

export const ZPlano = z.object({ atividades: z.array(ZAtividadePlanejada), podeEditar: z.boolean() });
export type TPlano = z.infer<typeof ZPlano>;

/** The result of reading a plan spreadsheet: rows ready for the grid, and the lines that could not be read. */
export const ZPlanoImportado = z.object({
  atividades: z.array(
    z.object({
      codigo: z.string(),
      descricao: z.string(),
      peso: z.number(),
      inicioPrevisto: z.string(),
      fimPrevisto: z.string(),
    }),
  ),
  erros: z.array(z.object({ linha: z.number().int(), mensagem: z.string() })),
});
export type TPlanoImportado = z.infer<typeof ZPlanoImportado>;

export const ATRASO_TIPOS = ['atividade', 'curva'] as const;

export const ZAtraso = z.object({
  tipo: z.enum(ATRASO_TIPOS),
  obra: z.object({ id: z.string(), codigo: z.string(), nome: z.string() }),
  atividadeId: z.string().nullable(),
  /** pt-BR sentence a planner reads as is. */
  descricao: z.string(),
  desde: z.string(),
});
export type TAtraso = z.infer<typeof ZAtraso>;

export const ZCurvaSPonto = z.object({
  data: z.string(),
  previsto: z.number(),
  /** Null after today (nothing reported yet). */
  realizado: z.number().nullable(),
});
export type TCurvaSPonto = z.infer<typeof ZCurvaSPonto>;

export const ZCurvaS = z.object({
  pontos: z.array(ZCurvaSPonto),
  hoje: z
    .object({ data: z.string(), previsto: z.number(), realizado: z.number(), desvio: z.number() })
    .nullable(),
  limiarAtraso: z.number(),
  atrasos: z.array(ZAtraso),
});
export type TCurvaS = z.infer<typeof ZCurvaS>;
