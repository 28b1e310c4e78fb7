import type { AppAbility } from '@portal/domain';
import { routeAllows } from '../routing/access';
import type { MenuList, RouteEntry } from '../routing/route-entry';
import type { MenuLink } from './layout.store';

function listOf(entry: RouteEntry): MenuList {
  if (entry.menuList) return entry.menuList;
  if (entry.layout === 'obra') return 'obra';
  if (entry.layout === 'fabrica') return 'fabrica';
  return 'geral';
}

/** SPEC §5 rule 4: a page is in a menu when it is flagged for the menu and the user holds its permission. */
export function computeMenus(routes: RouteEntry[], ability: AppAbility): Record<MenuList, MenuLink[]> {
  const menus: Record<MenuList, MenuLink[]> = { obra: [], geral: [], fabrica: [] };
  for (const entry of routes) {
    if (!entry.menu || !routeAllows(entry, ability)) continue;
    menus[listOf(entry)].push({
      path: entry.path,
      title: entry.title,
      group: entry.menuGroup,
      icon: entry.icon?.muiName,
    });
  }
  return menus;
}

/** Fills the :params of a menu path with the current ones (the selected obra). */
export function resolvePath(path: string, params: Record<string, string | undefined>): string | null {
  let missing = false;
  const resolved = path.replace(/:(\w+)\??/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) {
      if (!_match.endsWith('?')) missing = true;
      return '';
    }
    return encodeURIComponent(value);
  });
  return missing ? null : resolved.replace(/\/+$/, '') || '/';
}
