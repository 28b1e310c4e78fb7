import { z } from 'zod';
import { parseDecimal } from '../br/parse-decimal';
import { OBRA_STATUS } from '../obras/obra-status';
import { DATES_MESSAGE, datesInOrder, ZIsoDate, ZObraFields } from '../obras/obras.contracts';
import { ZPage, ZPageQuery, ZQueryBoolean, ZQueryList, ZSort } from '../platform/list.contracts';
import { OPERACAO_SITUACOES, PLANEJAMENTO_MAX_SEMANAS } from './fabricacao.constants';

const texto = (min: number, message: string, max: number) =>
  z.string({ error: message }).trim().min(min, message).max(max, `No máximo ${max} caracteres`);
const ZData = z.iso.date('Data inválida: use aaaa-mm-dd');

/**
 * A number as a person types it (`12,5`, `12.5` or 12.5); text that is not a number stays text, so the number
 * check refuses it with the field's own message.
 */
const numeroBr = (message: string) =>
  z.preprocess((v) => (typeof v === 'string' ? (parseDecimal(v) ?? v) : v), z.number({ error: message }));
const tresCasas = (v: number) => Math.abs(Math.round(v * 1000) - v * 1000) < 1e-6;
const umaCasa = (v: number) => Math.abs(Math.round(v * 10) - v * 10) < 1e-6;

export const ZQuantidadeFabItem = numeroBr('Informe a quantidade em números').pipe(
  z
    .number()
    .gt(0, 'A quantidade deve ser maior que zero')
    .max(999_999_999, 'Quantidade grande demais')
    .refine(tresCasas, 'Use no máximo três casas decimais na quantidade'),
);
export const ZPesoKg = numeroBr('Informe o peso em kg, em números').pipe(
  z
    .number()
    .min(0, 'O peso não pode ser negativo')
    .max(999_999_999, 'Peso grande demais')
    .refine(tresCasas, 'Use no máximo três casas decimais no peso'),
);
export const ZHorasOperacao = numeroBr('Informe as horas em números').pipe(
  z
    .number()
    .min(0, 'As horas não podem ser negativas')
    .max(9_999_999, 'Horas demais')
    .refine(umaCasa, 'Use no máximo uma casa decimal nas horas'),
);

const ZRef = z.object({ id: z.string(), nome: z.string() });
const ZObraRef = z.object({ id: z.string(), codigo: z.string(), nome: z.string() });

// ── Fabrications ────────────────────────────────────────────────────────────────────────────────────────────────

/** A new fabrication: an obra of tipo `fabricacao` (created by the obras module) and the site it goes to. */
export const ZCreateFabricacaoInput = ZObraFields.extend({
  tipo: z.literal('fabricacao', { error: 'Por aqui só se cria uma fabricação' }).default('fabricacao'),
  status: ZObraFields.shape.status.default('em_planejamento'),
  obraDestinoId: z.uuid('Obra de destino inválida').optional(),
}).refine(datesInOrder, DATES_MESSAGE);
export type TCreateFabricacaoInput = z.input<typeof ZCreateFabricacaoInput>;

/** Only the fields sent change; an optional one is cleared with null. The tipo never changes here. */
export const ZUpdateFabricacaoInput = z
  .object({
    codigo: ZObraFields.shape.codigo.optional(),
    nome: ZObraFields.shape.nome.optional(),
    clienteId: ZObraFields.shape.clienteId.optional(),
    status: ZObraFields.shape.status.optional(),
    cidade: ZObraFields.shape.cidade.optional(),
    uf: ZObraFields.shape.uf.optional(),
    inicioPrevisto: ZIsoDate.nullable().optional(),
    fimPrevisto: ZIsoDate.nullable().optional(),
    obraDestinoId: z.uuid('Obra de destino inválida').nullable().optional(),
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
export type TUpdateFabricacaoInput = z.input<typeof ZUpdateFabricacaoInput>;

/** A fabrication in lists and cards; percentages from 0 to 100 with two decimals (progresso.ts). */
export const ZFabricacaoResumo = z.object({
  id: z.string(),
  codigo: z.string(),
  nome: z.string(),
  status: z.enum(OBRA_STATUS),
  cliente: ZRef,
  inicioPrevisto: z.string().nullable(),
  fimPrevisto: z.string().nullable(),
  destino: ZObraRef.nullable(),
  progressoPeso: z.number(),
  progressoItens: z.number(),
  itens: z.number().int(),
  itensConcluidos: z.number().int(),
  pesoTotalKg: z.number(),
  operacoesAtrasadas: z.number().int(),
});
export type TFabricacaoResumo = z.infer<typeof ZFabricacaoResumo>;

export const ZFabricacaoDetalhe = ZFabricacaoResumo.extend({
  cidade: z.string(),
  uf: z.string(),
  /** What the screen may offer this user. */
  acoes: z.object({ editar: z.boolean(), itens: z.boolean(), usuarios: z.boolean(), exportar: z.boolean() }),
});
export type TFabricacaoDetalhe = z.infer<typeof ZFabricacaoDetalhe>;

/**
 * POST /api/fabricacoes/:obra/usuarios (the screen /fabricacao/:obra/usuarios/adicionar): people added to a
 * fabrication's team by whoever may update it; granting roles stays with the obras' route, for user admins.
 * The team is listed by the obras' GET /api/obras/:obra/usuarios (staff read users).
 */
export const ZFabricacaoUsuariosInput = z.object({
  userIds: z.array(z.uuid('Usuário inválido')).min(1, 'Escolha pelo menos um usuário').max(100),
});
export type TFabricacaoUsuariosInput = z.input<typeof ZFabricacaoUsuariosInput>;

export const FABRICACOES_SORT_FIELDS = ['codigo', 'nome', 'status', 'fimPrevisto', 'progressoPeso'] as const;

export const ZFabricacoesFilters = z.object({
  /** Part of the code, name or client. */
  busca: z.string().trim().max(100).optional(),
  status: ZQueryList(z.enum(OBRA_STATUS, { error: 'Situação inválida' })).optional(),
  cliente: z.uuid('Cliente inválido').optional(),
  /** Only fabrications with a late operation. */
  atrasadas: ZQueryBoolean.optional(),
});
export type TFabricacoesFilters = z.input<typeof ZFabricacoesFilters>;

export const ZFabricacoesQuery = ZPageQuery.extend({
  ...ZFabricacoesFilters.shape,
  sort: ZSort(FABRICACOES_SORT_FIELDS).prefault('codigo'),
});
export type TFabricacoesQuery = z.output<typeof ZFabricacoesQuery>;
export const ZFabricacoesPage = ZPage(ZFabricacaoResumo);
export type TFabricacoesPage = z.infer<typeof ZFabricacoesPage>;

// ── Items and operations ────────────────────────────────────────────────────────────────────────────────────────

export const ZItemInput = z.object({
  tag: texto(1, 'Informe a tag do item', 60),
  descricao: texto(1, 'Descreva o item', 300),
  quantidade: ZQuantidadeFabItem,
  pesoUnitarioKg: ZPesoKg,
  produtoId: z.uuid('Produto inválido').nullable().optional(),
});
export type TItemInput = z.input<typeof ZItemInput>;

export const ZItemUpdateInput = ZItemInput.partial()
  .extend({ versao: z.number().int().min(0).optional() })
  .refine((o) => Object.keys(o).some((k) => k !== 'versao'), 'Nada para alterar');
export type TItemUpdateInput = z.input<typeof ZItemUpdateInput>;

const dataEmOrdem = (inicio?: string | null, fim?: string | null) => !inicio || !fim || inicio <= fim;

/** A planned operation of an item: its kind (once per item), the work centre, the planned dates and hours. */
export const ZOperacaoInput = z
  .object({
    tipoId: z.uuid('Escolha a operação'),
    centroId: z.uuid('Escolha o centro de trabalho').nullable().optional(),
    inicioPrevisto: ZData.nullable().optional(),
    fimPrevisto: ZData.nullable().optional(),
    horasPrevistas: ZHorasOperacao.default(0),
    observacao: z.string().trim().max(2000, 'No máximo 2000 caracteres').default(''),
  })
  .refine((o) => dataEmOrdem(o.inicioPrevisto, o.fimPrevisto), {
    path: ['fimPrevisto'],
    message: 'O término previsto deve ser depois do início',
  });
export type TOperacaoInput = z.input<typeof ZOperacaoInput>;

/**
 * A change to an operation: the plan and/or its progress (actual dates and hours). `versao` is the one read:
 * another person's change in between answers 409. The dates are checked again on the merged record.
 */
export const ZOperacaoUpdateInput = z
  .object({
    centroId: z.uuid('Escolha o centro de trabalho').nullable().optional(),
    inicioPrevisto: ZData.nullable().optional(),
    fimPrevisto: ZData.nullable().optional(),
    horasPrevistas: ZHorasOperacao.optional(),
    inicioReal: ZData.nullable().optional(),
    fimReal: ZData.nullable().optional(),
    horasReais: ZHorasOperacao.nullable().optional(),
    observacao: z.string().trim().max(2000, 'No máximo 2000 caracteres').optional(),
    versao: z.number({ error: 'Informe a versão lida da operação' }).int().min(0),
  })
  .refine((o) => Object.keys(o).some((k) => k !== 'versao'), 'Nada para alterar')
  .refine((o) => dataEmOrdem(o.inicioPrevisto, o.fimPrevisto), {
    path: ['fimPrevisto'],
    message: 'O término previsto deve ser depois do início',
  })
  .refine((o) => dataEmOrdem(o.inicioReal, o.fimReal), {
    path: ['fimReal'],
    message: 'O término real deve ser depois do início real',
  });
export type TOperacaoUpdateInput = z.input<typeof ZOperacaoUpdateInput>;

export const ZOperacao = z.object({
  id: z.string(),
  itemId: z.string(),
  tipo: z.object({ id: z.string(), codigo: z.string(), nome: z.string() }),
  centro: ZRef.nullable(),
  sequencia: z.number().int(),
  inicioPrevisto: z.string().nullable(),
  fimPrevisto: z.string().nullable(),
  horasPrevistas: z.number(),
  inicioReal: z.string().nullable(),
  fimReal: z.string().nullable(),
  horasReais: z.number().nullable(),
  observacao: z.string(),
  situacao: z.enum(OPERACAO_SITUACOES),
  versao: z.number().int(),
});
export type TOperacao = z.infer<typeof ZOperacao>;

export const ZItem = z.object({
  id: z.string(),
  tag: z.string(),
  descricao: z.string(),
  quantidade: z.number(),
  pesoUnitarioKg: z.number(),
  /** quantidade × pesoUnitarioKg. */
  pesoTotalKg: z.number(),
  produto: z.object({ id: z.string(), codigo: z.string(), nome: z.string() }).nullable(),
  /** Every operation done (an item without operations is not). */
  concluido: z.boolean(),
  /** Done operations ÷ operations, 0–100. */
  progresso: z.number(),
  versao: z.number().int(),
  operacoes: z.array(ZOperacao),
});
export type TItem = z.infer<typeof ZItem>;
export const ZItens = z.object({ items: z.array(ZItem), total: z.number().int() });
export type TItens = z.infer<typeof ZItens>;

// ── Dashboards ──────────────────────────────────────────────────────────────────────────────────────────────────

/** A late operation, with where it belongs (dashboards). */
export const ZOperacaoAtrasada = z.object({
  id: z.string(),
  obra: ZObraRef,
  item: z.object({ id: z.string(), tag: z.string(), descricao: z.string() }),
  tipo: z.string(),
  centro: z.string().nullable(),
  fimPrevisto: z.string(),
  diasAtraso: z.number().int(),
});
export type TOperacaoAtrasada = z.infer<typeof ZOperacaoAtrasada>;

/** Progress and hours per operation kind. */
export const ZProgressoTipo = z.object({
  tipo: z.object({ id: z.string(), codigo: z.string(), nome: z.string() }),
  pesoNecessarioKg: z.number(),
  pesoConcluidoKg: z.number(),
  progresso: z.number(),
  operacoes: z.number().int(),
  concluidas: z.number().int(),
  horasPrevistas: z.number(),
  horasReais: z.number(),
});
export type TProgressoTipo = z.infer<typeof ZProgressoTipo>;

/** /fabricacao/:obra — a fabrication's manufacturing dashboard. */
export const ZPainelFabricacao = z.object({
  pesoTotalKg: z.number(),
  pesoConcluidoKg: z.number(),
  progressoPeso: z.number(),
  itens: z.number().int(),
  itensConcluidos: z.number().int(),
  progressoItens: z.number(),
  porTipo: z.array(ZProgressoTipo),
  porSituacao: z.array(z.object({ situacao: z.enum(OPERACAO_SITUACOES), total: z.number().int() })),
  horas: z.object({ previstas: z.number(), reais: z.number() }),
  atrasadas: z.array(ZOperacaoAtrasada),
});
export type TPainelFabricacao = z.infer<typeof ZPainelFabricacao>;

export const ZSemana = z.object({
  /** The week's Monday, aaaa-mm-dd. */
  inicio: z.string(),
  /** Its Sunday. */
  fim: z.string(),
  /** `S07/2025`. */
  rotulo: z.string(),
});
export type TSemana = z.infer<typeof ZSemana>;

export const ZCargaCelula = z.object({
  semana: z.string(),
  cargaHoras: z.number(),
  capacidadeHoras: z.number(),
  /** Load ÷ capacity, 0–100+ (over 100 is overloaded). */
  ocupacao: z.number(),
});
export type TCargaCelula = z.infer<typeof ZCargaCelula>;

/** An operation in a planning board cell: the hours it puts on that week. */
export const ZOperacaoPlanejada = z.object({
  id: z.string(),
  obra: ZObraRef,
  item: z.object({ id: z.string(), tag: z.string() }),
  tipo: z.string(),
  inicioPrevisto: z.string(),
  fimPrevisto: z.string(),
  horasPrevistas: z.number(),
  horasNaSemana: z.number(),
  situacao: z.enum(OPERACAO_SITUACOES),
  versao: z.number().int(),
});
export type TOperacaoPlanejada = z.infer<typeof ZOperacaoPlanejada>;

export const ZPlanejamentoQuery = z.object({
  /** Any day of the first week (the board starts on its Monday); today when absent. */
  de: ZData.optional(),
  semanas: z.coerce
    .number({ error: 'Informe o número de semanas' })
    .int('Informe um número inteiro de semanas')
    .min(1, 'Mostre ao menos uma semana')
    .max(PLANEJAMENTO_MAX_SEMANAS, `No máximo ${PLANEJAMENTO_MAX_SEMANAS} semanas`)
    .default(8),
  centroId: z.uuid('Centro de trabalho inválido').optional(),
});
export type TPlanejamentoQuery = z.output<typeof ZPlanejamentoQuery>;

const ZCentroRef = z.object({ id: z.string(), nome: z.string(), capacidadeHorasSemana: z.number() });

/** /fabrica/planejamento: per active work centre, per ISO week, the load against the capacity. */
export const ZPlanejamento = z.object({
  semanas: z.array(ZSemana),
  centros: z.array(
    z.object({
      centro: ZCentroRef,
      celulas: z.array(ZCargaCelula.extend({ operacoes: z.array(ZOperacaoPlanejada) })),
    }),
  ),
});
export type TPlanejamento = z.infer<typeof ZPlanejamento>;

/** /fabrica/Dashboard. */
export const ZPainelFabrica = z.object({
  emAndamento: z.array(ZFabricacaoResumo),
  atrasadas: z.array(ZOperacaoAtrasada),
  carga: z.object({
    semanas: z.array(ZSemana),
    centros: z.array(z.object({ centro: ZCentroRef, celulas: z.array(ZCargaCelula) })),
  }),
});
export type TPainelFabrica = z.infer<typeof ZPainelFabrica>;

// ── Configuration (admin_fabricacao) ────────────────────────────────────────────────────────────────────────────

export const ZCentroInput = z.object({
  nome: texto(2, 'Informe o nome do centro de trabalho', 80),
  capacidadeHorasSemana: numeroBr('Informe a capacidade em horas, em números').pipe(
    z
      .number()
      .gt(0, 'A capacidade deve ser maior que zero')
      .max(9999, 'Capacidade grande demais')
      .refine(umaCasa, 'Use no máximo uma casa decimal'),
  ),
  ativo: z.boolean().default(true),
});
export type TCentroInput = z.input<typeof ZCentroInput>;
// `.partial()` keeps `ativo`'s default: an edit of the name would switch an inactive centre back on.
export const ZCentroUpdateInput = ZCentroInput.partial()
  .extend({ ativo: z.boolean().optional() })
  .refine((o) => Object.keys(o).length > 0, 'Nada para alterar');
export type TCentroUpdateInput = z.input<typeof ZCentroUpdateInput>;
export const ZCentro = z.object({
  id: z.string(),
  nome: z.string(),
  capacidadeHorasSemana: z.number(),
  ativo: z.boolean(),
});
export type TCentro = z.infer<typeof ZCentro>;

export const ZOperacaoTipoInput = z.object({
  codigo: z
    .string({ error: 'Informe o código' })
    .trim()
    .toLowerCase()
    .regex(/^[a-z][a-z0-9_]{1,29}$/, 'Código: letras minúsculas, números e _, de 2 a 30'),
  nome: texto(2, 'Informe o nome da operação', 60),
  ordem: z.number({ error: 'Informe a ordem em números' }).int('A ordem é um número inteiro').min(0).max(999),
  ativo: z.boolean().default(true),
});
export type TOperacaoTipoInput = z.input<typeof ZOperacaoTipoInput>;
export const ZOperacaoTipoUpdateInput = ZOperacaoTipoInput.partial()
  .extend({ ativo: z.boolean().optional() })
  .refine((o) => Object.keys(o).length > 0, 'Nada para alterar');
export type TOperacaoTipoUpdateInput = z.input<typeof ZOperacaoTipoUpdateInput>;
export const ZOperacaoTipo = z.object({
  id: z.string(),
  codigo: z.string(),
  nome: z.string(),
  ordem: z.number().int(),
  ativo: z.boolean(),
});
export type TOperacaoTipo = z.infer<typeof ZOperacaoTipo>;

/** GET /api/fabrica/operacoes-tipos and /api/fabrica/centros (inactive ones included; forms offer the active). */
export const ZOperacaoTipos = z.object({ items: z.array(ZOperacaoTipo) });
export const ZCentros = z.object({ items: z.array(ZCentro) });
