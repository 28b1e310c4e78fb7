import { z } from 'zod';

/** The sections of an RDO; each can be switched off per obra (`/:obra/diarios/configurar`). */
export const RDO_SECOES = [
  'clima',
  'chuva',
  'maoDeObra',
  'equipamentos',
  'atividades',
  'ocorrencias',
  'comentarios',
  'fotos',
  'assinaturas',
] as const;
export type TRdoSecao = (typeof RDO_SECOES)[number];

export const RDO_SECAO_LABEL: Record<TRdoSecao, string> = {
  clima: 'Clima por período',
  chuva: 'Pluviometria',
  maoDeObra: 'Mão de obra',
  equipamentos: 'Equipamentos',
  atividades: 'Atividades',
  ocorrencias: 'Ocorrências',
  comentarios: 'Comentários',
  fotos: 'Fotos',
  assinaturas: 'Assinaturas',
};

export const PERIODOS = ['manha', 'tarde', 'noite'] as const;
export type TPeriodo = (typeof PERIODOS)[number];
export const PERIODO_LABEL: Record<TPeriodo, string> = { manha: 'Manhã', tarde: 'Tarde', noite: 'Noite' };

export const TEMPOS = ['claro', 'nublado', 'chuvoso'] as const;
export const TEMPO_LABEL: Record<(typeof TEMPOS)[number], string> = {
  claro: 'Claro',
  nublado: 'Nublado',
  chuvoso: 'Chuvoso',
};
export const CONDICOES = ['praticavel', 'impraticavel'] as const;
export const CONDICAO_LABEL: Record<(typeof CONDICOES)[number], string> = {
  praticavel: 'Praticável',
  impraticavel: 'Impraticável',
};

/** Occurrence types a Livro de Ordem asks for (CONFEA 1.094/2017): accidents, stoppages, visits, orders... */
export const OCORRENCIA_TIPOS = [
  'acidente',
  'paralisacao',
  'atraso_material',
  'visita_tecnica',
  'ordem_recebida',
  'interferencia_terceiros',
  'outra',
] as const;
export const OCORRENCIA_TIPO_LABEL: Record<(typeof OCORRENCIA_TIPOS)[number], string> = {
  acidente: 'Acidente ou dano',
  paralisacao: 'Paralisação',
  atraso_material: 'Material atrasado',
  visita_tecnica: 'Visita técnica',
  ordem_recebida: 'Ordem ou instrução recebida',
  interferencia_terceiros: 'Interferência de terceiros',
  outra: 'Outra',
};

export const MAO_DE_OBRA_TIPOS = ['propria', 'terceirizada'] as const;
export const MAO_DE_OBRA_TIPO_LABEL: Record<(typeof MAO_DE_OBRA_TIPOS)[number], string> = {
  propria: 'Própria',
  terceirizada: 'Terceirizada',
};

/** Rounds to 2 decimals the way a person would (12,345 mm → 12,35 mm), not as binary floating point does. */
export function roundTo2(value: number): number {
  return Number(`${Math.round(Number(`${value}e2`))}e-2`);
}

/** A number typed as `12,5` or `12.5`. */
const decimalInput = (v: unknown) => (typeof v === 'string' ? Number(v.trim().replace(',', '.')) : v);

export const ZClimaPeriodo = z.object({
  tempo: z.enum(TEMPOS, 'Escolha o tempo'),
  condicao: z.enum(CONDICOES, 'Escolha a condição'),
});
export type TClimaPeriodo = z.infer<typeof ZClimaPeriodo>;

/** A period with no shift (usually the night) stays empty. */
export const ZClima = z.object({
  manha: ZClimaPeriodo.nullable(),
  tarde: ZClimaPeriodo.nullable(),
  noite: ZClimaPeriodo.nullable(),
});
export type TClima = z.infer<typeof ZClima>;

/** Rainfall in mm (1 mm = 1 L/m²), rounded to 2 decimals (SPEC §5). */
export const ZChuvaMm = z.preprocess(
  decimalInput,
  z
    .number('Informe a chuva em mm')
    .min(0, 'A chuva não pode ser negativa')
    .max(1000, 'Confira a chuva: mais de 1000 mm num dia')
    .transform(roundTo2),
);

export const ZMaoDeObra = z.object({
  funcao: z.string().trim().min(1, 'Informe a função').max(80),
  empresa: z.string().trim().max(120).default(''),
  tipo: z.enum(MAO_DE_OBRA_TIPOS),
  quantidade: z.coerce.number().int('Use um número inteiro').min(1, 'Pelo menos 1').max(5000),
  horas: z.preprocess(decimalInput, z.number().min(0).max(24, 'No máximo 24 horas').nullable()).default(null),
});
export type TMaoDeObra = z.infer<typeof ZMaoDeObra>;

export const ZEquipamento = z
  .object({
    descricao: z.string().trim().min(1, 'Informe o equipamento').max(120),
    quantidade: z.coerce.number().int('Use um número inteiro').min(1, 'Pelo menos 1').max(1000),
    operando: z.coerce.number().int().min(0).max(1000),
    parado: z.coerce.number().int().min(0).max(1000),
  })
  .refine((e) => e.operando + e.parado === e.quantidade, {
    path: ['parado'],
    message: 'Operando e parado devem somar a quantidade',
  });
export type TEquipamento = z.infer<typeof ZEquipamento>;

/**
 * An activity of the day. A planned one (from `/:obra/diarios/datas`) carries its cumulative % done as of this
 * day, which the S-curve reads; an unplanned one is only described.
 */
export const ZAtividadeRdo = z.object({
  atividadePlanejadaId: z.uuid().nullable().default(null),
  descricao: z.string().trim().min(1, 'Descreva a atividade').max(300),
  percentualAcumulado: z
    .preprocess(decimalInput, z.number().min(0, 'Entre 0 e 100').max(100, 'Entre 0 e 100').nullable())
    .default(null),
  observacao: z.string().trim().max(500).default(''),
});
export type TAtividadeRdo = z.infer<typeof ZAtividadeRdo>;

export const ZOcorrencia = z.object({
  tipo: z.enum(OCORRENCIA_TIPOS, 'Escolha o tipo'),
  descricao: z.string().trim().min(1, 'Descreva a ocorrência').max(2000),
});
export type TOcorrencia = z.infer<typeof ZOcorrencia>;

/** Working hours `hh:mm`. */
export const ZHora = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use hh:mm');
