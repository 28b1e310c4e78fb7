import { withAppServices } from '../../app/with-app-services';
import { lazyIcon } from '../../routing/lazy-icon';
import type { RouteEntry } from '../../routing/route-entry';

const page =
  <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) =>
  async () =>
    (await load())[name];

/** The committee's pages have a menu group of their own. */
const GROUP = 'grupos.etica';

/** The module's texts, loaded with its pages (the menu's titles are in `comum`). */
const PAGINA = ['etica'];

const ReportIcon = lazyIcon(() => import('@mui/icons-material/ReportProblem'));

/**
 * Issue 23, the ethics channel. Anyone reports and follows a report without signing in (`/canal-etica`,
 * `/canal-etica/acompanhar`: public pages with the MUI theme, their mutations and toasts with AppServices); only the
 * ethics committee (DenunciaEtica, which no global role reaches) reads the reports (`/etica`, `/etica/:relato`).
 */
export const routes: RouteEntry[] = [
  {
    path: '/canal-etica',
    title: 'rotas.canalEtica',
    layout: 'publico',
    public: true,
    namespaces: PAGINA,
    load: async () => withAppServices((await import('./pages/CanalEticaPage')).CanalEticaPage),
  },
  {
    path: '/canal-etica/acompanhar',
    title: 'rotas.canalEticaAcompanhar',
    layout: 'publico',
    public: true,
    namespaces: PAGINA,
    load: async () => withAppServices((await import('./pages/AcompanharRelatoPage')).AcompanharRelatoPage),
  },
  {
    path: '/etica',
    title: 'rotas.etica',
    icon: ReportIcon,
    subject: 'DenunciaEtica',
    layout: 'geral',
    menu: true,
    menuGroup: GROUP,
    namespaces: PAGINA,
    load: page(() => import('./pages/RelatosPage'), 'RelatosPage'),
  },
  {
    path: '/etica/:relato',
    breadcrumb: [{ label: 'rotas.etica', to: '/etica' }],
    title: 'rotas.relatoEtica',
    icon: ReportIcon,
    subject: 'DenunciaEtica',
    layout: 'geral',
    namespaces: PAGINA,
    load: page(() => import('./pages/RelatoPage'), 'RelatoPage'),
  },
];
