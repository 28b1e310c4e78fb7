import { useQuery } from '@tanstack/react-query';
import { routeAllows } from '../routing/access';
import type { MenuList } from '../routing/route-entry';
import { ROUTES } from '../routing/route-registry';
import { loadSiteFacts } from '../routing/site-facts';
import { useSessionStore } from '../session/session.store';
import type { MenuLink } from './layout.store';

/**
 * The site menu as this obra allows it. The menus are computed once for every obra (a site manager may create
 * RDOs somewhere), so without this a site manager would see "Novo RDO" on an obra someone else manages and then
 * land on /403. Until the obra's facts arrive the links stay as they are, so the menu does not flicker empty.
 */
export function useSiteMenuFilter(
  list: MenuList,
  obra: string | undefined,
): (links: MenuLink[]) => MenuLink[] {
  const ability = useSessionStore((s) => s.ability);
  const siteMenu = list === 'obra' && !!obra;
  const facts = useQuery({
    queryKey: ['obra-fatos', obra],
    queryFn: () => loadSiteFacts(obra!),
    enabled: siteMenu,
    staleTime: 60_000,
  });
  if (!siteMenu || !facts.data) return (links) => links;
  const site = { id: obra, facts: facts.data };
  return (links) =>
    links.filter((link) => {
      const entry = ROUTES.find((r) => r.path === link.path);
      return !entry || routeAllows(entry, ability, site);
    });
}
