import type { TGaleriaPage, TGaleriaQuery } from '@portal/domain';
import type { ServiceContext } from '../../service-context';
import { getObra } from '../obras';
import type { GalleryRegistry } from './gallery-registry';
import { findGalleryPage, type GalleryRow } from './galeria.repository';

export interface GaleriaContext extends ServiceContext {
  gallery: GalleryRegistry;
}

/** An instant as the API answers it, whichever driver read it. */
const isoOf = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

function toItem(row: GalleryRow): TGaleriaPage['items'][number] {
  return {
    id: row.id,
    fonte: row.fonte,
    arquivoId: row.arquivo_id,
    miniaturaId: row.miniatura_id,
    legenda: row.legenda ?? '',
    data: isoOf(row.data),
    titulo: row.titulo,
    link: row.link,
  };
}

/**
 * The obra's gallery: every module's photos of it that the user may read, newest first, paged. The obra must be
 * readable (404 like a missing one, so nobody learns of another obra); a source of a subject the user may not read
 * at all is left out, and so is one the filter did not choose; the others' selects carry their own permission.
 */
export async function listGaleria(
  ctx: GaleriaContext,
  obraId: string,
  query: TGaleriaQuery,
): Promise<TGaleriaPage> {
  await getObra(ctx, obraId);
  const { ability } = ctx.auth;
  const readable = ctx.gallery
    .all()
    .filter((source) => [source.subject].flat().some((subject) => ability.can('read', subject)));
  const fontes = readable.map(({ fonte, label }) => ({ fonte, label }));
  const chosen = query.fonte?.length
    ? readable.filter((source) => query.fonte!.includes(source.fonte))
    : readable;
  if (chosen.length === 0) return { items: [], total: 0, fontes };
  const parts = chosen.map((source) => ({ fonte: source.fonte, photos: source.photos(ctx, obraId) }));
  const { rows, total } = await findGalleryPage(ctx.db, parts, query);
  return { items: rows.map(toItem), total, fontes };
}
