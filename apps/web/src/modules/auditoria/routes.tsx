import { lazyIcon } from '../../routing/lazy-icon';
import type { RouteEntry } from '../../routing/route-entry';

const ManageSearchIcon = lazyIcon(() => import('@mui/icons-material/ManageSearch'));

/** The administrators' audit page (issue 12 "History"); a record's history is a component its page draws. */
export const routes: RouteEntry[] = [
  {
    path: '/auditoria',
    title: 'auditoria:rotas.auditoria',
    icon: ManageSearchIcon,
    subject: 'Auditoria',
    action: 'read',
    layout: 'geral',
    menu: true,
    menuGroup: 'grupos.administracao',
    load: async () => (await import('./pages/AuditoriaPage')).AuditoriaPage,
  },
];
