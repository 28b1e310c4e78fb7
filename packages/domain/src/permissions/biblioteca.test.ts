import { describe, expect, it } from 'vitest';
import { inheritAccess, subject, type AcessoBiblioteca } from './index';
import { ME, SOMEONE_ELSE, clientAbility, client, staffAbility } from './test-users';

const folder = (acesso?: AcessoBiblioteca) => subject('BIBLIOTECA', acesso ? { acesso } : {});
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

describe('library access inheritance (SPEC §6 "access inherited by subfolders")', () => {
  it('merges every ancestor’s lists into the subfolder’s, without repeating anyone', () => {
    const merged = inheritAccess([
      { full: ['a@x.com'], rW: [ME] },
      undefined,
      { full: ['a@x.com'], rOnly: ['b@x.com'] },
    ]);
    expect(merged).toEqual({ full: ['a@x.com'], rOnly: ['b@x.com'], uploadOnly: [], rW: [ME], rWEdit: [] });
  });

  it('lower-cases the e-mails it merges', () => {
    expect(inheritAccess([{ rOnly: ['Ana.Souza@Gali.com.br'] }]).rOnly).toEqual([ME]);
  });

  it('lets a person on a parent folder’s list into its subfolder', () => {
    const acesso = inheritAccess([{ full: [SOMEONE_ELSE], rWEdit: [ME] }, { rOnly: ['c@x.com'] }]);
    expect(allowedOn(acesso)).toEqual(['read', 'upload', 'update']);
  });

  it('keeps a subfolder closed when its parent has a full list that leaves the user out', () => {
    const acesso = inheritAccess([{ full: [SOMEONE_ELSE] }, {}]);
    expect(allowedOn(acesso)).toEqual([]);
  });

  it('keeps a subfolder open when no ancestor has a full list', () => {
    const acesso = inheritAccess([{ rOnly: [SOMEONE_ELSE] }, undefined]);
    expect(allowedOn(acesso)).toEqual(['read', 'upload', 'createFolder']);
  });
});
