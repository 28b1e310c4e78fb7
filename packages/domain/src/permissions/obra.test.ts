import { describe, expect, it } from 'vitest';
import { subject } from './index';
import { staffAbility } from './test-users';

describe('work site permissions (SPEC §6 "Work site")', () => {
  it('lets every staff user read every obra, whatever their roles', () => {
    const ability = staffAbility([], { obras: [] });
    expect(ability.can('read', 'Obra')).toBe(true);
    expect(ability.can('read', subject('Obra', { Id_Lista: 'o9' }))).toBe(true);
    expect(ability.can('read', 'Cliente')).toBe(true);
  });

  it('lets admin_obra manage obras and their clients', () => {
    const ability = staffAbility(['admin_obra']);
    expect(ability.can('manage', 'Obra')).toBe(true);
    expect(ability.can('configure', 'Obra')).toBe(true);
    expect(ability.can('manage', 'Cliente')).toBe(true);
  });

  it('does not let a user without admin_obra manage or configure obras', () => {
    const ability = staffAbility(['obra']);
    expect(ability.can('manage', 'Obra')).toBe(false);
    expect(ability.can('configure', 'Obra')).toBe(false);
    expect(ability.can('delete', 'Cliente')).toBe(false);
  });

  it('lets obra create, update, delete and inspect obras', () => {
    const ability = staffAbility(['obra']);
    for (const action of ['create', 'update', 'delete', 'inspect'] as const) {
      expect(ability.can(action, 'Obra')).toBe(true);
    }
  });

  it('lets obra create and update the client a new obra needs', () => {
    const ability = staffAbility(['obra']);
    expect(ability.can('create', 'Cliente')).toBe(true);
    expect(ability.can('update', 'Cliente')).toBe(true);
  });

  it('does not let a user without obra create, update, delete or inspect obras', () => {
    const ability = staffAbility([]);
    for (const action of ['create', 'update', 'delete', 'inspect'] as const) {
      expect(ability.can(action, 'Obra')).toBe(false);
    }
    expect(ability.can('create', 'Cliente')).toBe(false);
  });
});
