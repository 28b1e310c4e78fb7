import { z } from 'zod';

/** A stored file as the API shows it. */
export const ZArquivo = z.object({
  id: z.string(),
  nome: z.string(),
  /** Detected from the content. */
  mime: z.string(),
  tamanho: z.number().int(),
  sha256: z.string(),
  createdAt: z.string(),
});
export type TArquivo = z.infer<typeof ZArquivo>;
