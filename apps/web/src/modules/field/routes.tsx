import { lazyIcon } from '../../routing/lazy-icon';
import type { RouteEntry } from '../../routing/route-entry';

const page =
  <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) =>
  async () =>
    (await load())[name];

/** SPEC §2 menu groups: "Field Services" for the field screens, "Automação" for the automation ones; the shared OS
 * list sits in the RDO group. */
const GROUP = { field: 'grupos.field', automacao: 'grupos.automacao', rdo: 'grupos.rdo' } as const;

/** The team's orders of the page's obra: the crumb before every page of one order. */
export const ORDENS = [{ label: 'os:rotas.lista', to: '/:obra/ordensServico' }];

// Helpers keep the imports in use while the module's pages are added one part at a time.
void lazyIcon;
void page;
void GROUP;

/** SPEC §2 "Field services", "Automation" and "Shared service-order screens". */
export const routes: RouteEntry[] = [];
