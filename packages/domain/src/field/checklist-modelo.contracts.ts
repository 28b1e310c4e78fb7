import { z } from 'zod';
import { OS_TIPOS } from './os-tipo';

/**
 * The kinds of question a checklist template asks: conforme / não conforme / N.A.; a measurement against a nominal
 * value with a tolerance (out of it = não conforme); free text; a photo; a signature.
 */
export const CHECKLIST_ITEM_TIPOS = ['conformidade', 'medicao', 'texto', 'foto', 'assinatura'] as const;
export type TChecklistItemTipo = (typeof CHECKLIST_ITEM_TIPOS)[number];

/** One question of a template. `id` is stable across versions, so answers find their question. */
export const ZChecklistItemModelo = z.object({
  id: z.string().trim().min(1).max(40),
  tipo: z.enum(CHECKLIST_ITEM_TIPOS, { error: 'Tipo de item inválido' }),
  texto: z.string().trim().min(2, 'Escreva a pergunta').max(300),
  obrigatorio: z.boolean().default(true),
  /** medicao: the unit, the nominal value and the tolerance (±, same unit). */
  unidade: z.string().trim().max(20).optional(),
  nominal: z.number().optional(),
  tolerancia: z.number().min(0, 'A tolerância não pode ser negativa').optional(),
});
export type TChecklistItemModelo = z.infer<typeof ZChecklistItemModelo>;

export const ZChecklistSecaoModelo = z.object({
  id: z.string().trim().min(1).max(40),
  titulo: z.string().trim().min(2, 'Dê um título à seção').max(120),
  itens: z.array(ZChecklistItemModelo).min(1, 'Uma seção precisa de pelo menos um item').max(200),
});
export type TChecklistSecaoModelo = z.infer<typeof ZChecklistSecaoModelo>;

/** The result of one answer: conforming, non-conforming, not applicable, or just answered (text, photo). */
export const CHECKLIST_RESULTADOS = ['conforme', 'nao_conforme', 'na', 'respondido'] as const;
export type TChecklistResultado = (typeof CHECKLIST_RESULTADOS)[number];

/** One answer as kept: the value, its result, the note and photo, who answered and when. */
export interface TChecklistRespostaGuardada {
  itemId: string;
  resultado: TChecklistResultado;
  /** conformidade: the choice; medicao: the number; texto: the text; assinatura: PNG data URL. */
  valor: string | number | null;
  nota: string;
  fotoId: string | null;
  porId: string;
  porNome: string;
  em: string;
}

/**
 * A question as the template editor sends it: a new one may come without `id` (the API gives it one); a measurement
 * needs its unit, nominal value and tolerance.
 */
export const ZChecklistItemModeloInput = ZChecklistItemModelo.extend({
  id: z.string().trim().min(1).max(40).optional(),
}).superRefine((item, ctx) => {
  if (item.tipo !== 'medicao') return;
  if (!item.unidade)
    ctx.addIssue({ code: 'custom', path: ['unidade'], message: 'Informe a unidade da medição' });
  if (item.nominal === undefined)
    ctx.addIssue({ code: 'custom', path: ['nominal'], message: 'Informe o valor nominal' });
  if (item.tolerancia === undefined)
    ctx.addIssue({ code: 'custom', path: ['tolerancia'], message: 'Informe a tolerância (±)' });
});
export type TChecklistItemModeloInput = z.input<typeof ZChecklistItemModeloInput>;

export const ZChecklistSecaoModeloInput = ZChecklistSecaoModelo.extend({
  id: z.string().trim().min(1).max(40).optional(),
  itens: z.array(ZChecklistItemModeloInput).min(1, 'Uma seção precisa de pelo menos um item').max(200),
});
export type TChecklistSecaoModeloInput = z.input<typeof ZChecklistSecaoModeloInput>;

/**
 * A template as created or edited. Changing the questions or the client's signature of a version already used by a
 * filled checklist makes a new version; the name and `ativo` (a template is deactivated, never deleted) do not.
 */
export const ZChecklistModeloInput = z
  .object({
    nome: z.string().trim().min(3, 'Dê um nome ao modelo').max(160),
    assinaturaCliente: z.boolean().default(false),
    ativo: z.boolean().default(true),
    secoes: z.array(ZChecklistSecaoModeloInput).min(1, 'Um modelo precisa de pelo menos uma seção').max(50),
  })
  .superRefine((modelo, ctx) => {
    const ids = new Set<string>();
    modelo.secoes.forEach((secao, s) =>
      secao.itens.forEach((item, i) => {
        if (!item.id) return;
        if (ids.has(item.id))
          ctx.addIssue({ code: 'custom', path: ['secoes', s, 'itens', i, 'id'], message: 'Item repetido' });
        ids.add(item.id);
      }),
    );
  });
export type TChecklistModeloInput = z.input<typeof ZChecklistModeloInput>;

/** One version of a template, in its history. */
export const ZChecklistModeloVersao = z.object({
  versao: z.number().int(),
  createdAt: z.string(),
  autor: z.string().nullable(),
  /** Checklists filled on it: a used version never changes again. */
  preenchidos: z.number().int(),
});
export type TChecklistModeloVersao = z.infer<typeof ZChecklistModeloVersao>;

const ZModeloBase = z.object({
  id: z.string(),
  obraId: z.string(),
  tipo: z.enum(OS_TIPOS),
  nome: z.string(),
  ativo: z.boolean(),
  /** The version new checklists are filled on. */
  versaoAtual: z.number().int(),
  updatedAt: z.string(),
});

/** A template in the obra's list, with its current version's size. */
export const ZChecklistModeloResumo = ZModeloBase.extend({
  assinaturaCliente: z.boolean(),
  quantidadeSecoes: z.number().int(),
  quantidadeItens: z.number().int(),
  /** The current version was filled at least once: editing its questions makes version N+1. */
  versaoAtualUsada: z.boolean(),
  /** Checklists filled on any version. */
  preenchidos: z.number().int(),
});
export type TChecklistModeloResumo = z.infer<typeof ZChecklistModeloResumo>;

const ZChecklistItemView = z.object({
  id: z.string(),
  tipo: z.enum(CHECKLIST_ITEM_TIPOS),
  texto: z.string(),
  obrigatorio: z.boolean(),
  unidade: z.string().optional(),
  nominal: z.number().optional(),
  tolerancia: z.number().optional(),
});
/** Sections as the API answers them (plain types: response schemas are allow-lists). */
export const ZChecklistSecaoView = z.object({
  id: z.string(),
  titulo: z.string(),
  itens: z.array(ZChecklistItemView),
});

/** A template with one of its versions (the current one unless `?versao=N`) and its history. */
export const ZChecklistModelo = ZModeloBase.extend({
  /** The version shown, with its questions and whether the client signs. */
  versao: z.number().int(),
  assinaturaCliente: z.boolean(),
  secoes: z.array(ZChecklistSecaoView),
  /** The version shown was filled at least once (it never changes again). */
  usada: z.boolean(),
  versoes: z.array(ZChecklistModeloVersao),
  createdAt: z.string(),
  acoes: z.object({ configurar: z.boolean() }),
});
export type TChecklistModelo = z.infer<typeof ZChecklistModelo>;

/** `?versao=N`: one version of a template instead of the current one. */
export const ZChecklistModeloQuery = z.object({
  versao: z.coerce
    .number({ error: 'Versão inválida' })
    .int('Versão inválida')
    .min(1, 'Versão inválida')
    .optional(),
});
