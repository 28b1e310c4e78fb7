import { describe, expect, it } from 'vitest';
import { clientAbility, staffAbility } from './test-users';

describe('field services permissions (SPEC §6 "Field")', () => {
  it('lets admin_field manage all field work, daily logs and EAP included', () => {
    const ability = staffAbility(['admin_field']);
    for (const action of ['manage', 'create', 'read', 'update', 'delete', 'configure'] as const) {
      expect(ability.can(action, 'Field')).toBe(true);
    }
  });

  it('does not let a user without admin_field update or delete field work', () => {
    const ability = staffAbility(['field', 'field_config']);
    expect(ability.can('manage', 'Field')).toBe(false);
    expect(ability.can('update', 'Field')).toBe(false);
    expect(ability.can('delete', 'Field')).toBe(false);
  });

  it('lets field_config configure the field checklist and EAP', () => {
    expect(staffAbility(['field_config']).can('configure', 'Field')).toBe(true);
  });

  it('does not let a user without field_config configure field services', () => {
    expect(staffAbility(['field']).can('configure', 'Field')).toBe(false);
  });

  it('lets field read and create OS, daily logs and EAP items', () => {
    const ability = staffAbility(['field']);
    expect(ability.can('read', 'Field')).toBe(true);
    expect(ability.can('create', 'Field')).toBe(true);
  });

  it('does not let a user without field, admin_field or site_manager read or create field work', () => {
    const ability = staffAbility(['field_config']);
    expect(ability.can('read', 'Field')).toBe(false);
    expect(ability.can('create', 'Field')).toBe(false);
  });

  it('lets a site_manager create and read field OS', () => {
    const ability = staffAbility(['site_manager']);
    expect(ability.can('create', 'Field')).toBe(true);
    expect(ability.can('read', 'Field')).toBe(true);
    expect(ability.can('configure', 'Field')).toBe(false);
  });

  it('does not give field rules to a client holding the roles', () => {
    const ability = clientAbility(['field', 'site_manager']);
    expect(ability.can('read', 'Field')).toBe(false);
  });
});

describe('automation permissions (SPEC §6 "Automation")', () => {
  it('lets admin_automacao manage automation', () => {
    const ability = staffAbility(['admin_automacao']);
    for (const action of ['manage', 'create', 'read', 'update', 'delete', 'configure'] as const) {
      expect(ability.can(action, 'Automacao')).toBe(true);
    }
  });

  it('does not let a user without admin_automacao update or delete automation work', () => {
    const ability = staffAbility(['automacao', 'automacao_config']);
    expect(ability.can('manage', 'Automacao')).toBe(false);
    expect(ability.can('update', 'Automacao')).toBe(false);
    expect(ability.can('delete', 'Automacao')).toBe(false);
  });

  it('lets automacao_config configure the automation checklist and EAP', () => {
    expect(staffAbility(['automacao_config']).can('configure', 'Automacao')).toBe(true);
  });

  it('does not let a user without automacao_config configure automation', () => {
    expect(staffAbility(['automacao']).can('configure', 'Automacao')).toBe(false);
  });

  it('lets automacao read and create OS, daily logs and EAP items', () => {
    const ability = staffAbility(['automacao']);
    expect(ability.can('read', 'Automacao')).toBe(true);
    expect(ability.can('create', 'Automacao')).toBe(true);
  });

  it('does not let a user without automacao, admin_automacao or site_manager read or create automation work', () => {
    const ability = staffAbility(['automacao_config', 'field']);
    expect(ability.can('read', 'Automacao')).toBe(false);
    expect(ability.can('create', 'Automacao')).toBe(false);
  });

  it('lets a site_manager read and create automation OS', () => {
    const ability = staffAbility(['site_manager']);
    expect(ability.can('read', 'Automacao')).toBe(true);
    expect(ability.can('create', 'Automacao')).toBe(true);
    expect(ability.can('configure', 'Automacao')).toBe(false);
  });
});
