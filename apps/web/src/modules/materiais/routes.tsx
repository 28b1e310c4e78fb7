import { lazyIcon } from '../../routing/lazy-icon';
import type { RouteEntry } from '../../routing/route-entry';

const page =
  <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) =>
  async () =>
    (await load())[name];

/** SPEC §2 menu group of the materials screens. */
const GROUP = 'grupos.materiais';

/** The module's texts, loaded with its pages (the menu's titles are in `comum`). */
const PAGINA = ['materiais'];

/** The obra's lists: the crumb before a new list and one list. */
const LISTAS = [{ label: 'rotas.materiaisLista', to: '/:obra/materiais' }];

const ListAltIcon = lazyIcon(() => import('@mui/icons-material/ListAlt'));
const PlaylistAddIcon = lazyIcon(() => import('@mui/icons-material/PlaylistAdd'));
const TuneIcon = lazyIcon(() => import('@mui/icons-material/Tune'));

/** SPEC §2 "Materials" (subject Materiais), and the page of one list. */
export const routes: RouteEntry[] = [
  {
    // Whoever may create lists sees them too (a quantifier with `materiais_obra` only, as campo@ in the demo).
    path: '/:obra/materiais',
    title: 'rotas.materiaisLista',
    icon: ListAltIcon,
    subject: 'Materiais',
    action: ['read', 'create', 'create_obra', 'create_projeto'],
    layout: 'obra',
    needsSite: true,
    menu: true,
    menuGroup: GROUP,
    namespaces: PAGINA,
    load: page(() => import('./pages/ListasPage'), 'ListasPage'),
  },
  {
    path: '/:obra/materiais/novo',
    breadcrumb: LISTAS,
    title: 'rotas.materiaisNova',
    icon: PlaylistAddIcon,
    subject: 'Materiais',
    action: ['create', 'create_obra', 'create_projeto'],
    layout: 'obra',
    needsSite: true,
    // Reached from the obra's lists ("Nova lista"): a list is configured now and then, not every day as an RDO.
    namespaces: PAGINA,
    load: page(() => import('./pages/NovaListaPage'), 'NovaListaPage'),
  },
  {
    // No subject: the people a list names read it without the `materiais` role, and the guard can only test rules
    // on the obra, not on the list; the API answers 404 for a list the person may not read, and the page says so.
    path: '/:obra/materiais/:lista',
    breadcrumb: LISTAS,
    title: 'rotas.materiaisLista',
    icon: ListAltIcon,
    layout: 'obra',
    needsSite: true,
    namespaces: PAGINA,
    load: page(() => import('./pages/ListaPage'), 'ListaPage'),
  },
  {
    // SPEC "needs site", but templates belong to no obra (the API's /materiais/templates has none) and a page
    // without :obra that needs one could never open: the general layout, checked without an obra.
    path: '/materiais/template',
    title: 'rotas.materiaisTemplates',
    icon: TuneIcon,
    subject: 'Materiais',
    action: 'manage',
    layout: 'geral',
    menu: true,
    menuGroup: GROUP,
    namespaces: PAGINA,
    load: page(() => import('./pages/TemplatesPage'), 'TemplatesPage'),
  },
];
