import DashboardIcon from '@mui/icons-material/Dashboard';
import HomeWorkIcon from '@mui/icons-material/HomeWork';
import type { RouteEntry } from '../../routing/route-entry';
import './obras.queries';

/** The obras: Início, and each obra's dashboard (site and factory layout roots). */
export const routes: RouteEntry[] = [
  {
    path: '/obras',
    title: 'rotas.inicio',
    icon: HomeWorkIcon,
    layout: 'aberto',
    load: async () => (await import('./pages/InicioPage')).InicioPage,
  },
  {
    path: '/obras/:obra',
    title: 'rotas.dashboard',
    icon: DashboardIcon,
    layout: 'obra',
    needsSite: true,
    menu: true,
    menuGroup: 'grupos.obra',
    load: async () => (await import('./pages/ObraDashboardPage')).ObraDashboardPage,
  },
  {
    path: '/fabricacao/:obra',
    title: 'rotas.dashboard',
    icon: DashboardIcon,
    layout: 'fabrica',
    needsSite: true,
    menu: true,
    menuGroup: 'grupos.obra',
    load: async () => (await import('./pages/ObraDashboardPage')).ObraDashboardPage,
  },
];
