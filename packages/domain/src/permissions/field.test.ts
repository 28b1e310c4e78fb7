import { describe, expect, it } from 'vitest';
import { subject } from '@casl/ability';
import { ME, SOMEONE_ELSE, clientAbility, staffAbility } from './test-users';

/** An order (or an obra-wide EAP/checklist record) of obra o1 or o2, as the API checks it. */
function os(
  type: 'Field' | 'Automacao',
  overrides: Partial<{ obra: string; status: string; siteManager: string; responsavel: string }> = {},
) {
  const {
    obra = 'o1',
    status = 'aberta',
    siteManager = SOMEONE_ELSE,
    responsavel = SOMEONE_ELSE,
  } = overrides;
  return subject(type, {
    obra,
    status,
    siteManager: { mail: siteManager },
    responsavel: { mail: responsavel },
  });
}

describe.each([
  { type: 'Field' as const, admin: 'admin_field', config: 'field_config', team: 'field', other: 'automacao' },
  {
    type: 'Automacao' as const,
    admin: 'admin_automacao',
    config: 'automacao_config',
    team: 'automacao',
    other: 'field',
  },
])('$type service orders (SPEC §6)', ({ type, admin, config, team, other }) => {
  it(`lets ${admin} manage every order of every obra, logs and EAP included`, () => {
    const ability = staffAbility([admin]);
    for (const action of ['manage', 'create', 'read', 'update', 'delete', 'configure'] as const) {
      expect(ability.can(action, os(type, { obra: 'o2', status: 'concluida' }))).toBe(true);
    }
  });

  it(`lets ${team} read and create orders, logs and EAP items on their obras only`, () => {
    const ability = staffAbility([team]);
    expect(ability.can('read', os(type))).toBe(true);
    expect(ability.can('create', os(type))).toBe(true);
    expect(ability.can('read', os(type, { obra: 'o2' }))).toBe(false);
    expect(ability.can('create', os(type, { obra: 'o2' }))).toBe(false);
  });

  it(`lets ${team} move and edit an open order they are responsible for, and no other`, () => {
    const ability = staffAbility([team]);
    expect(ability.can('update', os(type, { responsavel: ME, status: 'em_execucao' }))).toBe(true);
    expect(ability.can('update', os(type, { responsavel: ME, status: 'concluida' }))).toBe(false);
    expect(ability.can('update', os(type))).toBe(false);
    expect(ability.can('update', os(type, { obra: 'o2', responsavel: ME }))).toBe(false);
    expect(ability.can('delete', os(type, { responsavel: ME }))).toBe(false);
    expect(ability.can('manage', os(type, { responsavel: ME }))).toBe(false);
  });

  it(`lets ${config} configure the EAP and checklists of their obras only`, () => {
    const ability = staffAbility([config]);
    expect(ability.can('configure', os(type))).toBe(true);
    expect(ability.can('configure', os(type, { obra: 'o2' }))).toBe(false);
    expect(staffAbility([team]).can('configure', os(type))).toBe(false);
  });

  it('lets a site manager create, read, edit and move the orders of the obras they manage', () => {
    const ability = staffAbility(['site_manager'], { obras: [] });
    const managed = { obra: 'o2', siteManager: ME };
    expect(ability.can('read', os(type, managed))).toBe(true);
    expect(ability.can('create', os(type, managed))).toBe(true);
    expect(ability.can('update', os(type, { ...managed, status: 'em_execucao' }))).toBe(true);
    expect(ability.can('update', os(type, { ...managed, status: 'cancelada' }))).toBe(false);
    expect(ability.can('read', os(type, { obra: 'o2' }))).toBe(false);
    expect(ability.can('configure', os(type, managed))).toBe(false);
  });

  it(`gives nothing on ${type} orders to the other team (${other})`, () => {
    const ability = staffAbility([other, `admin_${other}`]);
    expect(ability.can('read', os(type))).toBe(false);
    expect(ability.can('create', os(type))).toBe(false);
  });

  it('gives nothing to a client of the obra, even holding the roles', () => {
    const ability = clientAbility([team, 'site_manager', admin]);
    expect(ability.can('read', os(type, { siteManager: 'carla.dias@cliente.com.br' }))).toBe(false);
    expect(ability.can('read', type)).toBe(false);
  });
});
