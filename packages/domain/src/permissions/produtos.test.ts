import { describe, expect, it } from 'vitest';
import { staffAbility } from './test-users';

describe('product permissions (SPEC §6 "Products")', () => {
  it('lets admin_produtos manage products', () => {
    const ability = staffAbility(['admin_produtos']);
    expect(ability.can('manage', 'Produto')).toBe(true);
    expect(ability.can('create', 'Produto')).toBe(true);
  });

  it('does not let a user without admin_produtos manage or create products', () => {
    const ability = staffAbility(['editor_produto']);
    expect(ability.can('manage', 'Produto')).toBe(false);
    expect(ability.can('create', 'Produto')).toBe(false);
  });

  it('lets editor_produto read and update products', () => {
    const ability = staffAbility(['editor_produto']);
    expect(ability.can('read', 'Produto')).toBe(true);
    expect(ability.can('update', 'Produto')).toBe(true);
  });

  it('lets produto read products but not update them', () => {
    const ability = staffAbility(['produto']);
    expect(ability.can('read', 'Produto')).toBe(true);
    expect(ability.can('update', 'Produto')).toBe(false);
  });

  it('does not let a user without a product or TAF role read products', () => {
    expect(staffAbility(['sgi']).can('read', 'Produto')).toBe(false);
  });

  it('lets the TAF roles read the products they test, and change none', () => {
    for (const role of ['taf', 'editor_taf', 'admin_taf']) {
      const ability = staffAbility([role]);
      expect(ability.can('read', 'Produto')).toBe(true);
      expect(ability.can('update', 'Produto')).toBe(false);
      expect(ability.can('create', 'Produto')).toBe(false);
    }
  });

  it('lets taf read TAFs but not update them', () => {
    const ability = staffAbility(['taf']);
    expect(ability.can('read', 'TAF')).toBe(true);
    expect(ability.can('update', 'TAF')).toBe(false);
  });

  it('does not let a user without a TAF role read TAFs', () => {
    expect(staffAbility(['admin_produtos']).can('read', 'TAF')).toBe(false);
  });

  it('lets editor_taf read and update TAFs', () => {
    const ability = staffAbility(['editor_taf']);
    expect(ability.can('read', 'TAF')).toBe(true);
    expect(ability.can('update', 'TAF')).toBe(true);
  });

  it('does not let a user without editor_taf or admin_taf update TAFs', () => {
    expect(staffAbility(['produto', 'editor_produto']).can('update', 'TAF')).toBe(false);
  });

  it('lets admin_taf manage TAFs', () => {
    const ability = staffAbility(['admin_taf']);
    expect(ability.can('manage', 'TAF')).toBe(true);
    expect(ability.can('delete', 'TAF')).toBe(true);
  });

  it('does not let a user without admin_taf manage TAFs', () => {
    const ability = staffAbility(['editor_taf']);
    expect(ability.can('manage', 'TAF')).toBe(false);
    expect(ability.can('delete', 'TAF')).toBe(false);
  });
});
