import { describe, expect, it } from 'vitest';
import { LargeTotals } from './paging';

describe('LargeTotals', () => {
  const counter = (totals: number[]) => {
    let calls = 0;
    return { count: async () => totals[Math.min(calls++, totals.length - 1)]!, calls: () => calls };
  };

  it('counts a small total every time', async () => {
    const totals = new LargeTotals();
    const c = counter([12, 13]);
    expect(await totals.count('q', c.count)).toBe(12);
    expect(await totals.count('q', c.count)).toBe(13);
    expect(c.calls()).toBe(2);
  });

  it('keeps a large total for the same query, not for another one', async () => {
    const totals = new LargeTotals();
    const c = counter([1_000_000, 1_000_001]);
    expect(await totals.count('q', c.count)).toBe(1_000_000);
    expect(await totals.count('q', c.count)).toBe(1_000_000);
    expect(await totals.count('other', c.count)).toBe(1_000_001);
    expect(c.calls()).toBe(2);
  });

  it('counts again once the table changed, and keeps nothing counted right after a change', async () => {
    const totals = new LargeTotals();
    const c = counter([1_000_000, 1_000_001, 1_000_002]);
    await totals.count('q', c.count);
    totals.changed();
    expect(await totals.count('q', c.count)).toBe(1_000_001);
    expect(await totals.count('q', c.count)).toBe(1_000_002);
  });

  it('does not keep a total whose count ran while the table changed', async () => {
    const totals = new LargeTotals(30_000);
    let release!: (n: number) => void;
    const pending = totals.count('q', () => new Promise<number>((resolve) => (release = resolve)));
    totals.changed();
    release(1_000_000);
    expect(await pending).toBe(1_000_000);
    const c = counter([1_000_001]);
    expect(await totals.count('q', c.count)).toBe(1_000_001);
  });
});
