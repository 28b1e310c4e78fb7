import { describe, expect, it } from 'vitest';
import { formatMm, formatPercent, weekdayOf } from './rdo-format';

describe('rdo-format', () => {
  it('writes rainfall and progress with a decimal comma', () => {
    expect(formatMm(12.5)).toBe('12,5 mm');
    expect(formatMm(1234.25)).toBe('1.234,25 mm');
    expect(formatPercent(45)).toBe('45 %');
  });

  it('names the weekday of the plain date, whatever the time zone', () => {
    expect(weekdayOf('2026-03-09')).toBe('segunda-feira');
    expect(weekdayOf('2026-03-15')).toBe('domingo');
  });
});
