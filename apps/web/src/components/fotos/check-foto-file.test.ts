import { describe, expect, it } from 'vitest';
import { checkFotoFile } from './check-foto-file';

describe('checkFotoFile', () => {
  it('lets JPEG, PNG and WebP within the limit through', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'IMAGE/JPEG'])
      expect(checkFotoFile({ type, size: 1000 }, 2000)).toBeNull();
  });

  it('refuses other types (an iPhone HEIC, a PDF) and files over the limit before sending', () => {
    expect(checkFotoFile({ type: 'image/heic', size: 10 }, 2000)).toBe('tipo');
    expect(checkFotoFile({ type: 'application/pdf', size: 10 }, 2000)).toBe('tipo');
    expect(checkFotoFile({ type: 'image/png', size: 2001 }, 2000)).toBe('tamanho');
    expect(checkFotoFile({ type: 'image/png', size: 10 ** 9 }, undefined)).toBeNull();
  });
});
