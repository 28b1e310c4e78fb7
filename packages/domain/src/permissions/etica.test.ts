import { describe, expect, it } from 'vitest';
import { subject } from '@casl/ability';
import { defineAbilityFor, withSubstitutedRules } from './index';
import { client, staff, staffAbility } from './test-users';

const relato = (afastados: string[] = []) => subject('DenunciaEtica', { afastados, status: 'aberto' });

describe('ethics channel permissions (issue 23)', () => {
  it('lets a committee member read, update and comment on a report', () => {
    const ability = staffAbility(['comite_etica']);
    for (const action of ['read', 'update', 'comment'] as const)
      expect(ability.can(action, relato())).toBe(true);
  });

  it('keeps a member away from a report they were excluded from', () => {
    const ability = staffAbility(['comite_etica']);
    expect(ability.can('read', relato(['someone', 'u-staff']))).toBe(false);
    expect(ability.can('update', relato(['u-staff']))).toBe(false);
    expect(ability.can('read', relato(['someone']))).toBe(true);
  });

  it('gives administrators and those who read everything nothing of the channel', () => {
    for (const roles of [['acesso_total'], ['mkt_read'], ['dev_acesso_total']]) {
      const ability = defineAbilityFor(staff(roles), 'dev');
      expect(ability.can('read', 'DenunciaEtica'), roles[0]).toBe(false);
      expect(ability.can('read', relato()), roles[0]).toBe(false);
    }
  });

  it('keeps an excluded member away even when they also manage everything', () => {
    const ability = staffAbility(['acesso_total', 'comite_etica']);
    expect(ability.can('read', relato())).toBe(true);
    expect(ability.can('read', relato(['u-staff']))).toBe(false);
  });

  it('does not let a specific rule or a substitution reach the reports', () => {
    const byHand = defineAbilityFor(
      staff([], {
        specificRules: [
          { action: 'read', subject: 'DenunciaEtica' },
          { action: 'manage', subject: 'all' },
        ],
      }),
    );
    expect(byHand.can('read', relato())).toBe(false);
    expect(byHand.can('read', 'Obra')).toBe(true);

    const member = staffAbility(['comite_etica']);
    const substitute = withSubstitutedRules(staffAbility(['rdo_by_obra']), [member]);
    expect(substitute.can('read', relato())).toBe(false);
    const excludedMember = withSubstitutedRules(staffAbility(['comite_etica']), [
      staffAbility(['acesso_total']),
    ]);
    expect(excludedMember.can('read', relato(['u-staff']))).toBe(false);
  });

  it('gives clients nothing of the channel, whatever their roles', () => {
    const ability = defineAbilityFor(client(['comite_etica']));
    expect(ability.can('read', 'DenunciaEtica')).toBe(false);
  });
});
