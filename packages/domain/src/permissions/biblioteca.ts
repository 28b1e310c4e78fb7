import type { AreaRules } from './rule-context';

/** A library folder's access lists (SPEC §3 "Library directory: acesso"), of e-mails. */
export interface AcessoBiblioteca {
  full?: string[];
  rOnly?: string[];
  uploadOnly?: string[];
  rW?: string[];
  rWEdit?: string[];
}

const LISTS = ['full', 'rOnly', 'uploadOnly', 'rW', 'rWEdit'] as const;

/**
 * Access inherited by subfolders (SPEC §6): a folder's effective lists are its own merged with every ancestor's.
 * @param chain the folder's access lists from the root down to the folder itself.
 */
export function inheritAccess(chain: readonly (AcessoBiblioteca | undefined)[]): Required<AcessoBiblioteca> {
  const merged = { full: [], rOnly: [], uploadOnly: [], rW: [], rWEdit: [] } as Required<AcessoBiblioteca>;
  for (const acesso of chain) {
    for (const list of LISTS) {
      for (const email of acesso?.[list] ?? []) {
        const normalized = email.toLowerCase();
        if (!merged[list].includes(normalized)) merged[list].push(normalized);
      }
    }
  }
  return merged;
}

/** The rules a folder's lists grant to one e-mail, for staff and clients alike. */
const folderListRules: AreaRules = ({ can }, { user }) => {
  const me = user.email;
  can('manage', 'BIBLIOTECA', { 'acesso.full': me });
  can('read', 'BIBLIOTECA', { 'acesso.rOnly': me });
  can('upload', 'BIBLIOTECA', { 'acesso.uploadOnly': me });
  can(['read', 'upload'], 'BIBLIOTECA', { 'acesso.rW': me });
  can(['read', 'upload', 'update'], 'BIBLIOTECA', { 'acesso.rWEdit': me });
};

/**
 * SPEC §6 "Library": all read library and profile; admin_biblioteca manage directories; folder lists give full,
 * read-only, upload-only, read-write, read-write-edit; directories with no full list allow read/upload/new folder.
 */
export const bibliotecaRules: AreaRules = (builder, ctx) => {
  const { can } = builder;
  // "All read library" is the page: every folder rule below grants `read` on BIBLIOTECA, which opens the route,
  // while a folder with a full list stays closed to whoever its lists do not name.
  can('read', 'PERFIL');
  if (ctx.has('admin_biblioteca')) can('manage', 'BIBLIOTECA');
  can(['read', 'upload', 'createFolder'], 'BIBLIOTECA', { 'acesso.full': { $size: 0 } });
  can(['read', 'upload', 'createFolder'], 'BIBLIOTECA', { 'acesso.full': { $exists: false } });
  folderListRules(builder, ctx);
};

/** Clients reach library folders only through the lists that name them. */
export const bibliotecaClientRules: AreaRules = folderListRules;
