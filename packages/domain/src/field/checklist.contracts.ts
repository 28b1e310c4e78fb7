import { z } from 'zod';
import { ZPessoaRef } from '../obras/obras.contracts';
import { ZAssinatura, ZAssinaturaInput } from '../rdo/rdo.contracts';
import { CHECKLIST_RESULTADOS, ZChecklistSecaoView } from './checklist-modelo.contracts';
import { OS_TIPOS } from './os-tipo';
import { OS_STATUS } from './os.status';

export const CHECKLIST_STATUS = ['em_preenchimento', 'concluido'] as const;
export type TChecklistStatus = (typeof CHECKLIST_STATUS)[number];

export const CHECKLIST_STATUS_LABEL: Record<TChecklistStatus, string> = {
  em_preenchimento: 'Em preenchimento',
  concluido: 'Concluído',
};

/**
 * Starts a checklist on an order, on the template's current version. A phone that retries (a lost answer) sends the
 * same key and gets the same checklist back instead of a second one.
 */
export const ZIniciarChecklistInput = z.object({
  modeloId: z.uuid('Escolha o modelo de checklist'),
  chaveIdempotencia: z.string().trim().min(8).max(100).optional(),
});
export type TIniciarChecklistInput = z.input<typeof ZIniciarChecklistInput>;

/**
 * One answer (the item is in the path): conformidade → `conforme` | `nao_conforme` | `na`; medicao → the number;
 * texto → the text; assinatura → the PNG data URL; foto → the uploaded photo in `fotoId`. A non-conforming answer
 * also needs the note and a photo. `valor: null` on an item that is not a photo clears the answer.
 */
export const ZChecklistRespostaInput = z.object({
  valor: z.union([z.string().max(400_000), z.number(), z.null()], { error: 'Resposta inválida' }),
  nota: z.string().trim().max(2000, 'A nota passa de 2000 caracteres').default(''),
  fotoId: z.uuid('Foto inválida').nullable().default(null),
});
export type TChecklistRespostaInput = z.input<typeof ZChecklistRespostaInput>;

/** Concluding signs it: the executor always; the client on site when the template's version says so. */
export const ZConcluirChecklistInput = z.object({
  assinaturaExecutor: ZAssinaturaInput.optional(),
  assinaturaCliente: ZAssinaturaInput.optional(),
});
export type TConcluirChecklistInput = z.input<typeof ZConcluirChecklistInput>;

/** One answer as the API shows it: who answered and when. */
export const ZChecklistResposta = z.object({
  itemId: z.string(),
  resultado: z.enum(CHECKLIST_RESULTADOS),
  valor: z.union([z.string(), z.number(), z.null()]),
  nota: z.string(),
  fotoId: z.string().nullable(),
  porId: z.string(),
  porNome: z.string(),
  em: z.string(),
});
export type TChecklistResposta = z.infer<typeof ZChecklistResposta>;

/** How far it is: items, required ones still without an answer, and the results. */
export const ZChecklistContagem = z.object({
  itens: z.number().int(),
  respondidos: z.number().int(),
  obrigatoriosPendentes: z.number().int(),
  conformes: z.number().int(),
  naoConformes: z.number().int(),
  na: z.number().int(),
});
export type TChecklistContagem = z.infer<typeof ZChecklistContagem>;

const ZChecklistOsRef = z.object({
  id: z.string(),
  tipo: z.enum(OS_TIPOS),
  numero: z.number().int(),
  titulo: z.string(),
  status: z.enum(OS_STATUS),
});
const ZChecklistModeloRef = z.object({ id: z.string(), nome: z.string(), versao: z.number().int() });

/** A filled checklist in its order's list. */
export const ZChecklistResumo = z.object({
  id: z.string(),
  modelo: ZChecklistModeloRef,
  status: z.enum(CHECKLIST_STATUS),
  contagem: ZChecklistContagem,
  autor: ZPessoaRef.nullable(),
  createdAt: z.string(),
  concluidoEm: z.string().nullable(),
});
export type TChecklistResumo = z.infer<typeof ZChecklistResumo>;

/** A photo sent for a checklist's answer (its id goes in the answer's `fotoId`). */
export const ZChecklistFoto = z.object({
  id: z.string(),
  nome: z.string(),
  mime: z.string(),
  tamanho: z.number().int(),
});
export type TChecklistFoto = z.infer<typeof ZChecklistFoto>;

/** A checklist whole: the version's sections it was filled on, the answers and their results, the signatures. */
export const ZChecklist = ZChecklistResumo.extend({
  obra: z.object({ id: z.string(), codigo: z.string(), nome: z.string() }),
  os: ZChecklistOsRef,
  secoes: z.array(ZChecklistSecaoView),
  /** The version asks for the client's signature too. */
  exigeAssinaturaCliente: z.boolean(),
  respostas: z.array(ZChecklistResposta),
  /** The required items still without an answer (their ids, in order). */
  pendentes: z.array(z.string()),
  assinaturaExecutor: ZAssinatura.nullable(),
  assinaturaCliente: ZAssinatura.nullable(),
  updatedAt: z.string(),
  /** What the current user may do; the API checks anyway. */
  acoes: z.object({ responder: z.boolean(), concluir: z.boolean() }),
});
export type TChecklist = z.infer<typeof ZChecklist>;
