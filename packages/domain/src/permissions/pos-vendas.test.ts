import { describe, expect, it } from 'vitest';
import { clientAbility, staffAbility } from './test-users';

describe('after-sales permissions (SPEC §6 "After-sales")', () => {
  it('lets admin_pos_vendas manage after-sales tickets', () => {
    const ability = staffAbility(['admin_pos_vendas']);
    expect(ability.can('manage', 'PosVendas')).toBe(true);
    expect(ability.can('delete', 'PosVendas')).toBe(true);
  });

  it('does not let a user without admin_pos_vendas manage or delete tickets', () => {
    const ability = staffAbility(['pos_vendas']);
    expect(ability.can('manage', 'PosVendas')).toBe(false);
    expect(ability.can('delete', 'PosVendas')).toBe(false);
  });

  it('lets pos_vendas read, edit and upload to tickets', () => {
    const ability = staffAbility(['pos_vendas']);
    for (const action of ['read', 'update', 'upload'] as const) {
      expect(ability.can(action, 'PosVendas')).toBe(true);
    }
  });

  it('does not let a user without pos_vendas edit or upload to tickets', () => {
    const ability = staffAbility(['pos_vendas_leitura']);
    expect(ability.can('update', 'PosVendas')).toBe(false);
    expect(ability.can('upload', 'PosVendas')).toBe(false);
  });

  it('lets pos_vendas_leitura read tickets', () => {
    expect(staffAbility(['pos_vendas_leitura']).can('read', 'PosVendas')).toBe(true);
  });

  it('does not let a user without an after-sales role read tickets', () => {
    expect(staffAbility([]).can('read', 'PosVendas')).toBe(false);
  });

  it('does not give after-sales rules to a client holding the role', () => {
    expect(clientAbility(['pos_vendas']).can('read', 'PosVendas')).toBe(false);
  });
});
