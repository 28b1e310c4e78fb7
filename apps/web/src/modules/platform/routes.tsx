import { lazyIcon } from '../../routing/lazy-icon';
import { withAppServices } from '../../app/with-app-services';
import type { RouteEntry } from '../../routing/route-entry';

const NewReleasesIcon = lazyIcon(() => import('@mui/icons-material/NewReleases'));

/** The public pages, the error pages and the release notes (SPEC §2). */
export const routes: RouteEntry[] = [
  {
    path: '/',
    title: 'rotas.home',
    layout: 'publico',
    public: true,
    load: async () => (await import('./pages/HomePage')).HomePage,
  },
  {
    path: '/404',
    title: 'rotas.404',
    layout: 'publico',
    public: true,
    load: async () => (await import('./pages/NotFoundPage')).NotFoundPage,
  },
  {
    path: '/403',
    title: 'rotas.403',
    layout: 'publico',
    public: true,
    load: async () => (await import('./pages/ForbiddenPage')).ForbiddenPage,
  },
  {
    path: '/ObraInacessivel',
    title: 'rotas.obraInacessivel',
    layout: 'publico',
    public: true,
    load: async () => (await import('./pages/SiteUnreachablePage')).SiteUnreachablePage,
  },
  {
    path: '/manutencao',
    title: 'rotas.manutencao',
    layout: 'publico',
    public: true,
    load: async () => (await import('./pages/MaintenancePage')).MaintenancePage,
  },
  {
    path: '/teste',
    title: 'rotas.teste',
    layout: 'aberto',
    public: true,
    load: async () => (await import('./pages/DiagnosticsPage')).DiagnosticsPage,
  },
  {
    path: '/versoesSistema',
    title: 'rotas.versoes',
    icon: NewReleasesIcon,
    layout: 'aberto',
    load: async () => (await import('./pages/ReleaseNotesPage')).ReleaseNotesPage,
  },
  {
    path: '/dev/mailbox',
    title: 'rotas.caixaEmail',
    layout: 'publico',
    public: true,
    load: async () => withAppServices((await import('./pages/DevMailboxPage')).DevMailboxPage),
  },
];
