import { lazy } from 'react';
import { lazyIcon } from '../../routing/lazy-icon';
import type { RouteEntry, TopBarItem } from '../../routing/route-entry';

const CloudUploadIcon = lazyIcon(() => import('@mui/icons-material/CloudUploadOutlined'));

/** What was made with no signal and waits on this device: every signed-in person has it (no subject). */
export const routes: RouteEntry[] = [
  {
    path: '/envios',
    title: 'envios:rotas.lista',
    icon: CloudUploadIcon,
    layout: 'geral',
    load: async () => (await import('./pages/EnviosPage')).EnviosPage,
  },
];

/** The connection light with the number of waiting records, first in the top bar. */
export const topBarItems: TopBarItem[] = [
  {
    id: 'envios',
    order: 5,
    component: lazy(async () => ({
      default: (await import('./components/EnviosTopBarItem')).EnviosTopBarItem,
    })),
  },
];
