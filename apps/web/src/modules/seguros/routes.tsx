import { lazy } from 'react';
import { lazyIcon } from '../../routing/lazy-icon';
import type { DashboardCard, RouteEntry } from '../../routing/route-entry';

const page =
  <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) =>
  async () =>
    (await load())[name];

/** SPEC §2: both policy pages belong to the insurance menu group. */
const GROUP = 'grupos.seguros';

/** The module's texts, loaded with its pages (the menu's titles are in `comum`). */
const PAGINA = ['seguros', 'segurosAlertas'];
const POLICIES = ['SEGUROS', 'SEGUROS_PLENO'] as const;

const SecurityIcon = lazyIcon(() => import('@mui/icons-material/Security'));
const VerifiedUserIcon = lazyIcon(() => import('@mui/icons-material/VerifiedUser'));
const PolicyIcon = lazyIcon(() => import('@mui/icons-material/Policy'));

/**
 * SPEC §2 "/seguros: Risco de Engenharia (SEGUROS, needs site)" and "/seguros/perfeito: Pleno funcionamento
 * (SEGUROS_PLENO, needs site)": a page that needs a site carries its `:obra` (docs/decisions.md), so they live at
 * `/:obra/seguros` and `/:obra/seguros/perfeito`. `/seguros` is every obra's policies for the insurance staff.
 */
export const routes: RouteEntry[] = [
  {
    path: '/:obra/seguros',
    title: 'rotas.segurosRisco',
    icon: SecurityIcon,
    subject: 'SEGUROS',
    layout: 'obra',
    needsSite: true,
    menu: true,
    menuGroup: GROUP,
    namespaces: PAGINA,
    load: page(() => import('./pages/ApolicesObraPage'), 'RiscoEngenhariaPage'),
  },
  {
    path: '/:obra/seguros/perfeito',
    title: 'rotas.segurosPleno',
    icon: VerifiedUserIcon,
    subject: 'SEGUROS_PLENO',
    layout: 'obra',
    needsSite: true,
    menu: true,
    menuGroup: GROUP,
    namespaces: PAGINA,
    load: page(() => import('./pages/ApolicesObraPage'), 'PlenoFuncionamentoPage'),
  },
  {
    path: '/:obra/seguros/apolice/:apolice',
    title: 'rotas.segurosApolice',
    icon: PolicyIcon,
    subject: [...POLICIES],
    layout: 'obra',
    needsSite: true,
    namespaces: PAGINA,
    load: page(() => import('./pages/ApolicePage'), 'ApolicePage'),
  },
  {
    path: '/seguros',
    title: 'rotas.segurosTodos',
    icon: PolicyIcon,
    subject: [...POLICIES],
    layout: 'geral',
    menu: true,
    menuGroup: GROUP,
    namespaces: PAGINA,
    load: page(() => import('./pages/ApolicesPage'), 'ApolicesPage'),
  },
];

/** The obra's insurance warnings (cover ending before the obra or within 30 days), for whoever reads its policies. */
export const dashboardCards: DashboardCard[] = [
  {
    id: 'seguros-alertas',
    order: 50,
    subject: [...POLICIES],
    component: lazy(async () => ({
      default: (await import('./components/SegurosAlertasCard')).SegurosAlertasCard,
    })),
  },
];
