import { describe, expect, it } from 'vitest';
import { inheritAccess, subject, type AcessoBiblioteca } from './index';
import { ME, SOMEONE_ELSE, clientAbility, client, staffAbility } from './test-users';

const folder = (acesso?: AcessoBiblioteca) =>
  subject('BIBLIOTECA', { obra: null, ...(acesso ? { acesso } : {}) });
/** A folder whose full list names only someone else, so only its other lists can open it. */
const closed = (lists: AcessoBiblioteca = {}) => folder({ full: [SOMEONE_ELSE], ...lists });
const FOLDER_ACTIONS = ['read', 'upload', 'createFolder', 'update', 'delete'] as const;

const allowedOn = (acesso: AcessoBiblioteca | undefined, ability = staffAbility([])) =>
  FOLDER_ACTIONS.filter((action) => ability.can(action, folder(acesso)));

describe('library permissions (SPEC §6 "Library")', () => {
  it('lets every staff user open the library and read profiles', () => {
    const ability = staffAbility([]);
    expect(ability.can('read', 'BIBLIOTECA')).toBe(true);
    expect(ability.can('read', 'PERFIL')).toBe(true);
  });

  it('lets admin_biblioteca manage every folder, closed ones included', () => {
    const ability = staffAbility(['admin_biblioteca']);
    expect(ability.can('manage', closed())).toBe(true);
    expect(ability.can('delete', closed())).toBe(true);
  });

  it('does not let a user without admin_biblioteca manage a folder whose lists leave them out', () => {
    const ability = staffAbility([]);
    for (const action of FOLDER_ACTIONS) expect(ability.can(action, closed())).toBe(false);
  });

  it('gives a person on the full list every right over the folder', () => {
    const ability = staffAbility([]);
    expect(ability.can('manage', folder({ full: [SOMEONE_ELSE, ME] }))).toBe(true);
  });

  it('gives a person on the rOnly list read only', () => {
    expect(allowedOn({ full: [SOMEONE_ELSE], rOnly: [ME] })).toEqual(['read']);
  });

  it('gives a person on the uploadOnly list upload only', () => {
    expect(allowedOn({ full: [SOMEONE_ELSE], uploadOnly: [ME] })).toEqual(['upload']);
  });

  it('gives a person on the rW list read and upload', () => {
    expect(allowedOn({ full: [SOMEONE_ELSE], rW: [ME] })).toEqual(['read', 'upload']);
  });

  it('gives a person on the rWEdit list read, upload and edit', () => {
    expect(allowedOn({ full: [SOMEONE_ELSE], rWEdit: [ME] })).toEqual(['read', 'upload', 'update']);
  });

  it('does not give a list’s rights to a person the list does not name', () => {
    const lists = {
      rOnly: [SOMEONE_ELSE],
      uploadOnly: [SOMEONE_ELSE],
      rW: [SOMEONE_ELSE],
      rWEdit: [SOMEONE_ELSE],
    };
    expect(allowedOn({ full: [SOMEONE_ELSE], ...lists })).toEqual([]);
  });

  it('lets anyone read, upload to and create folders in a folder with an empty full list', () => {
    expect(allowedOn({ full: [] })).toEqual(['read', 'upload', 'createFolder']);
  });

  it('lets anyone read, upload to and create folders in a folder without access lists', () => {
    expect(allowedOn(undefined)).toEqual(['read', 'upload', 'createFolder']);
    expect(allowedOn({ rOnly: [SOMEONE_ELSE] })).toEqual(['read', 'upload', 'createFolder']);
  });

  it('does not let anyone edit or delete a folder just because it has no full list', () => {
    const ability = staffAbility([]);
    expect(ability.can('update', folder({ full: [] }))).toBe(false);
    expect(ability.can('delete', folder(undefined))).toBe(false);
  });

  it('lets a client into a folder only through the lists that name them', () => {
    const me = client().email;
    const ability = clientAbility([]);
    expect(allowedOn({ full: [SOMEONE_ELSE], rW: [me] }, ability)).toEqual(['read', 'upload']);
    expect(ability.can('manage', folder({ full: [me] }))).toBe(true);
  });

  it('does not let a client into a folder without a full list that does not name them', () => {
    expect(allowedOn({ full: [] }, clientAbility([]))).toEqual([]);
    expect(allowedOn(undefined, clientAbility([]))).toEqual([]);
  });
});

describe('library access inheritance (issue 19: "subfolders inherit their parent’s lists unless given their own")', () => {
  it('gives a folder the lists of its nearest ancestor that has lists, itself included', () => {
    const parent = { full: ['a@x.com'], rW: [ME] };
    expect(inheritAccess([parent, undefined, null])).toEqual({
      origem: 0,
      acesso: { full: ['a@x.com'], rOnly: [], uploadOnly: [], rW: [ME], rWEdit: [] },
    });
    expect(inheritAccess([parent, { rOnly: ['b@x.com'] }, undefined]).origem).toBe(1);
  });

  it('lets a subfolder’s own lists replace its parent’s (overridden), not add to them', () => {
    const { acesso } = inheritAccess([{ full: [SOMEONE_ELSE], rWEdit: [ME] }, { full: [SOMEONE_ELSE] }]);
    expect(allowedOn(acesso)).toEqual([]);
  });

  it('answers -1 and open lists when no folder of the chain has lists', () => {
    const { origem, acesso } = inheritAccess([undefined, null]);
    expect(origem).toBe(-1);
    expect(allowedOn(acesso)).toEqual(['read', 'upload', 'createFolder']);
  });

  it('lower-cases e-mails and drops repeats, keeping roles and companies as written', () => {
    const { acesso } = inheritAccess([{ rOnly: ['Ana.Souza@Gali.com.br', ME, 'papel:site_manager'] }]);
    expect(acesso.rOnly).toEqual([ME, 'papel:site_manager']);
  });
});

describe('library lists that name roles and client companies (issue 19)', () => {
  it('opens a folder to every holder of a role the list names', () => {
    const acesso = { full: [SOMEONE_ELSE], rW: ['papel:site_manager'] };
    expect(allowedOn(acesso, staffAbility(['site_manager']))).toEqual(['read', 'upload']);
    expect(allowedOn(acesso, staffAbility(['rdo_by_obra']))).toEqual([]);
  });

  it('opens a folder of the client’s obra to the people of a company the list names', () => {
    const ability = clientAbility([]);
    const acesso = { full: [SOMEONE_ELSE], uploadOnly: ['empresa:Cliente SA'] };
    expect(
      FOLDER_ACTIONS.filter((a) => ability.can(a, subject('BIBLIOTECA', { acesso, obra: 'o1' }))),
    ).toEqual(['upload']);
  });

  it('does not open another obra’s folder to a client, whatever the list says', () => {
    const ability = clientAbility([]);
    const acesso = { full: ['empresa:Cliente SA'] };
    expect(ability.can('read', subject('BIBLIOTECA', { acesso, obra: 'o2' }))).toBe(false);
    expect(ability.can('read', subject('BIBLIOTECA', { acesso, obra: null }))).toBe(true);
  });
});
