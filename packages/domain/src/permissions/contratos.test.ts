import { describe, expect, it } from 'vitest';
import { CONTRATO_STATUS, subject } from './index';
import { ME, SOMEONE_ELSE, clientAbility, staffAbility } from './test-users';

type Status = (typeof CONTRATO_STATUS)[number];
type Person = 'responsavel' | 'gestor' | 'validador';

/** A contract in `status` naming `who` as `role` and someone else in the other roles. */
const contract = (status: Status, role?: Person, who = ME) =>
  subject('Contratos', {
    status,
    responsavel: { mail: role === 'responsavel' ? who : SOMEONE_ELSE },
    gestor: { mail: role === 'gestor' ? who : SOMEONE_ELSE },
    validador: { mail: role === 'validador' ? who : SOMEONE_ELSE },
  });

const othersThan = (allowed: readonly Status[]) => CONTRATO_STATUS.filter((s) => !allowed.includes(s));

describe('contract permissions (SPEC §6 "Contracts")', () => {
  it('lets admin_contratos manage every contract in every status', () => {
    const ability = staffAbility(['admin_contratos']);
    for (const status of CONTRATO_STATUS) expect(ability.can('update', contract(status))).toBe(true);
    expect(ability.can('delete', 'Contratos')).toBe(true);
  });

  it('does not let a user without a contract role read, create or edit contracts', () => {
    const ability = staffAbility([]);
    expect(ability.can('read', 'Contratos')).toBe(false);
    expect(ability.can('create', 'Contratos')).toBe(false);
    expect(ability.can('update', contract('Revisão', 'responsavel'))).toBe(false);
    expect(ability.can('manage', 'Contratos')).toBe(false);
  });

  it('lets contratos read every contract', () => {
    expect(staffAbility(['contratos']).can('read', contract('Aprovado'))).toBe(true);
  });

  it('does not let contratos create or delete contracts', () => {
    const ability = staffAbility(['contratos']);
    expect(ability.can('create', 'Contratos')).toBe(false);
    expect(ability.can('delete', 'Contratos')).toBe(false);
  });

  it('lets contratos edit a contract they are responsible for while it is in Revisão', () => {
    expect(staffAbility(['contratos']).can('update', contract('Revisão', 'responsavel'))).toBe(true);
  });

  it('does not let contratos edit a contract they are responsible for outside Revisão', () => {
    const ability = staffAbility(['contratos']);
    for (const status of othersThan(['Revisão'])) {
      expect(ability.can('update', contract(status, 'responsavel'))).toBe(false);
    }
  });

  it('does not let contratos edit a contract in Revisão when someone else is responsible', () => {
    expect(staffAbility(['contratos']).can('update', contract('Revisão'))).toBe(false);
  });

  it('lets contratos edit as manager in Emitido para o Jurídico or Revisão para cancelamento', () => {
    const ability = staffAbility(['contratos']);
    expect(ability.can('update', contract('Emitido para o Jurídico', 'gestor'))).toBe(true);
    expect(ability.can('update', contract('Revisão para cancelamento', 'gestor'))).toBe(true);
  });

  it('does not let contratos edit as manager in any other status', () => {
    const ability = staffAbility(['contratos']);
    for (const status of othersThan(['Emitido para o Jurídico', 'Revisão para cancelamento'])) {
      expect(ability.can('update', contract(status, 'gestor'))).toBe(false);
    }
  });

  it('does not let contratos edit a contract in Emitido para o Jurídico managed by someone else', () => {
    expect(staffAbility(['contratos']).can('update', contract('Emitido para o Jurídico'))).toBe(false);
  });

  it('lets contratos edit as validator in Emitido para o verificador or Em finalização', () => {
    const ability = staffAbility(['contratos']);
    expect(ability.can('update', contract('Emitido para o verificador', 'validador'))).toBe(true);
    expect(ability.can('update', contract('Em finalização', 'validador'))).toBe(true);
  });

  it('does not let contratos edit as validator in any other status', () => {
    const ability = staffAbility(['contratos']);
    for (const status of othersThan(['Emitido para o verificador', 'Em finalização'])) {
      expect(ability.can('update', contract(status, 'validador'))).toBe(false);
    }
  });

  it('does not let contratos edit a contract in Em finalização validated by someone else', () => {
    expect(staffAbility(['contratos']).can('update', contract('Em finalização'))).toBe(false);
  });

  it('does not let a user named on a contract edit it without a contract role', () => {
    const ability = staffAbility([]);
    expect(ability.can('update', contract('Revisão', 'responsavel'))).toBe(false);
    expect(ability.can('update', contract('Em finalização', 'validador'))).toBe(false);
  });

  it('lets editor_contratos create and read contracts and edit any contract in Revisão', () => {
    const ability = staffAbility(['editor_contratos']);
    expect(ability.can('create', 'Contratos')).toBe(true);
    expect(ability.can('read', 'Contratos')).toBe(true);
    expect(ability.can('update', contract('Revisão'))).toBe(true);
  });

  it('does not let editor_contratos edit a contract outside Revisão', () => {
    const ability = staffAbility(['editor_contratos']);
    for (const status of othersThan(['Revisão'])) {
      expect(ability.can('update', contract(status, 'responsavel'))).toBe(false);
    }
  });

  it('lets a site_manager read contracts and edit as manager a contract that is Aprovado', () => {
    const ability = staffAbility(['site_manager']);
    expect(ability.can('read', 'Contratos')).toBe(true);
    expect(ability.can('update', contract('Aprovado', 'gestor'))).toBe(true);
  });

  it('lets a site_manager read the contracts of the obras they manage and those naming them as manager, and no other', () => {
    const ability = staffAbility(['site_manager']);
    const of = (siteManager: string, gestor = SOMEONE_ELSE) =>
      subject('Contratos', {
        status: 'Revisão',
        siteManager: { mail: siteManager },
        gestor: { mail: gestor },
      });
    expect(ability.can('read', of(ME))).toBe(true);
    expect(ability.can('read', of(SOMEONE_ELSE, ME))).toBe(true);
    expect(ability.can('read', of(SOMEONE_ELSE))).toBe(false);
  });

  it('does not let a site_manager edit an Aprovado contract managed by someone else', () => {
    expect(staffAbility(['site_manager']).can('update', contract('Aprovado'))).toBe(false);
  });

  it('does not let a site_manager edit as manager a contract that is not Aprovado', () => {
    const ability = staffAbility(['site_manager']);
    for (const status of othersThan(['Aprovado'])) {
      expect(ability.can('update', contract(status, 'gestor'))).toBe(false);
    }
  });

  it('does not let a site_manager create contracts', () => {
    expect(staffAbility(['site_manager']).can('create', 'Contratos')).toBe(false);
  });

  it('does not give contract rules to a client holding the roles', () => {
    expect(clientAbility(['contratos', 'site_manager']).can('read', 'Contratos')).toBe(false);
  });
});
