import { describe, expect, it } from 'vitest';
import { clientAbility, staffAbility } from './test-users';

describe('permissions page (SPEC §6 "Permissions page")', () => {
  it('lets every staff user read the permissions page and users', () => {
    const ability = staffAbility([]);
    expect(ability.can('read', 'Permissoes')).toBe(true);
    expect(ability.can('read', 'Usuario')).toBe(true);
  });

  it('does not let a client read the permissions page', () => {
    expect(clientAbility([]).can('read', 'Permissoes')).toBe(false);
  });

  it('lets acesso_total manage permissions and users', () => {
    const ability = staffAbility(['acesso_total']);
    expect(ability.can('manage', 'Permissoes')).toBe(true);
    expect(ability.can('manage', 'Usuario')).toBe(true);
  });

  it('does not let an admin role manage permissions, only edit them', () => {
    const ability = staffAbility(['admin_obra']);
    expect(ability.can('manage', 'Permissoes')).toBe(false);
    expect(ability.can('delete', 'Permissoes')).toBe(false);
  });

  it('lets any role containing admin edit permissions and invite and edit users', () => {
    for (const role of ['admin_obra', 'admin_sgi', 'admin_projetos_fabrica', 'administrador']) {
      const ability = staffAbility([role]);
      expect(ability.can('update', 'Permissoes')).toBe(true);
      expect(ability.can('create', 'Usuario')).toBe(true);
      expect(ability.can('update', 'Usuario')).toBe(true);
    }
  });

  it('does not let a user without an admin role edit permissions or users', () => {
    const ability = staffAbility(['site_manager', 'contratos', 'mkt_read']);
    expect(ability.can('update', 'Permissoes')).toBe(false);
    expect(ability.can('create', 'Usuario')).toBe(false);
    expect(ability.can('update', 'Usuario')).toBe(false);
  });
});
