import { describe, expect, it } from 'vitest';
import { defineAbilityFor, subject } from './index';
import { ME, SOMEONE_ELSE, client, clientAbility, staffAbility } from './test-users';

const processo = (dp: string, seg: string, escritorio = 'Silva Advogados') =>
  subject('ProcessoJuridico', { responsavelDp: { mail: dp }, responsavelSeg: { mail: seg }, escritorio });

describe('legal permissions (SPEC §6 "Legal")', () => {
  it('lets admin_juridico manage every legal case', () => {
    const ability = staffAbility(['admin_juridico']);
    expect(ability.can('manage', 'ProcessoJuridico')).toBe(true);
    expect(ability.can('delete', processo(SOMEONE_ELSE, SOMEONE_ELSE))).toBe(true);
  });

  it('does not let a user without admin_juridico manage, create or delete legal cases', () => {
    const ability = staffAbility(['leitura_juridico', 'controladoria']);
    expect(ability.can('manage', 'ProcessoJuridico')).toBe(false);
    expect(ability.can('create', 'ProcessoJuridico')).toBe(false);
    expect(ability.can('delete', processo(ME, ME))).toBe(false);
  });

  it('lets leitura_juridico read every legal case but not upload to it', () => {
    const ability = staffAbility(['leitura_juridico']);
    expect(ability.can('read', processo(SOMEONE_ELSE, SOMEONE_ELSE))).toBe(true);
    expect(ability.can('upload', processo(SOMEONE_ELSE, SOMEONE_ELSE))).toBe(false);
  });

  it('lets controladoria read every legal case but not upload to it', () => {
    const ability = staffAbility(['controladoria']);
    expect(ability.can('read', processo(SOMEONE_ELSE, SOMEONE_ELSE))).toBe(true);
    expect(ability.can('upload', processo(SOMEONE_ELSE, SOMEONE_ELSE))).toBe(false);
  });

  it('does not let a user without a legal role read a case that does not name them', () => {
    expect(staffAbility([]).can('read', processo(SOMEONE_ELSE, SOMEONE_ELSE))).toBe(false);
  });

  it('lets the responsible person for DP read and upload to their case', () => {
    const ability = staffAbility([]);
    expect(ability.can('upload', processo(ME, SOMEONE_ELSE))).toBe(true);
    expect(ability.can('read', processo(ME, SOMEONE_ELSE))).toBe(true);
  });

  it('lets the responsible person for safety read and upload to their case', () => {
    const ability = staffAbility([]);
    expect(ability.can('upload', processo(SOMEONE_ELSE, ME))).toBe(true);
    expect(ability.can('read', processo(SOMEONE_ELSE, ME))).toBe(true);
  });

  it('does not let anyone else upload to a case', () => {
    expect(staffAbility(['leitura_juridico']).can('upload', processo(SOMEONE_ELSE, SOMEONE_ELSE))).toBe(
      false,
    );
  });

  it('does not let a responsible person edit or delete their case', () => {
    const ability = staffAbility([]);
    expect(ability.can('update', processo(ME, ME))).toBe(false);
    expect(ability.can('delete', processo(ME, ME))).toBe(false);
  });
});

describe('partner law firm permissions (SPEC §6 "partner law firms")', () => {
  const firm = () =>
    defineAbilityFor(client(['escritorio_parceiro'], [], { companies: ['Silva Advogados'] }));

  it('lets a partner law firm read, comment on and send files to its own cases', () => {
    const ability = firm();
    for (const action of ['read', 'comment', 'upload'] as const) {
      expect(ability.can(action, processo(SOMEONE_ELSE, SOMEONE_ELSE, 'Silva Advogados'))).toBe(true);
    }
  });

  it('does not let a partner law firm see another firm’s cases', () => {
    expect(firm().can('read', processo(SOMEONE_ELSE, SOMEONE_ELSE, 'Souza & Lima'))).toBe(false);
  });

  it('does not let a partner law firm edit or delete its cases', () => {
    const ability = firm();
    expect(ability.can('update', processo(SOMEONE_ELSE, SOMEONE_ELSE, 'Silva Advogados'))).toBe(false);
    expect(ability.can('delete', processo(SOMEONE_ELSE, SOMEONE_ELSE, 'Silva Advogados'))).toBe(false);
  });

  it('does not let a client without escritorio_parceiro read legal cases', () => {
    const ability = clientAbility([]);
    expect(ability.can('read', 'ProcessoJuridico')).toBe(false);
  });
});
