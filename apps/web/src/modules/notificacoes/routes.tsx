import { lazy } from 'react';
import { lazyIcon } from '../../routing/lazy-icon';
import type { ProfileCard, RouteEntry, TopBarItem } from '../../routing/route-entry';

const NotificationsIcon = lazyIcon(() => import('@mui/icons-material/Notifications'));

/** The user's notifications: every signed-in person has them (no subject), reached from the bell. */
export const routes: RouteEntry[] = [
  {
    path: '/notificacoes',
    title: 'notificacoes:rotas.lista',
    icon: NotificationsIcon,
    layout: 'geral',
    load: async () => (await import('./pages/NotificacoesPage')).NotificacoesPage,
  },
];

/** The bell, with the unread count, in the top bar of every signed-in page. */
export const topBarItems: TopBarItem[] = [
  {
    id: 'notificacoes',
    order: 40,
    component: lazy(async () => ({
      default: (await import('./components/NotificacoesSino')).NotificacoesSino,
    })),
  },
];

/** How the user receives each kind of notification, on their own profile. */
export const profileCards: ProfileCard[] = [
  {
    id: 'notificacoes',
    order: 10,
    component: lazy(async () => ({
      default: (await import('./components/NotificacoesPreferenciasCard')).NotificacoesPreferenciasCard,
    })),
  },
];
