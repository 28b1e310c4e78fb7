import type { MenuLink } from './layout.store';
import { resolvePath } from './menus';

/**
 * The general pages the user may open, by menu group (Administração first), from any page: the obra layouts and
 * the open layout have no general sidebar. Pages needing an obra are not here; one's own profile has its own item.
 */
export function generalGroups(links: MenuLink[]): [string, MenuLink[]][] {
  const groups = new Map<string, MenuLink[]>();
  for (const link of links) {
    if (resolvePath(link.path, {}) === null || link.path.startsWith('/usuarios')) continue;
    const key = link.group ?? 'grupos.geral';
    groups.set(key, [...(groups.get(key) ?? []), link]);
  }
  return [...groups.entries()].sort(([a], [b]) =>
    a === 'grupos.administracao' ? -1 : b === 'grupos.administracao' ? 1 : 0,
  );
}
