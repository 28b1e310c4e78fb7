import type { AreaRules, PermissionUser } from './rule-context';

/** The five lists of a library folder (SPEC §3 "Library directory: acesso"), from most to least power. */
export const LISTAS_ACESSO = ['full', 'rOnly', 'uploadOnly', 'rW', 'rWEdit'] as const;
export type ListaAcesso = (typeof LISTAS_ACESSO)[number];

/**
 * A folder's access lists. Each entry names a user by e-mail, a role (`papel:site_manager`) or a client company
 * (`empresa:<id>`): issue 19 asks for lists of "users, roles or client companies".
 */
export type AcessoBiblioteca = Partial<Record<ListaAcesso, string[]>>;

export const PAPEL = 'papel:';
export const EMPRESA = 'empresa:';

/** What a user is called in a list: their e-mail, each of their roles and each of their companies. */
export function principalsOf(user: Pick<PermissionUser, 'email' | 'roles' | 'companies'>): string[] {
  return [
    user.email.toLowerCase(),
    ...user.roles.map((role) => `${PAPEL}${role}`),
    ...user.companies.map((company) => `${EMPRESA}${company}`),
  ];
}

/** The lists with every entry trimmed, e-mails lower-cased, repeats dropped and every list present. */
export function normalizeAccess(acesso: AcessoBiblioteca | null | undefined): Required<AcessoBiblioteca> {
  const normalized = {} as Required<AcessoBiblioteca>;
  for (const lista of LISTAS_ACESSO) {
    const entries = (acesso?.[lista] ?? []).map((entry) => {
      const trimmed = entry.trim();
      return trimmed.includes('@') ? trimmed.toLowerCase() : trimmed;
    });
    normalized[lista] = [...new Set(entries)];
  }
  return normalized;
}

/**
 * Access inherited by subfolders (SPEC §6, issue 19 "subfolders inherit their parent's lists unless given their
 * own"): the lists that apply to a folder are those of the nearest folder, itself included, that has lists of its
 * own. Answers the index in `chain` of that folder (-1: no folder has lists, the library is open) and its lists.
 * @param chain each folder's own lists (undefined/null: inherits), from the root down to the folder itself.
 */
export function inheritAccess(chain: readonly (AcessoBiblioteca | null | undefined)[]): {
  origem: number;
  acesso: Required<AcessoBiblioteca>;
} {
  for (let i = chain.length - 1; i >= 0; i--) {
    const own = chain[i];
    if (own !== null && own !== undefined) return { origem: i, acesso: normalizeAccess(own) };
  }
  return { origem: -1, acesso: normalizeAccess(undefined) };
}

/** The rules a folder's lists grant to whoever they name, staff and clients alike. */
function folderListRules(extra: Record<string, unknown> = {}): AreaRules {
  return ({ can }, { user }) => {
    const me = { $in: principalsOf(user) };
    can('manage', 'BIBLIOTECA', { 'acesso.full': me, ...extra });
    can('read', 'BIBLIOTECA', { 'acesso.rOnly': me, ...extra });
    can('upload', 'BIBLIOTECA', { 'acesso.uploadOnly': me, ...extra });
    can(['read', 'upload'], 'BIBLIOTECA', { 'acesso.rW': me, ...extra });
    can(['read', 'upload', 'update'], 'BIBLIOTECA', { 'acesso.rWEdit': me, ...extra });
  };
}

/**
 * SPEC §6 "Library": all read library and profile; admin_biblioteca manage directories; folder lists give full,
 * read-only, upload-only, read-write, read-write-edit; directories with no full list allow read/upload/new folder.
 * A folder's `acesso` is the lists that apply to it (its own or inherited, see inheritAccess). Actions: `read`
 * (see every file), `upload`, `createFolder`, `update` (rename, replace, move, restore a version), `delete`,
 * `configure` (change the lists) — `manage` is all of them.
 */
export const bibliotecaRules: AreaRules = (builder, ctx) => {
  const { can } = builder;
  // "All read library" is the page: every folder rule below grants `read` on BIBLIOTECA, which opens the route,
  // while a folder with a full list stays closed to whoever its lists do not name.
  can('read', 'PERFIL');
  if (ctx.has('admin_biblioteca')) can('manage', 'BIBLIOTECA');
  can(['read', 'upload', 'createFolder'], 'BIBLIOTECA', { 'acesso.full': { $size: 0 } });
  can(['read', 'upload', 'createFolder'], 'BIBLIOTECA', { 'acesso.full': { $exists: false } });
  folderListRules()(builder, ctx);
};

/**
 * Clients reach library folders only through the lists that name them, and only in their obras' libraries or the
 * general one: a list that names a whole company does not open another site's folders to it.
 */
export const bibliotecaClientRules: AreaRules = (builder, ctx) => {
  folderListRules({ obra: { $in: [...ctx.user.obras] } })(builder, ctx);
  folderListRules({ obra: null })(builder, ctx);
};
