import type { SQL } from 'drizzle-orm';
import type { TSubject } from '@portal/domain';
import type { ServiceContext } from '../../service-context';

/**
 * The columns every source's query answers, by these names (the gallery reads them by name, in this order):
 *
 * - `id text`: unique among the source's photos (a photo row's id, or the record's id and the answer's);
 * - `arquivo_id uuid`: the photo, downloaded through `/api/arquivos/:id` (its module's file access decides);
 * - `miniatura_id uuid | null`: its thumbnail, attached to the same record as the photo so the same people read it;
 * - `legenda text`: the caption ('' when none);
 * - `data timestamptz`: when the photo was taken, or its record's day (a local date at São Paulo's midnight);
 * - `titulo text`: the record as people name it ("RDO nº 12 · 03/11/2026");
 * - `link text`: the record's page in the web app (`/diarios/<id>`).
 */
export const GALLERY_COLUMNS = [
  'id',
  'arquivo_id',
  'miniatura_id',
  'legenda',
  'data',
  'titulo',
  'link',
] as const;

/**
 * Where the gallery finds one kind of photo of an obra: ONE SQL select on the module's own tables answering
 * GALLERY_COLUMNS, with the user's read permission on the records in its WHERE (the same `accessibleWhere` as the
 * module's list) and only the obra's records.
 */
export interface GallerySource {
  /** The source's name in the filter and in each photo (`rdo`, `os`, `checklist`, `biblioteca`), unique. */
  fonte: string;
  /** How the filter names it, in pt-BR ("Diários (RDO)"). */
  label: string;
  /** Whoever may read none of these subjects never reaches the query. */
  subject: TSubject | readonly TSubject[];
  /** The obra's photos this user may read, as one select of GALLERY_COLUMNS (not run: the gallery composes it). */
  photos(ctx: ServiceContext, obraId: string): SQL;
}

/**
 * The photo sources of every module, one registry per application (decorated as `app.gallerySources` before the
 * modules register, like `app.searchSources`): the gallery never imports a module, and each module decides which of
 * its photos an obra shows and who may see them.
 */
export class GalleryRegistry {
  private readonly sources = new Map<string, GallerySource>();

  register(source: GallerySource): void {
    if (this.sources.has(source.fonte))
      throw new Error(`Gallery source '${source.fonte}' is already registered in this application.`);
    this.sources.set(source.fonte, source);
  }

  /** Every source, in the order they were registered (the filter's order). */
  all(): GallerySource[] {
    return [...this.sources.values()];
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every module's photo sources for an obra's gallery (see GalleryRegistry). */
    gallerySources: GalleryRegistry;
  }
}
