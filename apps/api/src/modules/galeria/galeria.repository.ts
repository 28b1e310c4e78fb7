import { sql, type SQL } from 'drizzle-orm';
import { TIME_ZONE } from '@portal/domain';
import type { Db } from '../../db/database';

/** One source's photos as the gallery composes them: its name and its select of GALLERY_COLUMNS. */
export interface GalleryPart {
  fonte: string;
  photos: SQL;
}

export interface GalleryFilters {
  de?: string | undefined;
  ate?: string | undefined;
  page: number;
  pageSize: number;
}

export interface GalleryRow {
  fonte: string;
  id: string;
  arquivo_id: string;
  miniatura_id: string | null;
  legenda: string | null;
  data: Date | string;
  titulo: string;
  link: string;
}

/** The start of a São Paulo day (`days` after `date`) as an instant. */
const startOfDay = (date: string, days = 0) =>
  sql`((${date}::date + ${days}::int)::timestamp at time zone ${TIME_ZONE})`;

/**
 * Every part's photos side by side (`union all`), each read by its columns' names and given its source's name, so a
 * source's select may list its columns in any order and type (`null` for no thumbnail).
 */
function composed(parts: GalleryPart[]): SQL {
  return sql.join(
    parts.map(
      (part) => sql`select ${part.fonte}::text as fonte, s.id::text as id, s.arquivo_id::uuid as arquivo_id,
        s.miniatura_id::uuid as miniatura_id, coalesce(s.legenda::text, '') as legenda,
        s.data::timestamptz as data, s.titulo::text as titulo, s.link::text as link
        from (${part.photos}) s`,
    ),
    sql` union all `,
  );
}

/** The period's photos: `de` and `ate` are São Paulo dates, both days whole. */
function inPeriod(filters: GalleryFilters): SQL {
  const conditions = [
    filters.de ? sql`g.data >= ${startOfDay(filters.de)}` : undefined,
    filters.ate ? sql`g.data < ${startOfDay(filters.ate, 1)}` : undefined,
  ].filter((condition) => condition !== undefined);
  return conditions.length ? sql.join(conditions, sql` and `) : sql`true`;
}

/**
 * A page of the parts' photos of the period, newest first, and how many there are: paged and filtered in SQL (each
 * part already holds its user's permission and its obra).
 */
export async function findGalleryPage(
  db: Db,
  parts: GalleryPart[],
  filters: GalleryFilters,
): Promise<{ rows: GalleryRow[]; total: number }> {
  const union = composed(parts);
  const where = inPeriod(filters);
  const [page, count] = await Promise.all([
    db.execute(sql`select g.* from (${union}) g where ${where}
      order by g.data desc, g.id, g.fonte
      limit ${filters.pageSize} offset ${(filters.page - 1) * filters.pageSize}`),
    db.execute(sql`select count(*)::int as total from (${union}) g where ${where}`),
  ]);
  const rows = (page as unknown as { rows: GalleryRow[] }).rows;
  const [counted] = (count as unknown as { rows: { total: number }[] }).rows;
  return { rows, total: Number(counted?.total ?? 0) };
}
