import { describe, expect, it } from 'vitest';
import { parseMoney } from './MoneyField';

describe('reading money as typed in Brazil', () => {
  it('reads thousands with dots and cents with a comma, or a plain decimal point', () => {
    expect(parseMoney('R$ 2.500.000,5')).toBe('2500000.50');
    expect(parseMoney('1234.56')).toBe('1234.56');
    expect(parseMoney('')).toBeUndefined();
    expect(parseMoney('12,345')).toBeNull();
  });

  it('takes a minus only where a refund may be typed', () => {
    expect(parseMoney('-250,50')).toBeNull();
    expect(parseMoney('-250,50', true)).toBe('-250.50');
    expect(parseMoney('R$ -1.000,00', true)).toBe('-1000.00');
  });
});
