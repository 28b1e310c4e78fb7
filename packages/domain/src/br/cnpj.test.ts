import { describe, expect, it } from 'vitest';
import { formatCnpj, isValidCnpj, withCnpjCheckDigits } from './cnpj';

describe('CNPJ', () => {
  it('accepts a CNPJ with the right check digits, formatted or not', () => {
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('11222333000181')).toBe(true);
  });

  it('refuses a wrong check digit, a short number and repeated digits', () => {
    expect(isValidCnpj('11.222.333/0001-82')).toBe(false);
    expect(isValidCnpj('1122233300018')).toBe(false);
    expect(isValidCnpj('00.000.000/0000-00')).toBe(false);
  });

  it('completes check digits and formats', () => {
    expect(withCnpjCheckDigits('112223330001')).toBe('11222333000181');
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
  });
});
