import { describe, expect, it } from 'vitest';
import { defineAbilityFor } from './index';
import { READ_ACTIONS } from './subjects';
import { client, clientAbility, staff, staffAbility } from './test-users';

/** The audit page (issue 12 "History"): who did what on every record, and who was refused. */
describe('Auditoria permissions', () => {
  it('lets acesso_total read the audit log', () => {
    expect(staffAbility(['acesso_total']).can('read', 'Auditoria')).toBe(true);
  });

  it('lets dev_acesso_total read it in the dev environment only', () => {
    expect(defineAbilityFor(staff(['dev_acesso_total']), 'dev').can('read', 'Auditoria')).toBe(true);
    expect(defineAbilityFor(staff(['dev_acesso_total']), 'prod').can('read', 'Auditoria')).toBe(false);
  });

  it('does not let mkt_read read it, though it reads every other subject', () => {
    const ability = staffAbility(['mkt_read']);
    for (const action of READ_ACTIONS) expect(ability.can(action, 'Auditoria')).toBe(false);
    expect(ability.can('read', 'RDO')).toBe(true);
  });

  it('lets acesso_total read it also when the same user has mkt_read', () => {
    expect(staffAbility(['mkt_read', 'acesso_total']).can('read', 'Auditoria')).toBe(true);
  });

  it('does not let module administrators, other staff or clients read it', () => {
    for (const roles of [
      ['admin_rdo', 'admin_obra'],
      ['site_manager'],
      ['planejamento'],
      ['admin_sgi'],
      [],
    ]) {
      expect(staffAbility(roles).can('read', 'Auditoria')).toBe(false);
    }
    expect(clientAbility(['cliente', 'aprovador']).can('read', 'Auditoria')).toBe(false);
    expect(defineAbilityFor(client(['cliente'])).can('read', 'Auditoria')).toBe(false);
  });
});
