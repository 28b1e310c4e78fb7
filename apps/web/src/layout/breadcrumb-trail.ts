import type { RouteEntry } from '../routing/route-entry';
import type { Crumb, PageCrumbs } from './layout.store';
import { resolvePath } from './menus';

export const HOME_PATH = '/obras';
const ADMIN_GROUP = 'grupos.administracao';

/**
 * Where the person is, from the general to the page: Início › the obra › the route's own crumbs › what the page
 * added › the page (e.g. Início › OB-014 Centro logístico › Diários › RDO nº 12). Labels are i18n keys already
 * translated by `t`; the last crumb has no link.
 */
export function breadcrumbTrail({
  entry,
  pathname,
  params,
  page,
  obraLabel,
  t,
}: {
  entry: Pick<RouteEntry, 'path' | 'title' | 'breadcrumb' | 'menuGroup' | 'layout'>;
  pathname: string;
  params: Record<string, string | undefined>;
  page: PageCrumbs | null;
  /** The obra's name once known (its code until then). */
  obraLabel?: string;
  t: (key: string) => string;
}): Crumb[] {
  const crumbs: Crumb[] = [];
  if (pathname !== HOME_PATH) crumbs.push({ label: t('rotas.inicio'), to: HOME_PATH });
  const obra = params.obra ?? page?.obra;
  const filled = { ...params, obra };
  if (obra) {
    const base = entry.layout === 'fabrica' ? `/fabricacao/${obra}` : `/obras/${obra}`;
    crumbs.push({ label: obraLabel ?? t('grupos.obra'), to: base });
  } else if (entry.menuGroup === ADMIN_GROUP) {
    crumbs.push({ label: t(ADMIN_GROUP) });
  }
  for (const item of entry.breadcrumb ?? []) {
    const spec = typeof item === 'string' ? { label: item } : item;
    crumbs.push({
      label: t(spec.label),
      to: spec.to ? (resolvePath(spec.to, filled) ?? undefined) : undefined,
    });
  }
  crumbs.push(...(page?.trail ?? []));
  // The obra's own dashboard: the obra is the page.
  const last = crumbs.at(-1);
  if (last?.to === pathname && !page?.current) return [...crumbs.slice(0, -1), { label: last.label }];
  crumbs.push({ label: page?.current ?? t(entry.title) });
  return crumbs;
}
