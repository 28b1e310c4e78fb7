import type { DashboardCard, RouteEntry, SiteFactsLoader } from './route-entry';
import { setSiteFactsLoader } from './site-facts';

// Each module declares what it adds to the shell in modules/<module>/routes.tsx: its pages (`routes`), its obra
// dashboard cards (`dashboardCards`) and, for the obras module, the obra facts the guard needs (`siteFactsLoader`).
// Adding a module needs no edit here.
const modules = import.meta.glob<RouteEntry[]>('../modules/*/routes.tsx', { eager: true, import: 'routes' });
const cards = import.meta.glob<DashboardCard[] | undefined>('../modules/*/routes.tsx', {
  eager: true,
  import: 'dashboardCards',
});
const factsLoaders = import.meta.glob<SiteFactsLoader | undefined>('../modules/*/routes.tsx', {
  eager: true,
  import: 'siteFactsLoader',
});

/** Every page of the portal, from every module. */
export const ROUTES: RouteEntry[] = Object.values(modules).flat();

/** Every card of the obra dashboard, from every module, in order. */
export const DASHBOARD_CARDS: DashboardCard[] = collectDashboardCards(Object.values(cards));

/** The cards of all modules in one list, in `order`; two cards with one id are a mistake caught at start-up. */
export function collectDashboardCards(perModule: (DashboardCard[] | undefined)[]): DashboardCard[] {
  const all = perModule.flatMap((list) => list ?? []);
  const ids = new Set<string>();
  for (const card of all) {
    if (ids.has(card.id)) throw new Error(`Dois cartões do painel da obra com o id "${card.id}".`);
    ids.add(card.id);
  }
  return all.sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));
}

const loaders = Object.values(factsLoaders).filter((l): l is SiteFactsLoader => !!l);
if (loaders.length > 1) throw new Error('Só um módulo informa os dados da obra (siteFactsLoader).');
if (loaders[0]) setSiteFactsLoader(loaders[0]);
