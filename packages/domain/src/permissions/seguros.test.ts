import { describe, expect, it } from 'vitest';
import { subject } from '@casl/ability';
import { ME, SOMEONE_ELSE, staffAbility } from './test-users';

const POLICIES = ['SEGUROS', 'SEGUROS_PLENO'] as const;

describe('insurance permissions (SPEC §6 "Insurance")', () => {
  it('lets admin_seguros manage both kinds of policy', () => {
    const ability = staffAbility(['admin_seguros']);
    for (const s of POLICIES) expect(ability.can('manage', s)).toBe(true);
  });

  it('does not let a user without admin_seguros manage policies', () => {
    const ability = staffAbility(['seguros']);
    for (const s of POLICIES) expect(ability.can('manage', s)).toBe(false);
  });

  it('lets seguros create, read, delete and edit both kinds of policy', () => {
    const ability = staffAbility(['seguros']);
    for (const s of POLICIES) {
      for (const action of ['create', 'read', 'delete', 'update'] as const) {
        expect(ability.can(action, s)).toBe(true);
      }
    }
  });

  it('does not let a user without seguros create, edit or delete policies', () => {
    const ability = staffAbility(['site_manager']);
    for (const s of POLICIES) {
      for (const action of ['create', 'delete', 'update'] as const) {
        expect(ability.can(action, s)).toBe(false);
      }
    }
  });

  it('lets a site_manager read both kinds of policy', () => {
    const ability = staffAbility(['site_manager']);
    for (const s of POLICIES) expect(ability.can('read', s)).toBe(true);
  });

  it('does not let a user without an insurance role or site_manager read policies', () => {
    const ability = staffAbility([]);
    for (const s of POLICIES) expect(ability.can('read', s)).toBe(false);
  });

  it('lets a site_manager read only the policies of the obras they manage', () => {
    const ability = staffAbility(['site_manager']);
    for (const s of POLICIES) {
      expect(ability.can('read', subject(s, { obra: 'o1', siteManager: { mail: ME } }))).toBe(true);
      expect(ability.can('read', subject(s, { obra: 'o2', siteManager: { mail: SOMEONE_ELSE } }))).toBe(
        false,
      );
    }
  });
});
