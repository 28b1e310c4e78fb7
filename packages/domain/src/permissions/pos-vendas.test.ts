import { describe, expect, it } from 'vitest';
import { subject } from '@casl/ability';
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

  it("does not give the team's rules to a client holding the role: only their own obras' tickets", () => {
    const ability = clientAbility(['pos_vendas'], ['o1']);
    expect(ability.can('read', subject('PosVendas', { obra: 'o2' }))).toBe(false);
    expect(ability.can('update', subject('PosVendas', { obra: 'o1' }))).toBe(false);
    expect(ability.can('readInterno', subject('PosVendas', { obra: 'o1' }))).toBe(false);
  });

  it('lets a client open, read, answer and send photos to the tickets of their obras (issue 17)', () => {
    const ability = clientAbility([], ['o1']);
    for (const action of ['read', 'create', 'comment', 'upload'] as const) {
      expect(ability.can(action, subject('PosVendas', { obra: 'o1' }))).toBe(true);
      expect(ability.can(action, subject('PosVendas', { obra: 'o2' }))).toBe(false);
    }
  });

  it('lets the team and its readers see internal notes and costs, the reader change nothing', () => {
    expect(staffAbility(['pos_vendas']).can('readInterno', 'PosVendas')).toBe(true);
    expect(staffAbility(['pos_vendas_leitura']).can('readInterno', 'PosVendas')).toBe(true);
    expect(staffAbility(['pos_vendas_leitura']).can('comment', 'PosVendas')).toBe(false);
    expect(staffAbility(['pos_vendas']).can('create', 'PosVendas')).toBe(true);
  });
});
