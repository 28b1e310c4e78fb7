import type { AppAbility, TAction, TSubject } from '@portal/domain';
import { routeAllows } from '../routing/access';
import type { MenuList, RouteEntry } from '../routing/route-entry';
import type { MenuLink } from './layout.store';

function listOf(entry: RouteEntry): MenuList {
  if (entry.menuList) return entry.menuList;
  if (entry.layout === 'obra') return 'obra';
  if (entry.layout === 'fabrica') return 'fabrica';
  return 'geral';
}

const asList = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** A rule asking a field to be in an empty list (`obra: { $in: [] }`: a client following no obra) matches nothing. */
function matchesNothing(conditions: unknown): boolean {
  if (!conditions || typeof conditions !== 'object') return false;
  return Object.values(conditions).some((condition: unknown) => {
    const list = (condition as { $in?: unknown } | null)?.$in;
    return Array.isArray(list) && list.length === 0;
  });
}

/**
 * Whether some record could pass: a rule that matches nothing still makes the subject "allowed" to CASL, so a client
 * following no obra (a partner law firm's lawyer) would see the obras and RDO lists, always empty, in the menu.
 */
function reachesSomething(entry: RouteEntry, ability: AppAbility): boolean {
  const subjects = asList<TSubject>(entry.subject);
  if (subjects.length === 0) return true;
  const actions = entry.action === undefined ? (['read'] as TAction[]) : asList<TAction>(entry.action);
  return subjects.some((s) =>
    actions.some((a) =>
      ability.rulesFor(a, s).some((rule) => !rule.inverted && !matchesNothing(rule.conditions)),
    ),
  );
}

/**
 * SPEC §5 rule 4: a page is in a menu when it is flagged for the menu and the user holds its permission (on some
 * record they could have).
 */
export function computeMenus(routes: RouteEntry[], ability: AppAbility): Record<MenuList, MenuLink[]> {
  const menus: Record<MenuList, MenuLink[]> = { obra: [], geral: [], fabrica: [] };
  // A stable sort: entries of one order keep the modules' order.
  const ordered = [...routes].sort((a, b) => (a.menuOrder ?? 0) - (b.menuOrder ?? 0));
  for (const entry of ordered) {
    if (!entry.menu || !routeAllows(entry, ability) || !reachesSomething(entry, ability)) continue;
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
