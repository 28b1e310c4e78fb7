import { z } from 'zod';

/** A move this user may make on the record now; the action bar is drawn from these. */
export const ZMoveOption = z.object({
  movimento: z.string(),
  label: z.string(),
  tone: z.enum(['primary', 'success', 'warning', 'error']),
  exigeMotivo: z.boolean(),
  exigeComentario: z.boolean(),
  /** The move needs a file sent with it (sent first, as a thread's files are). */
  exigeArquivo: z.boolean(),
  /** When the user may make it only as someone's substitute: whom they stand in for. */
  substituindo: z.string().nullable(),
});
export type TMoveOption = z.infer<typeof ZMoveOption>;

/** One move made, for the record's timeline: who, when, from, to, why. */
export const ZMoveMade = z.object({
  movimento: z.string(),
  label: z.string(),
  de: z.string(),
  para: z.string(),
  deLabel: z.string(),
  paraLabel: z.string(),
  por: z.string(),
  /** The person the mover stood in for, as a substitute. */
  substituindo: z.string().nullable(),
  em: z.string(),
  motivo: z.string().nullable(),
  /** The files sent with the move (a photo of what must be corrected, a signed document). */
  arquivos: z.array(z.object({ id: z.string(), nome: z.string() })),
});
export type TMoveMade = z.infer<typeof ZMoveMade>;

const ZData = z.iso.date('Data inválida');

/** A substitute named for a period (vacation): during it they may act for the person who named them. */
export const ZSubstituicaoInput = z
  .object({
    titularId: z.uuid('Usuário inválido').optional(),
    substitutoId: z.uuid('Escolha o substituto'),
    inicio: ZData,
    fim: ZData,
    motivo: z.string().trim().max(300).default(''),
  })
  .refine((s) => s.fim >= s.inicio, { path: ['fim'], message: 'O fim vem depois do início' });
export type TSubstituicaoInput = z.input<typeof ZSubstituicaoInput>;

export const ZSubstituicao = z.object({
  id: z.string(),
  titular: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  substituto: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  inicio: z.string(),
  fim: z.string(),
  motivo: z.string(),
  /** Whether today falls in the period. */
  vigente: z.boolean(),
});
export type TSubstituicao = z.infer<typeof ZSubstituicao>;
