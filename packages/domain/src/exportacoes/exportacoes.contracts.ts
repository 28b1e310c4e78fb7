import { z } from 'zod';
import { EXPORTACAO_STATUS } from './exportacao-status';

export * from './exportacao-status';

/**
 * A list's query as the screen keeps it (search, filters, sort): the same values the list endpoint takes in its
 * query string, checked on the server by that list's own schema. Paging is ignored: an export has every page.
 */
export const ZExportacaoFiltros = z.record(
  z.string().max(40),
  z.union([z.string().max(500), z.number(), z.boolean(), z.array(z.string().max(100)).max(50), z.null()]),
);
export type TExportacaoFiltros = z.infer<typeof ZExportacaoFiltros>;

/** `POST /api/exportacoes`: export this list (`diarios`, `obras`, `usuarios`, `clientes`...) as it is filtered. */
export const ZCreateExportacaoInput = z.object({
  lista: z.string().trim().min(1, 'Informe a lista').max(40),
  filtros: ZExportacaoFiltros.default({}),
});
export type TCreateExportacaoInput = z.input<typeof ZCreateExportacaoInput>;

export const ZExportacao = z.object({
  id: z.string(),
  lista: z.string(),
  /** The list in words ("Diários de obra"), for the menu of exports. */
  titulo: z.string(),
  status: z.enum(EXPORTACAO_STATUS),
  /** Rows written so far. */
  linhas: z.number().int(),
  /** Rows the list had when the export started (null until counted). */
  total: z.number().int().nullable(),
  /** The file's name once ready (`Diarios-2026-11-25.xlsx`). */
  arquivo: z.string().nullable(),
  /** Why it failed, in words a user can act on. */
  erro: z.string().nullable(),
  createdAt: z.string(),
  concluidaEm: z.string().nullable(),
});
export type TExportacao = z.infer<typeof ZExportacao>;

export const ZExportacoes = z.object({ items: z.array(ZExportacao) });
