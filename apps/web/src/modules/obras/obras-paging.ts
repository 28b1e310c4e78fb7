/** One answer of a paged list (`GET /api/obras?page=...`). */
export interface ListPage<T> {
  items: T[];
  total: number;
}

/**
 * The page to ask for after those already loaded, or undefined when nothing is left. A short page ends the list
 * even if the total said more (obras removed meanwhile); the total of the latest page is the one that counts.
 */
export function nextPageAfter<T>(pages: ListPage<T>[], pageSize: number): number | undefined {
  const last = pages.at(-1);
  if (!last) return 1;
  const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
  if (last.items.length < pageSize || loaded >= last.total) return undefined;
  return pages.length + 1;
}

/**
 * The loaded pages as one list. Pages are fetched at different moments: an obra created in between pushes the next
 * page by one and the same obra comes twice, so repeats are dropped (first place wins).
 */
export function mergePages<T extends { id: string }>(pages: ListPage<T>[]): T[] {
  const seen = new Set<string>();
  const items: T[] = [];
  for (const page of pages) {
    for (const item of page.items) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
    }
  }
  return items;
}
