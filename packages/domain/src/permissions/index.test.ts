import { describe, expect, it } from 'vitest';
import {
  abilityFromPacked,
  defineAbilityFor,
  isClientUser,
  packAbility,
  subject,
  type AppAbility,
  type PermissionUser,
} from './index';
import { ME, SOMEONE_ELSE, client, staff } from './test-users';

const MIXED_CASE_ME = 'Ana.Souza@GALI.com.br';

describe('choosing the rule set (SPEC §6 "Clients get a restricted set; non-clients get all module rules")', () => {
  it('gives a staff user every module’s rules', () => {
    const ability = defineAbilityFor(staff(['admin_obra', 'contratos']));
    expect(ability.can('manage', 'Obra')).toBe(true);
    expect(ability.can('read', 'Contratos')).toBe(true);
    expect(ability.can('read', 'TicketSgi')).toBe(true);
  });

  it('treats a user of type cliente as a client whatever their roles', () => {
    const ability = defineAbilityFor(client(['admin_obra', 'contratos', 'site_manager'], ['o1']));
    expect(ability.can('manage', 'Obra')).toBe(false);
    expect(ability.can('read', 'Contratos')).toBe(false);
    expect(ability.can('read', 'TicketSgi')).toBe(false);
    expect(ability.can('read', subject('Obra', { Id_Lista: 'o1' }))).toBe(true);
  });

  it('treats a gali user with the cliente role as a client', () => {
    const user = staff(['cliente', 'admin_obra'], { obras: ['o1'] });
    expect(isClientUser(user)).toBe(true);
    const ability = defineAbilityFor(user);
    expect(ability.can('manage', 'Obra')).toBe(false);
    expect(ability.can('read', subject('Obra', { Id_Lista: 'o2' }))).toBe(false);
    expect(ability.can('read', subject('Obra', { Id_Lista: 'o1' }))).toBe(true);
  });

  it('does not treat a gali user without the cliente role as a client', () => {
    expect(isClientUser(staff(['site_manager']))).toBe(false);
    expect(isClientUser(client([]))).toBe(true);
  });
});

describe('specific rules (SPEC §3 "specific_rules")', () => {
  it('adds a user’s specific rules to those of their roles', () => {
    const ability = defineAbilityFor(
      staff(['site_manager'], {
        specificRules: [
          { action: 'read', subject: 'PosVendas' },
          { action: 'update', subject: 'RDO', conditions: { obra: 'o7' } },
        ],
      }),
    );
    expect(ability.can('read', 'PosVendas')).toBe(true);
    expect(ability.can('update', subject('RDO', { obra: 'o7', siteManager: { mail: SOMEONE_ELSE } }))).toBe(
      true,
    );
    expect(ability.can('update', subject('RDO', { obra: 'o8', siteManager: { mail: SOMEONE_ELSE } }))).toBe(
      false,
    );
    expect(
      ability.can(
        'update',
        subject('RDO', { obra: 'o8', siteManager: { mail: ME }, status: 'em_preenchimento' }),
      ),
    ).toBe(true);
  });

  it('adds specific rules to a client’s restricted set too', () => {
    const ability = defineAbilityFor(
      client([], ['o1'], { specificRules: [{ action: 'read', subject: 'Produto' }] }),
    );
    expect(ability.can('read', 'Produto')).toBe(true);
  });

  it('lets an inverted specific rule take away what a role gives', () => {
    const ability = defineAbilityFor(
      staff(['contratos'], { specificRules: [{ action: 'read', subject: 'Contratos', inverted: true }] }),
    );
    expect(ability.can('read', 'Contratos')).toBe(false);
  });

  it('ignores malformed specific rules and keeps the well-formed ones', () => {
    const user = staff([], {
      specificRules: [
        null,
        'read RDO',
        42,
        [],
        { action: 'read' },
        { subject: 'RDO' },
        { action: 'read', subject: 'TAF' },
      ],
    });
    const ability = defineAbilityFor(user);
    expect(ability.can('read', 'RDO')).toBe(false);
    expect(ability.can('read', 'TAF')).toBe(true);
    expect(ability.rules).toEqual(
      defineAbilityFor(staff([], { specificRules: [{ action: 'read', subject: 'TAF' }] })).rules,
    );
  });

  it('builds the same ability with no specific rules as with an empty list', () => {
    expect(defineAbilityFor(staff(['site_manager'], { specificRules: [] })).rules).toEqual(
      defineAbilityFor(staff(['site_manager'])).rules,
    );
  });
});

describe('e-mail comparisons', () => {
  const me = (roles: string[]) => defineAbilityFor(staff(roles, { email: MIXED_CASE_ME }));

  it('lower-cases the user’s e-mail before comparing it with a record', () => {
    expect(
      me(['site_manager']).can(
        'update',
        subject('RDO', { obra: 'o1', siteManager: { mail: ME }, status: 'em_preenchimento' }),
      ),
    ).toBe(true);
    expect(
      me(['contratos']).can('update', subject('Contratos', { status: 'Revisão', responsavel: { mail: ME } })),
    ).toBe(true);
    expect(
      me([]).can('liberar', subject('Materiais', { Status: 'REVISAR', Quantificou: { mail: ME } })),
    ).toBe(true);
    expect(me([]).can('upload', subject('ProcessoJuridico', { responsavelDp: { mail: ME } }))).toBe(true);
    expect(me([]).can('accept', subject('InteracaoTicket', { responsavel: { mail: ME } }))).toBe(true);
    expect(me([]).can('read', subject('BIBLIOTECA', { acesso: { full: [SOMEONE_ELSE], rOnly: [ME] } }))).toBe(
      true,
    );
  });

  it('compares with the record’s e-mail as stored, so records must keep e-mails in lower case', () => {
    const ability = defineAbilityFor(staff(['site_manager']));
    expect(ability.can('update', subject('RDO', { obra: 'o1', siteManager: { mail: MIXED_CASE_ME } }))).toBe(
      false,
    );
  });

  it('still refuses a record that names someone else, whatever the case', () => {
    const mixedOther = SOMEONE_ELSE.toUpperCase();
    expect(
      me(['site_manager']).can('update', subject('RDO', { obra: 'o1', siteManager: { mail: mixedOther } })),
    ).toBe(false);
  });
});

describe('packed rules (what /api/me sends)', () => {
  /** A spread of checks across subjects, actions and records. */
  const decisions = (ability: AppAbility) => [
    ability.can('read', 'RDO'),
    ability.can('update', subject('RDO', { obra: 'o1', siteManager: { mail: ME } })),
    ability.can('update', subject('RDO', { obra: 'o1', siteManager: { mail: SOMEONE_ELSE } })),
    ability.can('update', subject('Contratos', { status: 'Aprovado', gestor: { mail: ME } })),
    ability.can('update', subject('Contratos', { status: 'Revisão', gestor: { mail: ME } })),
    ability.can('read', subject('Obra', { Id_Lista: 'o1' })),
    ability.can('read', subject('Obra', { Id_Lista: 'o2' })),
    ability.can('update', subject('PROJETO', { obra: 'o1', Situacao: 'PAP' })),
    ability.can('createFolder', subject('BIBLIOTECA', { acesso: { full: [] } })),
    ability.can('read', subject('BIBLIOTECA', { acesso: { full: [SOMEONE_ELSE] } })),
    ability.can(
      'liberar',
      subject('Materiais', { Status: 'LIBERADO PARA COORDENADOR', Coordenador: { mail: ME } }),
    ),
    ability.can('read', 'PosVendas'),
    ability.can('update', 'Permissoes'),
    ability.can('manage', 'all'),
  ];

  const users: [string, PermissionUser][] = [
    ['a staff user with conditional roles', staff(['site_manager', 'contratos', 'admin_sgi'])],
    ['a client approver', client(['aprovador', 'projetista'], ['o1'])],
    ['a user with specific rules', staff([], { specificRules: [{ action: 'read', subject: 'PosVendas' }] })],
    ['an administrator', staff(['acesso_total'])],
  ];

  for (const [name, user] of users) {
    it(`gives ${name} the same decisions after a round trip through JSON`, () => {
      const ability = defineAbilityFor(user);
      const packed = JSON.parse(JSON.stringify(packAbility(ability))) as ReturnType<typeof packAbility>;
      expect(decisions(abilityFromPacked(packed))).toEqual(decisions(ability));
    });
  }

  it('keeps a refusal a refusal after the round trip', () => {
    const ability = abilityFromPacked(packAbility(defineAbilityFor(staff([]))));
    expect(ability.can('manage', 'all')).toBe(false);
    expect(ability.can('read', 'PosVendas')).toBe(false);
  });
});
