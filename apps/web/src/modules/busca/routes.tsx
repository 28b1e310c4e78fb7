import { lazy } from 'react';
import type { RouteEntry, TopBarItem } from '../../routing/route-entry';

/** The global search has no page of its own: its results open the records' pages. */
export const routes: RouteEntry[] = [];

/** The search box of the top bar (Ctrl+K), loaded after the page so its code stays out of the first download. */
export const topBarItems: TopBarItem[] = [
  {
    id: 'busca',
    order: 10,
    component: lazy(async () => ({
      default: (await import('./components/BuscaTopBarItem')).BuscaTopBarItem,
    })),
  },
];
