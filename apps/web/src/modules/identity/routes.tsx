import { withAppServices } from '../../app/with-app-services';
import type { RouteEntry } from '../../routing/route-entry';

/** The sign-in pages (SPEC §2 public routes). */
export const routes: RouteEntry[] = [
  {
    path: '/login',
    title: 'rotas.login',
    layout: 'publico',
    public: true,
    plain: true,
    load: async () => (await import('./pages/LoginPage')).LoginPage,
  },
  {
    path: '/primeiroLogin',
    title: 'rotas.primeiroLogin',
    layout: 'publico',
    public: true,
    // The invitation's password step uses mutations: the page loads with AppServices.
    load: async () => withAppServices((await import('./pages/FirstLoginPage')).FirstLoginPage),
  },
  {
    path: '/acessoFederado',
    title: 'rotas.acessoFederado',
    layout: 'publico',
    public: true,
    load: async () => (await import('./pages/FederatedSignInPage')).FederatedSignInPage,
  },
];
