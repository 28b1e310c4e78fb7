import { lazyIcon } from '../../routing/lazy-icon';
import type { RouteEntry } from '../../routing/route-entry';

const page =
  <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) =>
  async () =>
    (await load())[name];

/** The module's texts, loaded with its pages (the menu's titles are in `comum`). */
const PAGINA = ['biblioteca'];

// Icons other screens already draw (the home page's documents card, the EAP menu): the menus add none of their own.
const FolderSpecialIcon = lazyIcon(() => import('@mui/icons-material/FolderSpecial'));
const AccountTreeIcon = lazyIcon(() => import('@mui/icons-material/AccountTreeOutlined'));

// One download for the obra's and the general library (the same navigator), one for the template editor.
const biblioteca = () => import('./pages/BibliotecaPage');

/**
 * Issue 19, SPEC §2: each obra's library (`/obras/:obra/biblioteca`), the general one (`/biblioteca`) and the folder
 * template new obras' libraries start from (`/obra/documentacao`). The open folder is in the address (`?pasta=`).
 */
export const routes: RouteEntry[] = [
  {
    path: '/obras/:obra/biblioteca',
    title: 'rotas.biblioteca',
    icon: FolderSpecialIcon,
    // SPEC "biblioteca: site library (BIBLIOTECA, read)". No subject here on purpose: the guard checks a route of an
    // obra against a BIBLIOTECA record made of the obra's facts, which has no lists, so a client named only on some
    // folders' lists would get /403. Reaching the obra is still checked (clients: their obras), and the API opens
    // the library at the folders the person's lists name (a 404 for another obra's).
    layout: 'obra',
    needsSite: true,
    menu: true,
    menuGroup: 'grupos.obra',
    // After the obra's own pages (its dashboard first).
    menuOrder: 1,
    namespaces: PAGINA,
    load: page(biblioteca, 'BibliotecaObraPage'),
  },
  {
    path: '/biblioteca',
    title: 'rotas.bibliotecaGeral',
    icon: FolderSpecialIcon,
    subject: 'BIBLIOTECA',
    layout: 'geral',
    menu: true,
    menuGroup: 'grupos.documentos',
    // After the pages the other modules put first (a partner firm's lawyer starts at the first of their menu).
    menuOrder: 1,
    namespaces: PAGINA,
    load: page(biblioteca, 'BibliotecaGeralPage'),
  },
  {
    path: '/obra/documentacao',
    title: 'rotas.documentacao',
    icon: AccountTreeIcon,
    subject: 'Obra',
    action: 'configure',
    layout: 'geral',
    menu: true,
    menuGroup: 'grupos.administracao',
    // After the pages the other modules put first (a partner firm's lawyer starts at the first of their menu).
    menuOrder: 1,
    namespaces: PAGINA,
    load: page(() => import('./pages/DocumentacaoPage'), 'DocumentacaoPage'),
  },
];
