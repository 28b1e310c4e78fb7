import { describe, expect, it } from 'vitest';
import { subject } from './index';
import { clientAbility, staffAbility } from './test-users';

describe('manufacturing permissions (SPEC §6 "Manufacturing")', () => {
  it('lets every staff user read manufacturing', () => {
    expect(staffAbility([]).can('read', 'Fabricacao')).toBe(true);
  });

  it('does not let a client without projetista_fabrica read manufacturing', () => {
    expect(clientAbility([]).can('read', 'Fabricacao')).toBe(false);
  });

  it('lets admin_fabricacao manage manufacturing', () => {
    const ability = staffAbility(['admin_fabricacao']);
    expect(ability.can('manage', 'Fabricacao')).toBe(true);
    expect(ability.can('configure', 'Fabricacao')).toBe(true);
  });

  it('does not let a user without admin_fabricacao manage manufacturing', () => {
    const ability = staffAbility(['fabricacao']);
    expect(ability.can('manage', 'Fabricacao')).toBe(false);
    expect(ability.can('configure', 'Fabricacao')).toBe(false);
  });

  it('lets fabricacao read, write, update and delete manufacturing', () => {
    const ability = staffAbility(['fabricacao']);
    for (const action of ['read', 'create', 'update', 'delete'] as const) {
      expect(ability.can(action, 'Fabricacao')).toBe(true);
    }
  });

  it('does not let a user without fabricacao write, update or delete manufacturing', () => {
    const ability = staffAbility([]);
    for (const action of ['create', 'update', 'delete'] as const) {
      expect(ability.can(action, 'Fabricacao')).toBe(false);
    }
  });
});

describe('fabrications are obras of tipo fabricacao', () => {
  const fabricacao = subject('Obra', { tipo: 'fabricacao' });
  const obra = subject('Obra', { tipo: 'obra' });

  it('lets fabricacao and admin_fabricacao create and update obras of tipo fabricacao only', () => {
    for (const role of ['fabricacao', 'admin_fabricacao']) {
      const ability = staffAbility([role]);
      expect(ability.can('create', fabricacao)).toBe(true);
      expect(ability.can('update', fabricacao)).toBe(true);
      expect(ability.can('create', obra)).toBe(false);
      expect(ability.can('update', obra)).toBe(false);
      expect(ability.can('delete', fabricacao)).toBe(false);
    }
  });

  it('does not let other staff create a fabrication', () => {
    expect(staffAbility([]).can('create', fabricacao)).toBe(false);
  });
});
