import { describe, expect, it } from 'vitest';
import { eapProgresso, roundPercentual, type EapProgressNode } from './eap-progress';

const item = (
  id: string,
  parentId: string | null,
  peso: number,
  quantidade = 0,
  executado = 0,
): EapProgressNode => ({ id, parentId, ordem: 0, peso, quantidade, executado });

// The demo field EAP: mechanical (60) with structures 7.5 of 48 t (50), piping 60 of 1200 m (30), tanks (20);
// electrical (40) with nothing executed.
const demo = [
  item('mec', null, 60),
  item('estr', 'mec', 50, 48, 7.5),
  item('tub', 'mec', 30, 1200, 60),
  item('tanq', 'mec', 20, 14, 0),
  item('ele', null, 40),
  item('calha', 'ele', 40, 850, 0),
  item('cabo', 'ele', 60, 6200, 0),
];

describe('eapProgresso', () => {
  it('weighs leaves into parents and roots into the obra', () => {
    const { porItem, percentual } = eapProgresso(demo);
    expect(porItem.get('estr')).toBe(15.625);
    expect(porItem.get('tub')).toBe(5);
    expect(porItem.get('tanq')).toBe(0);
    // (50 × 15.625 + 30 × 5 + 20 × 0) / 100
    expect(porItem.get('mec')).toBeCloseTo(9.3125, 10);
    expect(porItem.get('ele')).toBe(0);
    // (60 × 9.3125 + 40 × 0) / 100
    expect(percentual).toBeCloseTo(5.5875, 10);
  });

  it('caps a leaf at 100 and gives 0 to a leaf with nothing planned', () => {
    const { porItem } = eapProgresso([item('a', null, 1, 10, 25), item('b', null, 1, 0, 5)]);
    expect(porItem.get('a')).toBe(100);
    expect(porItem.get('b')).toBe(0);
  });

  it('takes a plain mean when all siblings weigh 0, and ignores a parent’s own quantity', () => {
    const { porItem, percentual } = eapProgresso([
      item('p', null, 0, 999, 999),
      item('x', 'p', 0, 10, 5),
      item('y', 'p', 0, 4, 4),
    ]);
    expect(porItem.get('p')).toBe(75);
    expect(percentual).toBe(75);
  });

  it('leaves a weightless sibling out when others weigh something', () => {
    const { percentual } = eapProgresso([item('a', null, 3, 10, 10), item('b', null, 0, 10, 0)]);
    expect(percentual).toBe(100);
  });

  it('counts an item whose parent is missing as a root, and an empty EAP as 0', () => {
    expect(eapProgresso([item('orfao', 'sumiu', 1, 4, 1)]).percentual).toBe(25);
    expect(eapProgresso([]).percentual).toBe(0);
  });
});

describe('roundPercentual', () => {
  it('keeps one decimal', () => {
    expect(roundPercentual(15.625)).toBe(15.6);
    expect(roundPercentual(9.3125)).toBe(9.3);
    expect(roundPercentual(5.5875)).toBe(5.6);
  });
});
