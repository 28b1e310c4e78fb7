import { lazy } from 'react';
import type { ListExportButton, RouteEntry, TopBarItem } from '../../routing/route-entry';

/** Exports have no page of their own: a button on every list, and their menu in the top bar. */
export const routes: RouteEntry[] = [];

/** The menu of exports, with their progress, in the top bar of every signed-in page. */
export const topBarItems: TopBarItem[] = [
  {
    id: 'exportacoes',
    order: 30,
    component: lazy(async () => ({
      default: (await import('./components/ExportacoesMenu')).ExportacoesMenu,
    })),
  },
];

/** "Exportar Excel" on every list page (ListPage `exportar`). */
export const listExportButton: ListExportButton = lazy(async () => ({
  default: (await import('./components/ExportButton')).ExportButton,
}));
