import { describe, expect, it } from 'vitest';
import { MATERIAIS_STATUS, subject } from './index';
import { ME, SOMEONE_ELSE, staffAbility } from './test-users';

type Status = (typeof MATERIAIS_STATUS)[number];
type Person = 'Quantificou' | 'Verificador' | 'Site_manager' | 'Coordenador';
const PEOPLE: Person[] = ['Quantificou', 'Verificador', 'Site_manager', 'Coordenador'];

/** A materials list in `Status` naming `who` as `person` and someone else in the other slots. */
const list = (Status: Status, person?: Person, who = ME) =>
  subject('Materiais', {
    Status,
    ...Object.fromEntries(PEOPLE.map((p) => [p, { mail: p === person ? who : SOMEONE_ELSE }])),
  });

const othersThan = (allowed: readonly Status[]) => MATERIAIS_STATUS.filter((s) => !allowed.includes(s));

describe('materials permissions (SPEC §6 "Materials")', () => {
  it('lets materiais read materials lists', () => {
    expect(staffAbility(['materiais']).can('read', list('REVISAR'))).toBe(true);
  });

  it('does not let a user without a materials role read materials lists', () => {
    expect(staffAbility([]).can('read', list('REVISAR'))).toBe(false);
  });

  it('lets admin_materiais manage every list in every status', () => {
    const ability = staffAbility(['admin_materiais']);
    for (const status of MATERIAIS_STATUS) expect(ability.can('liberar', list(status))).toBe(true);
    expect(ability.can('manage', 'Materiais')).toBe(true);
  });

  it('does not let a user without admin_materiais manage lists or their templates', () => {
    const ability = staffAbility(['materiais', 'editor_materiais']);
    expect(ability.can('manage', 'Materiais')).toBe(false);
    expect(ability.can('delete', 'Materiais')).toBe(false);
  });

  it('lets materiais_obra create site lists and materiais_projeto create project lists', () => {
    expect(staffAbility(['materiais_obra']).can('create_obra', 'Materiais')).toBe(true);
    expect(staffAbility(['materiais_projeto']).can('create_projeto', 'Materiais')).toBe(true);
  });

  it('does not let a user without materiais_obra or materiais_projeto create those lists', () => {
    expect(staffAbility(['materiais_projeto']).can('create_obra', 'Materiais')).toBe(false);
    expect(staffAbility(['materiais_obra']).can('create_projeto', 'Materiais')).toBe(false);
  });

  it('lets editor_materiais create and read lists, and edit them while they are written', () => {
    const ability = staffAbility(['editor_materiais']);
    expect(ability.can('create', 'Materiais')).toBe(true);
    expect(ability.can('read', 'Materiais')).toBe(true);
    expect(ability.can('update', list('REVISAR'))).toBe(true);
    expect(ability.can('update', list('EM ELABORAÇÃO'))).toBe(true);
  });

  it('does not let editor_materiais edit a list after its release (issue 14)', () => {
    const ability = staffAbility(['editor_materiais']);
    for (const status of othersThan(['REVISAR', 'EM ELABORAÇÃO']))
      expect(ability.can('update', list(status))).toBe(false);
  });

  it('lets each person a list names read it, and nobody else without a materials role', () => {
    for (const person of PEOPLE) {
      expect(staffAbility([]).can('read', list('LIBERADO PARA COORDENADOR', person))).toBe(true);
    }
    expect(staffAbility(['site_manager']).can('read', list('LIBERADO PARA SITE MANAGER'))).toBe(false);
  });

  it('does not let editor_materiais release a list nobody named them on', () => {
    expect(staffAbility(['editor_materiais']).can('liberar', list('REVISAR'))).toBe(false);
  });

  it('does not let a user without editor_materiais create lists', () => {
    expect(staffAbility(['materiais']).can('create', 'Materiais')).toBe(false);
  });

  it('lets the quantifier edit and release their list in REVISAR or EM ELABORAÇÃO', () => {
    const ability = staffAbility([]);
    for (const status of ['REVISAR', 'EM ELABORAÇÃO'] as const) {
      expect(ability.can('update', list(status, 'Quantificou'))).toBe(true);
      expect(ability.can('liberar', list(status, 'Quantificou'))).toBe(true);
    }
  });

  it('does not let the quantifier edit or release their list at a later stage', () => {
    const ability = staffAbility([]);
    for (const status of othersThan(['REVISAR', 'EM ELABORAÇÃO'])) {
      expect(ability.can('update', list(status, 'Quantificou'))).toBe(false);
      expect(ability.can('liberar', list(status, 'Quantificou'))).toBe(false);
    }
  });

  it('does not let anyone but the quantifier release a list in EM ELABORAÇÃO', () => {
    expect(staffAbility(['materiais']).can('liberar', list('EM ELABORAÇÃO'))).toBe(false);
    expect(staffAbility([]).can('update', list('EM ELABORAÇÃO', 'Verificador'))).toBe(false);
  });

  const stages: [Person, Status][] = [
    ['Verificador', 'LIBERADO PARA VERIFICAÇÃO'],
    ['Site_manager', 'LIBERADO PARA SITE MANAGER'],
    ['Coordenador', 'LIBERADO PARA COORDENADOR'],
  ];

  for (const [person, stage] of stages) {
    it(`lets the ${person} named on a list release it in ${stage}`, () => {
      expect(staffAbility([]).can('liberar', list(stage, person))).toBe(true);
    });

    it(`does not let the ${person} release the list at any other stage`, () => {
      const ability = staffAbility([]);
      for (const status of othersThan([stage])) {
        expect(ability.can('liberar', list(status, person))).toBe(false);
      }
    });

    it(`does not let anyone but the ${person} release a list in ${stage}`, () => {
      expect(staffAbility(['materiais', 'site_manager']).can('liberar', list(stage))).toBe(false);
    });
  }

  it('does not let the verifier, site manager or coordinator edit the list they release', () => {
    const ability = staffAbility([]);
    for (const [person, stage] of stages) expect(ability.can('update', list(stage, person))).toBe(false);
  });

  it('lets pcp read every list and release or edit one in LIBERADO PARA PLANEJAMENTO', () => {
    const ability = staffAbility(['pcp']);
    expect(ability.can('read', list('REVISAR'))).toBe(true);
    expect(ability.can('liberar', list('LIBERADO PARA PLANEJAMENTO'))).toBe(true);
    expect(ability.can('update', list('LIBERADO PARA PLANEJAMENTO'))).toBe(true);
  });

  it('does not let pcp release or edit a list before LIBERADO PARA PLANEJAMENTO', () => {
    const ability = staffAbility(['pcp']);
    for (const status of othersThan(['LIBERADO PARA PLANEJAMENTO'])) {
      expect(ability.can('liberar', list(status))).toBe(false);
      expect(ability.can('update', list(status))).toBe(false);
    }
  });

  it('does not let a user without pcp release a list in LIBERADO PARA PLANEJAMENTO', () => {
    expect(
      staffAbility(['materiais', 'editor_materiais']).can('liberar', list('LIBERADO PARA PLANEJAMENTO')),
    ).toBe(false);
  });
});
