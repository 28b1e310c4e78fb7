import { describe, expect, it } from 'vitest';
import { diferencaValores, somaValores, totalItem } from './contratos.valores';

describe('contract amounts in exact cents', () => {
  it('rounds an item total half up to the cent', () => {
    expect(totalItem(2.5, '10.33')).toBe('25.83');
    expect(totalItem(1, '0.01')).toBe('0.01');
    expect(totalItem(0.333, '1.00')).toBe('0.33');
  });

  it('multiplies large quantities and prices without losing a cent', () => {
    expect(totalItem(999_999.999, '99999999.99')).toBe('99999999890000.00');
  });

  it('sums and subtracts amounts written with or without decimals', () => {
    expect(somaValores(['0.10', '0.20', '5'])).toBe('5.30');
    expect(somaValores([])).toBe('0.00');
    expect(diferencaValores('100.00', '150.50')).toBe('-50.50');
  });
});
