import { lazy } from 'react';
import { lazyIcon } from '../../routing/lazy-icon';
import type { DashboardCard, OfflineKindEntry, RouteEntry } from '../../routing/route-entry';

const AddTaskIcon = lazyIcon(() => import('@mui/icons-material/AddTask'));
const ArticleIcon = lazyIcon(() => import('@mui/icons-material/Article'));
const EditNoteIcon = lazyIcon(() => import('@mui/icons-material/EditNote'));
const EventNoteIcon = lazyIcon(() => import('@mui/icons-material/EventNote'));
const SettingsIcon = lazyIcon(() => import('@mui/icons-material/Settings'));
const UpdateIcon = lazyIcon(() => import('@mui/icons-material/Update'));
const VisibilityIcon = lazyIcon(() => import('@mui/icons-material/Visibility'));

const page =
  <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) =>
  async () =>
    (await load())[name];

const GROUP = 'grupos.rdo';

/** The report form's and the plan's texts, loaded with the pages that show them (the list and the cards need none). */
const EDICAO = ['rdoEdicao'];

/** Diários, filtered on the page's obra: the crumb before every RDO page of an obra or of one report. */
const DIARIOS = [{ label: 'rdo:rotas.diarios', to: '/diarios?obra=:obra' }];

/** SPEC §2 "Daily reports (RDO)": the list, the report (view, edit, update), new, configuration, planned dates. */
export const routes: RouteEntry[] = [
  {
    path: '/diarios',
    title: 'rdo:rotas.diarios',
    icon: ArticleIcon,
    subject: 'RDO',
    layout: 'geral',
    menu: true,
    menuGroup: GROUP,
    load: page(() => import('./pages/RdoListPage'), 'RdoListPage'),
  },
  {
    path: '/:obra/diarios/novo',
    breadcrumb: DIARIOS,
    title: 'rdo:rotas.novo',
    icon: AddTaskIcon,
    subject: 'RDO',
    action: 'create',
    layout: 'obra',
    needsSite: true,
    menu: true,
    menuGroup: GROUP,
    namespaces: EDICAO,
    load: page(() => import('./pages/NovoRdoPage'), 'NovoRdoPage'),
  },
  {
    path: '/:obra/diarios/configurar',
    breadcrumb: DIARIOS,
    title: 'rdo:rotas.configurar',
    icon: SettingsIcon,
    subject: 'RDO',
    action: 'configure',
    layout: 'obra',
    needsSite: true,
    menu: true,
    menuGroup: GROUP,
    namespaces: EDICAO,
    load: page(() => import('./pages/ConfigurarRdoPage'), 'ConfigurarRdoPage'),
  },
  {
    path: '/:obra/diarios/datas',
    breadcrumb: DIARIOS,
    title: 'rdo:rotas.datas',
    icon: EventNoteIcon,
    subject: 'RDO',
    action: ['plannedDates', 'read'],
    layout: 'obra',
    needsSite: true,
    menu: true,
    menuGroup: GROUP,
    namespaces: EDICAO,
    load: page(() => import('./pages/DatasPlanejadasPage'), 'DatasPlanejadasPage'),
  },
  {
    path: '/diarios/:diario',
    breadcrumb: DIARIOS,
    title: 'rdo:rotas.visualizar',
    icon: VisibilityIcon,
    subject: 'RDO',
    layout: 'geral',
    namespaces: EDICAO,
    load: page(() => import('./pages/RdoViewPage'), 'RdoViewPage'),
  },
  {
    path: '/diarios/:diario/editar',
    breadcrumb: DIARIOS,
    title: 'rdo:rotas.editar',
    icon: EditNoteIcon,
    subject: 'RDO',
    action: 'update',
    layout: 'geral',
    namespaces: EDICAO,
    load: page(() => import('./pages/EditarRdoPage'), 'EditarRdoPage'),
  },
  {
    path: '/diarios/:diario/atualizar',
    breadcrumb: DIARIOS,
    title: 'rdo:rotas.atualizar',
    icon: UpdateIcon,
    subject: 'RDO',
    action: 'update',
    layout: 'geral',
    // The same screen as the view, with the correction form open (SPEC §2).
    namespaces: EDICAO,
    load: page(() => import('./pages/RdoViewPage'), 'RdoViewPage'),
  },
];

/** What the RDO module adds to the obra dashboard: the S-curve with today's gap and the open delay warnings. */
export const dashboardCards: DashboardCard[] = [
  {
    id: 'rdo-curva-s',
    order: 100,
    subject: 'RDO',
    action: ['read', 'plannedDates'],
    // The charts library stays out of the dashboard's first download: the card loads on its own.
    component: lazy(async () => ({ default: (await import('./components/CurvaSCard')).CurvaSCard })),
  },
];

/** An RDO made with no signal waits on the device and is sent when the connection returns (issue 24). */
export const offlineKinds: OfflineKindEntry[] = [
  { tipo: 'rdo', load: async () => (await import('./offline/rdo-offline')).rdoOffline },
];
