import { describe, expect, it } from 'vitest';
import { formatDecimal } from './format';
import { parseDecimal } from './parse-decimal';

describe('parseDecimal and formatDecimal', () => {
  it('reads numbers typed with a comma or a point, or grouped in thousands as the portal shows them, and nothing else', () => {
    expect(parseDecimal('12,5')).toBe(12.5);
    expect(parseDecimal(' 12.5 ')).toBe(12.5);
    expect(parseDecimal(',5')).toBe(0.5);
    expect(parseDecimal(7)).toBe(7);
    expect(parseDecimal('')).toBeNull();
    expect(parseDecimal('1.234,5')).toBe(1234.5);
    expect(parseDecimal('1.234.567,25')).toBe(1234567.25);
    expect(parseDecimal('12.34,5')).toBeNull();
    expect(parseDecimal('1.234.5')).toBeNull();
    expect(parseDecimal('12 mm')).toBeNull();
    expect(parseDecimal(null)).toBeNull();
  });

  it('shows numbers as people in Brazil write them', () => {
    expect(formatDecimal(1234.567)).toBe('1.234,57');
    expect(formatDecimal(12.5, 1)).toBe('12,5');
    expect(formatDecimal(40)).toBe('40');
  });
});
