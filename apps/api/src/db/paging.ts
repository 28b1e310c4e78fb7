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

/**
 * Totals of a list that counting makes slow because they are large: counting 1,000,000 reports reads a million
 * index entries on every page, while the page itself reads twenty. A total of at least `LARGE_TOTAL` rows is kept
 * for `ttlMs` under its count query (the SQL and its parameters: the user's rules and filters); smaller totals are
 * always counted. A write to the list's table through this process (`changed()`) drops them all at once, and none
 * is kept for a moment after it (the write's transaction may not have committed yet). What the cache costs: a
 * large total may lag behind a change made by another process (or an obra given to another site manager) for up
 * to `ttlMs`; the rows of the page are always read fresh.
 */
export class LargeTotals {
  static readonly LARGE_TOTAL = 10_000;
  private readonly totals = new Map<string, { total: number; expiresAt: number }>();
  private generation = 0;
  private quietUntil = 0;

  constructor(
    private readonly ttlMs = 30_000,
    private readonly maxEntries = 500,
  ) {}

  async count(key: string, count: () => Promise<number>): Promise<number> {
    const now = Date.now();
    const known = this.totals.get(key);
    if (known && known.expiresAt > now) return known.total;
    const generation = this.generation;
    const total = await count();
    if (total >= LargeTotals.LARGE_TOTAL && generation === this.generation && Date.now() >= this.quietUntil) {
      this.totals.delete(key);
      this.totals.set(key, { total, expiresAt: now + this.ttlMs });
      if (this.totals.size > this.maxEntries) this.totals.delete(this.totals.keys().next().value!);
    } else if (known) this.totals.delete(key);
    return total;
  }

  /** The table changed (or is about to, inside a transaction): forget every total, and keep none for 2 s. */
  changed(): void {
    this.generation += 1;
    this.quietUntil = Date.now() + 2_000;
    this.totals.clear();
  }
}
