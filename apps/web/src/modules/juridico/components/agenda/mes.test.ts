import { describe, expect, it } from 'vitest';
import { diasDaGrade, mesDe, nomeDoMes, somarMeses } from './mes';

describe('the agenda month', () => {
  it('comes from the URL when it is a month, else is today’s', () => {
    expect(mesDe('2026-12', '2026-03-10')).toBe('2026-12');
    expect(mesDe('2026-13', '2026-03-10')).toBe('2026-03');
    expect(mesDe(null, '2026-03-10')).toBe('2026-03');
  });

  it('moves across years', () => {
    expect(somarMeses('2026-12', 1)).toBe('2027-01');
    expect(somarMeses('2026-01', -1)).toBe('2025-12');
  });

  it('shows whole weeks from Sunday to Saturday', () => {
    // December 2026 starts on a Tuesday and ends on a Thursday.
    const dias = diasDaGrade('2026-12');
    expect(dias[0]).toBe('2026-11-29');
    expect(dias.at(-1)).toBe('2027-01-02');
    expect(dias).toHaveLength(35);
    // February 2026 starts on a Sunday and ends on a Saturday: four weeks, nothing of other months.
    expect(diasDaGrade('2026-02')).toHaveLength(28);
  });

  it('is named in Portuguese', () => {
    expect(nomeDoMes('2026-12')).toBe('Dezembro de 2026');
  });
});
