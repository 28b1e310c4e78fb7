import { describe, expect, it } from 'vitest';
import { ROUTES } from './route-registry';

describe('the route registry', () => {
  it('gives every page that needs a site an :obra in its path (without one it could never open)', () => {
    expect(ROUTES.some((r) => r.needsSite)).toBe(true);
    const withoutObra = ROUTES.filter((r) => r.needsSite && !/\/:obra\??(\/|$)/.test(r.path)).map(
      (r) => r.path,
    );
    expect(withoutObra).toEqual([]);
  });
});
