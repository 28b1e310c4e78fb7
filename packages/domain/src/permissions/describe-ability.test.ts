import { describe, expect, it } from 'vitest';
import {
  defineAbilityFor,
  describeAbility,
  type EffectivePermission,
  type SubjectPermissions,
} from './index';
import { ME, staff } from './test-users';

const permissionsOn = (result: SubjectPermissions[], subject: string): EffectivePermission[] | undefined =>
  result.find((entry) => entry.subject === subject)?.permissions;

describe('describeAbility', () => {
  it('leaves out the subjects a user can do nothing with', () => {
    const result = describeAbility(defineAbilityFor(staff([])));
    expect(permissionsOn(result, 'PosVendas')).toBeUndefined();
    expect(permissionsOn(result, 'Contratos')).toBeUndefined();
  });

  it('describes an unconditional permission as total, without conditions', () => {
    const result = describeAbility(defineAbilityFor(staff([])));
    expect(permissionsOn(result, 'Obra')).toEqual([{ action: 'read', acesso: 'total', condicoes: [] }]);
  });

  it('describes a permission on some records as condicional, with the conditions', () => {
    const result = describeAbility(defineAbilityFor(staff(['site_manager'])));
    const rdo = permissionsOn(result, 'RDO');
    expect(rdo?.map((p) => p.action)).toEqual(['read', 'update', 'create', 'delayWarning']);
    for (const permission of rdo ?? []) {
      expect(permission).toMatchObject({ acesso: 'condicional' });
      expect(permission.condicoes[0]).toMatchObject({ 'siteManager.mail': ME });
    }
    // Editing is limited to the open reports.
    expect(rdo?.find((p) => p.action === 'update')?.condicoes).toEqual([
      { 'siteManager.mail': ME, status: { $in: ['em_preenchimento', 'devolvido'] } },
    ]);
  });

  it('lists every condition that grants the same action', () => {
    const result = describeAbility(defineAbilityFor(staff([])));
    const accept = permissionsOn(result, 'InteracaoTicket')?.find((p) => p.action === 'accept');
    expect(accept?.acesso).toBe('condicional');
    expect(accept?.condicoes).toHaveLength(3);
    expect(accept?.condicoes).toEqual(
      expect.arrayContaining([
        { 'responsavel.mail': ME },
        { 'responsavelRegistro.mail': ME },
        { 'verificador.mail': ME },
      ]),
    );
  });

  it('calls a permission total when one rule grants it on every record', () => {
    const result = describeAbility(defineAbilityFor(staff(['site_manager', 'planejamento'])));
    const rdo = permissionsOn(result, 'RDO') ?? [];
    expect(rdo.find((p) => p.action === 'read')).toEqual({ action: 'read', acesso: 'total', condicoes: [] });
    expect(rdo.find((p) => p.action === 'update')?.acesso).toBe('condicional');
  });

  it('spells out manage as every other action and never lists manage itself', () => {
    const result = describeAbility(defineAbilityFor(staff(['admin_rdo'])));
    const rdo = permissionsOn(result, 'RDO') ?? [];
    expect(rdo.map((p) => p.action)).toContain('delete');
    expect(rdo.map((p) => p.action)).not.toContain('manage');
    expect(rdo.every((p) => p.acesso === 'total')).toBe(true);
  });

  it('describes every subject for acesso_total', () => {
    const result = describeAbility(defineAbilityFor(staff(['acesso_total'])));
    expect(result.map((entry) => entry.subject)).toContain('SEGUROS_PLENO');
    expect(permissionsOn(result, 'Permissoes')?.map((p) => p.action)).toContain('update');
  });
});

describe('describeAbility with rules that take rights away', () => {
  it('does not show an action that an unconditional inverted rule denies', () => {
    const ability = defineAbilityFor({
      id: 'u',
      email: 'pessoa@demo.obras.dev',
      type: 'gali',
      roles: ['admin_rdo'],
      companies: [],
      obras: [],
      specificRules: [{ action: 'read', subject: 'RDO', inverted: true }],
    });
    const rdo = describeAbility(ability).find((s) => s.subject === 'RDO');
    expect(rdo?.permissions.find((p) => p.action === 'read')).toBeUndefined();
    expect(ability.can('read', 'RDO')).toBe(false);
  });
});
