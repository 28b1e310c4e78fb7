import { z } from 'zod';

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
