import { describe, expect, it } from 'vitest';
import { mascaraCnj } from './CnjField';

describe('the CNJ number mask', () => {
  it('fills in the punctuation as the digits arrive', () => {
    expect(mascaraCnj('1002345')).toBe('1002345');
    expect(mascaraCnj('10023454')).toBe('1002345-4');
    expect(mascaraCnj('100234541202')).toBe('1002345-41.202');
    expect(mascaraCnj('10023454120255020461')).toBe('1002345-41.2025.5.02.0461');
  });

  it('takes a number pasted with or without punctuation, and stops at 20 digits', () => {
    expect(mascaraCnj('1002345-41.2025.5.02.0461')).toBe('1002345-41.2025.5.02.0461');
    expect(mascaraCnj(' 1002345 41 2025 5 02 0461 99')).toBe('1002345-41.2025.5.02.0461');
  });
});
