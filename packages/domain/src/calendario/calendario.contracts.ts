import { z } from 'zod';

/**
 * A person's calendar subscription (ICS): whether it exists and when it was last read. The address carries a
 * secret and is shown once, in `url`, when made; afterwards only a new one can be made.
 */
export const ZCalendarioAssinatura = z.object({
  ativa: z.boolean(),
  criadaEm: z.string().nullable(),
  ultimoAcesso: z.string().nullable(),
  url: z.string().optional(),
});
export type TCalendarioAssinatura = z.infer<typeof ZCalendarioAssinatura>;
