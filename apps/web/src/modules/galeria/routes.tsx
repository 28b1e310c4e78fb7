import { lazyIcon } from '../../routing/lazy-icon';
import type { RouteEntry } from '../../routing/route-entry';

// Already drawn by the RDO cards and the photo pickers: the menu adds no icon of its own.
const PhotoLibraryIcon = lazyIcon(() => import('@mui/icons-material/PhotoLibrary'));

/**
 * SPEC §2 "galeria: gallery (Obra, read)" (issue 19): every photo of the obra that the user may see (RDOs, daily
 * logs of service orders, checklists, the library's pictures), by date.
 */
export const routes: RouteEntry[] = [
  {
    path: '/obras/:obra/galeria',
    title: 'rotas.galeria',
    icon: PhotoLibraryIcon,
    subject: 'Obra',
    action: 'read',
    layout: 'obra',
    needsSite: true,
    menu: true,
    menuGroup: 'grupos.obra',
    // After the obra's own pages (its dashboard first).
    menuOrder: 1,
    namespaces: ['galeria'],
    load: async () => (await import('./pages/GaleriaPage')).GaleriaPage,
  },
];
