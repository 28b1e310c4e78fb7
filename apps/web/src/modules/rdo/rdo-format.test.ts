import { describe, expect, it } from 'vitest';
import { formatMm, formatPercent } from './rdo-format';

describe('rdo-format', () => {
  it('writes rainfall and progress with a decimal comma', () => {
    expect(formatMm(12.5)).toBe('12,5 mm');
    expect(formatMm(1234.25)).toBe('1.234,25 mm');
    expect(formatPercent(45)).toBe('45 %');
  });
});
