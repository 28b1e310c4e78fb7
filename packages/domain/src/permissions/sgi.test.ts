import { describe, expect, it } from 'vitest';
import { subject } from './index';
import { ME, SOMEONE_ELSE, clientAbility, staffAbility } from './test-users';

const interaction = (responsavel: string, responsavelRegistro: string) =>
  subject('InteracaoTicket', {
    responsavel: { mail: responsavel },
    responsavelRegistro: { mail: responsavelRegistro },
  });

describe('SGI permissions (SPEC §6 "SGI")', () => {
  it('lets every staff user read tickets and their actions', () => {
    const ability = staffAbility([]);
    expect(ability.can('read', 'TicketSgi')).toBe(true);
    expect(ability.can('readAcoes', 'TicketSgi')).toBe(true);
  });

  it('does not let a client read SGI tickets', () => {
    expect(clientAbility([]).can('read', 'TicketSgi')).toBe(false);
  });

  it('lets admin_sgi manage tickets and every interaction', () => {
    const ability = staffAbility(['admin_sgi']);
    expect(ability.can('manage', 'TicketSgi')).toBe(true);
    expect(ability.can('delete', 'TicketSgi')).toBe(true);
    expect(ability.can('update', interaction(SOMEONE_ELSE, SOMEONE_ELSE))).toBe(true);
  });

  it('does not let a user without admin_sgi manage or delete tickets', () => {
    const ability = staffAbility(['sgi']);
    expect(ability.can('manage', 'TicketSgi')).toBe(false);
    expect(ability.can('delete', 'TicketSgi')).toBe(false);
  });

  it('lets sgi read and edit tickets and accept any interaction', () => {
    const ability = staffAbility(['sgi']);
    expect(ability.can('read', 'TicketSgi')).toBe(true);
    expect(ability.can('update', 'TicketSgi')).toBe(true);
    expect(ability.can('accept', interaction(SOMEONE_ELSE, SOMEONE_ELSE))).toBe(true);
  });

  it('does not let a user without sgi edit tickets or accept interactions they are not responsible for', () => {
    const ability = staffAbility(['sgi_leitura']);
    const deOutros = subject('TicketSgi', {
      status: 'TRIAGEM',
      autor: { mail: SOMEONE_ELSE },
      responsavel: { mail: SOMEONE_ELSE },
    });
    expect(ability.can('update', deOutros)).toBe(false);
    expect(ability.can('accept', deOutros)).toBe(false);
    expect(ability.can('accept', interaction(SOMEONE_ELSE, SOMEONE_ELSE))).toBe(false);
  });

  it('lets sgi_leitura read tickets', () => {
    expect(staffAbility(['sgi_leitura']).can('read', 'TicketSgi')).toBe(true);
  });

  it('lets the responsible person read, update and accept their interaction without an SGI role', () => {
    const ability = staffAbility([]);
    for (const action of ['read', 'update', 'accept'] as const) {
      expect(ability.can(action, interaction(ME, SOMEONE_ELSE))).toBe(true);
    }
  });

  it('lets the person responsible for the record read, update and accept the interaction', () => {
    const ability = staffAbility([]);
    for (const action of ['read', 'update', 'accept'] as const) {
      expect(ability.can(action, interaction(SOMEONE_ELSE, ME))).toBe(true);
    }
  });

  it('does not let anyone else read, update or accept an interaction', () => {
    const ability = staffAbility([]);
    for (const action of ['read', 'update', 'accept'] as const) {
      expect(ability.can(action, interaction(SOMEONE_ELSE, SOMEONE_ELSE))).toBe(false);
    }
  });

  it('does not let the responsible person delete their interaction', () => {
    expect(staffAbility([]).can('delete', interaction(ME, ME))).toBe(false);
  });

  it("keeps a draft its author's alone: not even the SGI team or acesso_total reads it (issue 16)", () => {
    const rascunho = (autor: string) => subject('TicketSgi', { status: 'RASCUNHO', autor: { mail: autor } });
    expect(staffAbility([]).can('read', rascunho(ME))).toBe(true);
    expect(staffAbility([]).can('update', rascunho(ME))).toBe(true);
    for (const roles of [['sgi'], ['admin_sgi'], ['acesso_total'], ['mkt_read']])
      expect(staffAbility(roles).can('read', rascunho(SOMEONE_ELSE)), roles.join()).toBe(false);
  });

  it('lets the responsible person work the occurrence while it is in progress, not triage it', () => {
    const ability = staffAbility([]);
    const minha = (status: string) => subject('TicketSgi', { status, responsavel: { mail: ME } });
    expect(ability.can('comment', minha('EM ANDAMENTO'))).toBe(true);
    expect(ability.can('update', minha('EM ANDAMENTO'))).toBe(true);
    expect(ability.can('update', minha('FINALIZADO'))).toBe(false);
    expect(ability.can('accept', minha('EM ANDAMENTO'))).toBe(false);
    expect(
      ability.can(
        'comment',
        subject('TicketSgi', { status: 'EM ANDAMENTO', responsavel: { mail: SOMEONE_ELSE } }),
      ),
    ).toBe(false);
  });

  it("lets an action's verifier accept it, not change it", () => {
    const acao = subject('InteracaoTicket', {
      verificador: { mail: ME },
      responsavel: { mail: SOMEONE_ELSE },
    });
    expect(staffAbility([]).can('accept', acao)).toBe(true);
    expect(staffAbility([]).can('update', acao)).toBe(false);
  });
});
