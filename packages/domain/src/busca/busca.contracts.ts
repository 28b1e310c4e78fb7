import { z } from 'zod';

/** `GET /api/busca?q=&limite=`: what was typed in the top bar, and how many records per module at most. */
export const ZBuscaQuery = z.object({
  q: z
    .string('Digite o que procurar')
    .trim()
    .min(2, 'Digite ao menos 2 caracteres para buscar')
    .max(100, 'A busca aceita no máximo 100 caracteres'),
  limite: z.coerce
    .number('Limite inválido')
    .int('Limite inválido')
    .min(1, 'O limite é de 1 a 20 por módulo')
    .max(20, 'O limite é de 1 a 20 por módulo')
    .default(5),
});
export type TBuscaQuery = z.infer<typeof ZBuscaQuery>;

/** One record found: how people name it and where its page is. */
export const ZBuscaItem = z.object({
  id: z.string(),
  /** "OB-2025-014 · Ampliação da fábrica", "RDO nº 12 · 15/03/2026". */
  titulo: z.string(),
  /** What tells it apart: the obra of a report, the city and client of an obra, a user's e-mail. */
  subtitulo: z.string().nullable(),
  /** Its page in the portal (`/obras/…`, `/diarios/…`). */
  link: z.string(),
  /** The module that owns it (`obras`, `rdo`...). */
  modulo: z.string(),
});
export type TBuscaItem = z.infer<typeof ZBuscaItem>;

/** The records of one module, best match first. */
export const ZBuscaGrupo = z.object({
  modulo: z.string(),
  /** "Obras", "Diários (RDO)". */
  label: z.string(),
  itens: z.array(ZBuscaItem),
});
export type TBuscaGrupo = z.infer<typeof ZBuscaGrupo>;

/** Only the modules with something found, always in the same order. */
export const ZBuscaResposta = z.object({ grupos: z.array(ZBuscaGrupo) });
export type TBuscaResposta = z.infer<typeof ZBuscaResposta>;
