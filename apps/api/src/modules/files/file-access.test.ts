import { describe, expect, it } from 'vitest';
import { FileAccessRegistry } from './file-access';

describe('FileAccessRegistry', () => {
  const allow = async () => true;

  it('answers the check a module registered, and none for a kind nobody registered', () => {
    const registry = new FileAccessRegistry();
    registry.register('rdo', allow);
    expect(registry.checkFor('rdo')).toBe(allow);
    expect(registry.checkFor('obra')).toBeUndefined();
  });

  it('is one per application: another application starts empty', () => {
    const first = new FileAccessRegistry();
    first.register('rdo', allow);
    expect(new FileAccessRegistry().checkFor('rdo')).toBeUndefined();
  });

  it('refuses a second check for the same kind of record, which would silently replace the first', () => {
    const registry = new FileAccessRegistry();
    registry.register('rdo', allow);
    expect(() => registry.register('rdo', async () => false)).toThrow(/rdo/);
  });
});
