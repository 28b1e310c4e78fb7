import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RELEASE_NOTES } from '@portal/domain';
import { checkVersion } from './version-check';

describe('the version check on start (SPEC §4)', () => {
  beforeEach(() => localStorage.clear());

  it('writes and logs a missing cached version', () => {
    const log = vi.fn();
    expect(checkVersion(localStorage, log)).toBe('primeira');
    expect(localStorage.getItem('versao')).toBe(RELEASE_NOTES[0]!.versao);
    expect(log).toHaveBeenCalled();
  });

  it('clears local storage and logs NOVA VERSÃO when the version changed', () => {
    localStorage.setItem('versao', '0.0.1');
    localStorage.setItem('user', '{"email":"antigo@demo"}');
    const log = vi.fn();
    expect(checkVersion(localStorage, log)).toBe('nova');
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('versao')).toBe(RELEASE_NOTES[0]!.versao);
    expect(log).toHaveBeenCalledWith('NOVA VERSÃO', RELEASE_NOTES[0]!.versao);
  });

  it('leaves everything alone when the version is the same', () => {
    localStorage.setItem('versao', RELEASE_NOTES[0]!.versao);
    localStorage.setItem('user', '{"email":"ana@demo"}');
    expect(checkVersion(localStorage, vi.fn())).toBe('igual');
    expect(localStorage.getItem('user')).not.toBeNull();
  });
});
