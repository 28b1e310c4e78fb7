import { z } from 'zod';
import { ZIsoDate } from '../obras/obras.contracts';
import { ZPageQuery, ZQueryList } from '../platform/list.contracts';

/** A source's name as the gallery's filter sends it (`rdo`, `os`, `checklist`, `biblioteca`...). */
const ZGaleriaFonteNome = z
  .string()
  .trim()
  .regex(/^[a-z][a-z_]{0,39}$/, 'Fonte de fotos inválida');

/**
 * `GET /api/obras/:obra/galeria?de=&ate=&fonte=rdo,os&page=&pageSize=`: the obra's photos the user may read, of the
 * period (local dates, both days included) and of the chosen sources (all when none is given), newest first.
 */
export const ZGaleriaQuery = z
  .object({
    de: ZIsoDate.optional(),
    ate: ZIsoDate.optional(),
    fonte: ZQueryList(ZGaleriaFonteNome).optional(),
    page: ZPageQuery.shape.page,
    // A page of thumbnails: a few rows of a wide screen.
    pageSize: z.coerce.number().int().min(1).max(100).default(48),
  })
  .refine((q) => !q.de || !q.ate || q.de <= q.ate, {
    path: ['ate'],
    message: 'O fim do período vem antes do início',
  });
export type TGaleriaQuery = z.infer<typeof ZGaleriaQuery>;
/** The query as the page writes it in its URL and the API client sends it. */
export type TGaleriaFiltros = z.input<typeof ZGaleriaQuery>;

/** One photo of the gallery, with where it came from. */
export const ZGaleriaItem = z.object({
  /** Unique within its source (`fonte`). */
  id: z.string(),
  /** The module's source (`rdo`, `os`, `checklist`...). */
  fonte: z.string(),
  /** The photo (`/api/arquivos/:id?inline=1`). */
  arquivoId: z.string(),
  /** Its thumbnail, when one was made; the grid shows the photo itself otherwise. */
  miniaturaId: z.string().nullable(),
  legenda: z.string(),
  /** When the photo was taken, or the day of its record (an RDO's or a daily log's date): an instant. */
  data: z.string(),
  /** The record it belongs to: "RDO nº 12 · 03/11/2026". */
  titulo: z.string(),
  /** The record's page in the portal. */
  link: z.string(),
});
export type TGaleriaItem = z.infer<typeof ZGaleriaItem>;

/** A source of photos this user may see (the filter's choices). */
export const ZGaleriaFonte = z.object({ fonte: z.string(), label: z.string() });
export type TGaleriaFonte = z.infer<typeof ZGaleriaFonte>;

export const ZGaleriaPage = z.object({
  items: z.array(ZGaleriaItem),
  total: z.number().int().min(0),
  fontes: z.array(ZGaleriaFonte),
});
export type TGaleriaPage = z.infer<typeof ZGaleriaPage>;
