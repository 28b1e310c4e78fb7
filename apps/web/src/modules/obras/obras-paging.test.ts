import { describe, expect, it } from 'vitest';
import { mergePages, nextPageAfter, type ListPage } from './obras-paging';

const obra = (n: number) => ({ id: `obra-${n}` });
const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => obra(from + i));
const page = (from: number, count: number, total: number): ListPage<{ id: string }> => ({
  items: range(from, count),
  total,
});

describe('nextPageAfter', () => {
  it('asks for the first page when nothing is loaded', () => {
    expect(nextPageAfter([], 24)).toBe(1);
  });

  it('asks for the next page while fewer obras are loaded than the total', () => {
    expect(nextPageAfter([page(0, 24, 30)], 24)).toBe(2);
  });

  it('keeps going past 100 obras, one server page at a time', () => {
    const pages = [0, 1, 2, 3, 4].map((i) => page(i * 24, 24, 130));
    expect(pages.flatMap((p) => p.items)).toHaveLength(120);
    expect(nextPageAfter(pages, 24)).toBe(6);
    expect(nextPageAfter([...pages, page(120, 10, 130)], 24)).toBeUndefined();
  });

  it('stops when every obra is loaded, even on a full last page', () => {
    expect(nextPageAfter([page(0, 24, 48), page(24, 24, 48)], 24)).toBeUndefined();
  });

  it('stops on a short page even if an older total promised more (obras removed meanwhile)', () => {
    expect(nextPageAfter([page(0, 24, 60), page(24, 20, 60)], 24)).toBeUndefined();
  });

  it('follows the latest total when obras were added meanwhile', () => {
    expect(nextPageAfter([page(0, 24, 24), page(24, 24, 50)], 24)).toBe(3);
  });

  it('stops on an empty list', () => {
    expect(nextPageAfter([page(0, 0, 0)], 24)).toBeUndefined();
  });
});

describe('mergePages', () => {
  it('joins the pages in order', () => {
    expect(mergePages([page(0, 2, 4), page(2, 2, 4)]).map((o) => o.id)).toEqual([
      'obra-0',
      'obra-1',
      'obra-2',
      'obra-3',
    ]);
  });

  it('shows an obra that slid into the next page only once, where it came first', () => {
    const merged = mergePages([page(0, 3, 6), page(2, 3, 6)]);
    expect(merged.map((o) => o.id)).toEqual(['obra-0', 'obra-1', 'obra-2', 'obra-3', 'obra-4']);
  });
});
