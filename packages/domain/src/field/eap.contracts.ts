import { z } from 'zod';
import { ZQuantidade } from './field-numbers';
import { ZOsTipo } from './os.contracts';

const descricao = z
  .string()
  .trim()
  .min(2, 'Informe a descrição')
  .max(200, 'Descrição longa demais (até 200 caracteres)');
const unidade = z.string().trim().max(20, 'Unidade longa demais (até 20 caracteres)');
/** Relative weight among its siblings (any scale; progress divides by the siblings' sum). */
const peso = z
  .number({ error: 'Informe o peso em números' })
  .min(0, 'O peso não pode ser negativo')
  .max(1_000_000, 'Peso grande demais');

/** An EAP item as written in the config page (its place in the tree is `parentId` and the position among siblings). */
export const ZEapItemInput = z.object({
  parentId: z.uuid('Item pai inválido').nullable().default(null),
  descricao,
  unidade: unidade.default(''),
  quantidade: ZQuantidade.default(0),
  peso: peso.default(0),
});
export type TEapItemInput = z.input<typeof ZEapItemInput>;

/** Moving an item: under which parent (null: the root) and at which position among its new siblings (from 0). */
export const ZEapMoveInput = z.object({
  parentId: z.uuid('Item pai inválido').nullable(),
  posicao: z.number().int().min(0),
});
export type TEapMoveInput = z.infer<typeof ZEapMoveInput>;

/** Editing an item in place: any of its fields, one cell at a time. */
export const ZEapItemPatch = z
  .object({ descricao, unidade, quantidade: ZQuantidade, peso })
  .partial()
  .refine((v) => Object.values(v).some((value) => value !== undefined), 'Informe o que mudar');
export type TEapItemPatch = z.infer<typeof ZEapItemPatch>;

/** One EAP item with its code (1, 1.1, 1.1.1, from its place in the tree) and its progress from the daily logs. */
export const ZEapItem = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  codigo: z.string(),
  nivel: z.number().int(),
  ordem: z.number().int(),
  descricao: z.string(),
  unidade: z.string(),
  quantidade: z.number(),
  peso: z.number(),
  /** Σ of the daily logs' quantities on this item (leaves); for a parent, not summed (units differ). */
  executado: z.number(),
  /** 0 to 100: a leaf's executed over planned; a parent's, its children's weighted by their weights. */
  percentual: z.number(),
  /** Whether an order covers it (an item in an order cannot be deleted). */
  emUso: z.boolean(),
});
export type TEapItem = z.infer<typeof ZEapItem>;

/** An obra's EAP of one type, in tree order (depth first), with the obra-wide progress. */
export const ZEap = z.object({
  tipo: ZOsTipo,
  itens: z.array(ZEapItem),
  percentual: z.number(),
  podeConfigurar: z.boolean(),
  podeCriar: z.boolean(),
});
export type TEap = z.infer<typeof ZEap>;
