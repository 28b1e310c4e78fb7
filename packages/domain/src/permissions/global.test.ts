import { describe, expect, it } from 'vitest';
import { defineAbilityFor, subject } from './index';
import { CONFIDENTIAL_SUBJECTS } from './etica';
import { SUBJECTS } from './subjects';
import { SOMEONE_ELSE, clientAbility, staff, staffAbility } from './test-users';

const CONFIDENTIAL = new Set<string>(CONFIDENTIAL_SUBJECTS);

describe('global permissions (SPEC §6 "Global")', () => {
  it('lets acesso_total manage every subject but the ethics reports (etica.test.ts), including records that name nobody', () => {
    const ability = staffAbility(['acesso_total']);
    for (const s of SUBJECTS.filter((name) => !CONFIDENTIAL.has(name))) {
      expect(ability.can('manage', s)).toBe(true);
      expect(ability.can('delete', s)).toBe(true);
    }
    expect(
      ability.can('update', subject('Contratos', { status: 'Aprovado', responsavel: { mail: 'x@y' } })),
    ).toBe(true);
  });

  it('does not let a user without acesso_total manage everything', () => {
    const ability = staffAbility([]);
    expect(ability.can('manage', 'all')).toBe(false);
    expect(ability.can('delete', 'Obra')).toBe(false);
    expect(ability.can('update', 'Permissoes')).toBe(false);
  });

  it('lets mkt_read read every subject with every read action, except the audit log (auditoria.test.ts) and the ethics reports', () => {
    const ability = staffAbility(['mkt_read']);
    for (const s of SUBJECTS.filter((name) => name !== 'Auditoria' && !CONFIDENTIAL.has(name))) {
      for (const action of ['read', 'readInterno', 'readAcoes', 'inspect'] as const) {
        expect(ability.can(action, s)).toBe(true);
      }
    }
    expect(ability.can('read', subject('RDO', { obra: 'elsewhere', siteManager: { mail: 'x@y' } }))).toBe(
      true,
    );
  });

  it('does not let mkt_read update, create, delete or manage anything', () => {
    const ability = staffAbility(['mkt_read']);
    const records = [
      subject('RDO', { obra: 'o1', siteManager: { mail: SOMEONE_ELSE } }),
      subject('Contratos', { status: 'Revisão', responsavel: { mail: SOMEONE_ELSE } }),
      subject('Materiais', { Status: 'REVISAR', Quantificou: { mail: SOMEONE_ELSE } }),
      subject('Obra', { Id_Lista: 'o1' }),
      subject('PROJETO', { obra: 'o1', Situacao: 'PAP' }),
      subject('Permissoes', {}),
    ];
    for (const record of records) {
      for (const action of ['update', 'create', 'delete', 'manage'] as const) {
        expect(ability.can(action, record)).toBe(false);
      }
    }
  });

  it('does not let a user without mkt_read read internal projects', () => {
    expect(staffAbility([]).can('readInterno', 'PROJETO')).toBe(false);
  });

  it('lets dev_acesso_total manage everything in the dev environment', () => {
    const ability = defineAbilityFor(staff(['dev_acesso_total']), 'dev');
    expect(ability.can('manage', 'all')).toBe(true);
    expect(ability.can('delete', 'RDO')).toBe(true);
  });

  it('gives dev_acesso_total nothing special in production', () => {
    const ability = defineAbilityFor(staff(['dev_acesso_total']), 'prod');
    expect(ability.can('manage', 'all')).toBe(false);
    expect(ability.can('delete', 'RDO')).toBe(false);
  });

  it('treats production as the environment when none is given', () => {
    expect(defineAbilityFor(staff(['dev_acesso_total'])).can('manage', 'RDO')).toBe(false);
  });

  it('does not let a user without dev_acesso_total manage everything in dev', () => {
    expect(defineAbilityFor(staff([]), 'dev').can('manage', 'all')).toBe(false);
  });

  it('applies global roles to clients as well', () => {
    expect(clientAbility(['acesso_total']).can('manage', 'Contratos')).toBe(true);
    expect(clientAbility([]).can('read', 'Contratos')).toBe(false);
  });
});
