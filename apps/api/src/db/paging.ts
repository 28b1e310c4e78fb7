import { sql } from 'drizzle-orm';

/** The number of rows matching a query, computed alongside the page (one query instead of two). */
export const totalOver = () => sql<number>`count(*) over()`.mapWith(Number);

/**
 * The page's rows and the total from `totalOver()`; a page past the end has no row to carry the total, and only
 * then is it counted separately.
 */
export async function pageWithTotal<T extends { total: number }>(
  rows: T[],
  page: number,
  count: () => Promise<number>,
): Promise<{ rows: T[]; total: number }> {
  if (rows.length > 0) return { rows, total: rows[0]!.total };
  return { rows, total: page > 1 ? await count() : 0 };
}
