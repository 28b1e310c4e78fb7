import type {
  DashboardCard,
  ListExportButton,
  OfflineKindEntry,
  ProfileCard,
  RouteEntry,
  SiteFactsLoader,
  TopBarItem,
} from './route-entry';
import { setSiteFactsLoader } from './site-facts';

// Each module declares what it adds to the shell in modules/<module>/routes.tsx: its pages (`routes`), its obra
// dashboard cards (`dashboardCards`), its top bar items (`topBarItems`) and, for the obras module, the obra facts the guard needs (`siteFactsLoader`);
// the exports module, the button of every list (`listExportButton`); cards on one's own profile (`profileCards`).
// Adding a module needs no edit here.
interface ModuleRoutes {
  routes: RouteEntry[];
  dashboardCards?: DashboardCard[];
  topBarItems?: TopBarItem[];
  siteFactsLoader?: SiteFactsLoader;
  listExportButton?: ListExportButton;
  profileCards?: ProfileCard[];
  offlineKinds?: OfflineKindEntry[];
}
// One glob of whole modules: a named `import:` would fail the build for the modules that do not export that name.
const modules = Object.values(import.meta.glob<ModuleRoutes>('../modules/*/routes.tsx', { eager: true }));

/** Every page of the portal, from every module. */
export const ROUTES: RouteEntry[] = modules.flatMap((m) => m.routes);

/** Every card of the obra dashboard, from every module, in order. */
export const DASHBOARD_CARDS: DashboardCard[] = collectDashboardCards(modules.map((m) => m.dashboardCards));

/** What every module adds to the top bar, in order. */
export const TOP_BAR_ITEMS: TopBarItem[] = modules
  .flatMap((m) => m.topBarItems ?? [])
  .sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));

/** The kinds of record that can be made with no signal (the RDO, a checklist, an OS daily log). */
export const OFFLINE_KINDS: OfflineKindEntry[] = modules.flatMap((m) => m.offlineKinds ?? []);

/** What every module adds to the user's own profile page, in order. */
export const PROFILE_CARDS: ProfileCard[] = modules
  .flatMap((m) => m.profileCards ?? [])
  .sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));

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

const loaders = modules.map((m) => m.siteFactsLoader).filter((l): l is SiteFactsLoader => !!l);
if (loaders.length > 1) throw new Error('Só um módulo informa os dados da obra (siteFactsLoader).');
if (loaders[0]) setSiteFactsLoader(loaders[0]);

const exportButtons = modules.map((m) => m.listExportButton).filter((b): b is ListExportButton => !!b);
if (exportButtons.length > 1) throw new Error('Só um módulo exporta as listas (listExportButton).');
/** The button every list page shows to export what it lists (ListPage `exportar`); none without the module. */
export const LIST_EXPORT_BUTTON: ListExportButton | undefined = exportButtons[0];

/**
 * Whether some module declares a page at this path pattern (e.g. `/sgi/ocorrencias/nova`): a module links to another
 * module's page only once that page exists, so no link leads to a page that is not there yet.
 */
export function hasRoute(path: string): boolean {
  return ROUTES.some((route) => route.path === path);
}
