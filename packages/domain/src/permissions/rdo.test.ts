import { describe, expect, it } from 'vitest';
import { subject } from './index';
import { ME, SOMEONE_ELSE, client, staffAbility } from './test-users';
import { defineAbilityFor } from './index';

const rdo = (obra: string, manager: string, status = 'em_preenchimento') =>
  subject('RDO', { obra, siteManager: { mail: manager }, status });

describe('RDO permissions (SPEC §6 "RDO")', () => {
  it('lets admin_rdo manage every RDO', () => {
    const ability = staffAbility(['admin_rdo']);
    expect(ability.can('manage', 'RDO')).toBe(true);
    expect(ability.can('delete', rdo('o9', SOMEONE_ELSE))).toBe(true);
  });

  it('does not let a user without admin_rdo manage RDOs', () => {
    expect(staffAbility([]).can('manage', 'RDO')).toBe(false);
    expect(staffAbility(['rdo_by_obra']).can('update', rdo('o1', SOMEONE_ELSE))).toBe(false);
  });

  it('lets rdo_by_obra read the RDOs of their own obras', () => {
    expect(staffAbility(['rdo_by_obra'], { obras: ['o1', 'o2'] }).can('read', rdo('o2', SOMEONE_ELSE))).toBe(
      true,
    );
  });

  it('does not let rdo_by_obra read the RDOs of an obra outside their list', () => {
    expect(staffAbility(['rdo_by_obra'], { obras: ['o1'] }).can('read', rdo('o2', SOMEONE_ELSE))).toBe(false);
  });

  it('does not let a user without rdo_by_obra read the RDOs of their obras', () => {
    expect(staffAbility([], { obras: ['o1'] }).can('read', rdo('o1', SOMEONE_ELSE))).toBe(false);
    expect(staffAbility([]).can('read', 'RDO')).toBe(false);
  });

  it('lets a site_manager create, read and update the RDOs where they are the site manager', () => {
    const ability = staffAbility(['site_manager']);
    for (const action of ['create', 'read', 'update'] as const) {
      expect(ability.can(action, rdo('o1', ME))).toBe(true);
    }
  });

  it('does not let a site_manager touch an RDO whose site manager is someone else', () => {
    const ability = staffAbility(['site_manager']);
    for (const action of ['create', 'read', 'update'] as const) {
      expect(ability.can(action, rdo('o1', SOMEONE_ELSE))).toBe(false);
    }
  });

  it('does not let a site_manager delete or configure RDOs, even their own', () => {
    const ability = staffAbility(['site_manager']);
    expect(ability.can('delete', rdo('o1', ME))).toBe(false);
    expect(ability.can('configure', 'RDO')).toBe(false);
  });

  it('does not let a user without site_manager update an RDO that names them as site manager', () => {
    expect(staffAbility([]).can('update', rdo('o1', ME))).toBe(false);
  });

  it('lets planejamento configure and read RDOs, set planned dates and raise the delay warning', () => {
    const ability = staffAbility(['planejamento']);
    for (const action of ['configure', 'read', 'plannedDates', 'delayWarning'] as const) {
      expect(ability.can(action, 'RDO')).toBe(true);
    }
    expect(ability.can('read', rdo('o9', SOMEONE_ELSE))).toBe(true);
  });

  it('does not let planejamento create or update RDOs', () => {
    const ability = staffAbility(['planejamento']);
    expect(ability.can('create', 'RDO')).toBe(false);
    expect(ability.can('update', 'RDO')).toBe(false);
  });

  it('does not let a user without planejamento configure RDOs or set planned dates', () => {
    const ability = staffAbility(['rdo_by_obra']);
    expect(ability.can('configure', 'RDO')).toBe(false);
    expect(ability.can('plannedDates', 'RDO')).toBe(false);
    expect(ability.can('delayWarning', 'RDO')).toBe(false);
  });

  it('lets an administrador delete RDOs', () => {
    expect(staffAbility(['administrador']).can('delete', rdo('o9', SOMEONE_ELSE))).toBe(true);
  });

  it('does not let a user without administrador delete RDOs', () => {
    expect(staffAbility(['site_manager', 'planejamento']).can('delete', rdo('o1', ME))).toBe(false);
  });

  it('closes a finalized or approved RDO to its site manager, who may edit it again once returned', () => {
    const ability = staffAbility(['site_manager']);
    expect(ability.can('update', rdo('o1', ME, 'finalizado'))).toBe(false);
    expect(ability.can('update', rdo('o1', ME, 'aprovado'))).toBe(false);
    expect(ability.can('update', rdo('o1', ME, 'devolvido'))).toBe(true);
    expect(ability.can('read', rdo('o1', ME, 'aprovado'))).toBe(true);
  });

  it('lets admin_rdo update a finalized RDO (atualizar)', () => {
    expect(staffAbility(['admin_rdo']).can('update', rdo('o1', SOMEONE_ELSE, 'aprovado'))).toBe(true);
  });

  it('shows a site manager the delay warnings of their own obras only', () => {
    const ability = staffAbility(['site_manager']);
    expect(ability.can('delayWarning', rdo('o1', ME))).toBe(true);
    expect(ability.can('delayWarning', rdo('o1', SOMEONE_ELSE))).toBe(false);
  });
});

describe('RDO permissions of a client', () => {
  const ability = defineAbilityFor(client([], ['o1']));

  it('reads the finalized, approved and returned RDOs of their obras', () => {
    for (const status of ['finalizado', 'aprovado', 'devolvido']) {
      expect(ability.can('read', rdo('o1', SOMEONE_ELSE, status))).toBe(true);
    }
  });

  it('does not read an RDO still being filled in, nor any RDO of another obra', () => {
    expect(ability.can('read', rdo('o1', SOMEONE_ELSE, 'em_preenchimento'))).toBe(false);
    expect(ability.can('read', rdo('o2', SOMEONE_ELSE, 'finalizado'))).toBe(false);
  });

  it('approves or returns only a finalized RDO of their obras', () => {
    expect(ability.can('approve', rdo('o1', SOMEONE_ELSE, 'finalizado'))).toBe(true);
    expect(ability.can('approve', rdo('o1', SOMEONE_ELSE, 'aprovado'))).toBe(false);
    expect(ability.can('approve', rdo('o2', SOMEONE_ELSE, 'finalizado'))).toBe(false);
  });

  it('never creates, edits, configures or deletes an RDO', () => {
    for (const action of ['create', 'update', 'configure', 'plannedDates', 'delete'] as const) {
      expect(ability.can(action, rdo('o1', SOMEONE_ELSE, 'finalizado'))).toBe(false);
    }
  });
});
