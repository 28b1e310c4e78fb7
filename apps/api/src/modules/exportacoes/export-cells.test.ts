import { describe, expect, it } from 'vitest';
import { numFmtOf, toCell } from './export-cells';

describe('toCell', () => {
  it('keeps a plain date on its day, whatever the time zone', () => {
    expect(toCell('data', '2026-03-10')).toEqual(new Date('2026-03-10T00:00:00Z'));
  });

  it("puts an instant on São Paulo's day and clock (Excel has no time zones)", () => {
    // 01:30 UTC on the 11th is 22:30 on the 10th in São Paulo.
    expect(toCell('data', new Date('2026-03-11T01:30:00Z'))).toEqual(new Date('2026-03-10T00:00:00Z'));
    expect(toCell('dataHora', '2026-03-11T01:30:45.123Z')).toEqual(new Date('2026-03-10T22:30:45Z'));
  });

  it('types numbers and money, numeric text included, and leaves empty cells empty', () => {
    expect(toCell('dinheiro', '2500000.50')).toBe(2500000.5);
    expect(toCell('numero', 12)).toBe(12);
    expect(toCell('numero', 'doze')).toBeNull();
    expect(toCell('numero', null)).toBeNull();
    expect(toCell('texto', '')).toBeNull();
    expect(toCell('data', undefined)).toBeNull();
  });

  it("cuts text at Excel's limit of a cell", () => {
    const cell = toCell('texto', 'x'.repeat(40_000)) as string;
    expect(cell).toHaveLength(32_767);
    expect(cell.endsWith('…')).toBe(true);
  });
});

describe('numFmtOf', () => {
  it('shows dates dd/mm/aaaa, numbers with thousands, money in reais', () => {
    expect(numFmtOf('data')).toBe('dd/mm/yyyy');
    expect(numFmtOf('dataHora')).toBe('dd/mm/yyyy hh:mm');
    expect(numFmtOf('numero')).toBe('#,##0');
    expect(numFmtOf('numero', 2)).toBe('#,##0.00');
    expect(numFmtOf('dinheiro')).toBe('"R$" #,##0.00');
    expect(numFmtOf('texto')).toBeUndefined();
  });
});
