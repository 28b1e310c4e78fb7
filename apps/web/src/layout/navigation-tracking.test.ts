import { describe, expect, it } from 'vitest';
import { shouldRecordNavigation } from './navigation-tracking';

describe('the last visited route (SPEC §4)', () => {
  it('records an ordinary navigation', () => {
    expect(shouldRecordNavigation('/obras', '/obras/1/diarios')).toBe(true);
    expect(shouldRecordNavigation(null, '/sgi')).toBe(true);
  });

  it('does not record navigations to or from login-like pages', () => {
    expect(shouldRecordNavigation('/login', '/obras')).toBe(false);
    expect(shouldRecordNavigation('/primeiroLogin', '/obras')).toBe(false);
    expect(shouldRecordNavigation('/acessoFederado', '/obras')).toBe(false);
    expect(shouldRecordNavigation('/obras', '/login')).toBe(false);
  });

  it('does not record /404 and /403', () => {
    expect(shouldRecordNavigation('/obras', '/404')).toBe(false);
    expect(shouldRecordNavigation('/obras', '/403')).toBe(false);
  });
});
