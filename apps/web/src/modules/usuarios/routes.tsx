import { lazyIcon } from '../../routing/lazy-icon';
import type { RouteEntry } from '../../routing/route-entry';

const AdminPanelSettingsIcon = lazyIcon(() => import('@mui/icons-material/AdminPanelSettings'));
const PersonIcon = lazyIcon(() => import('@mui/icons-material/Person'));

/** Profiles and user administration (SPEC §2 general layout; SPEC §6 "Permissions page"). */
export const routes: RouteEntry[] = [
  {
    path: '/usuarios/:user?',
    title: 'rotas.perfil',
    icon: PersonIcon,
    subject: 'PERFIL',
    layout: 'geral',
    menu: true,
    menuGroup: 'grupos.geral',
    load: async () => (await import('./pages/ProfilePage')).ProfilePage,
  },
  {
    path: '/permissoes',
    title: 'rotas.permissoes',
    icon: AdminPanelSettingsIcon,
    subject: 'Permissoes',
    layout: 'geral',
    menu: true,
    menuGroup: 'grupos.administracao',
    load: async () => (await import('./pages/UsuariosAdminPage')).UsuariosAdminPage,
  },
];
