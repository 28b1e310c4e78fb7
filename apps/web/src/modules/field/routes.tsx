import { lazy } from 'react';
import { lazyIcon } from '../../routing/lazy-icon';
import type { DashboardCard, OfflineKindEntry, RouteEntry } from '../../routing/route-entry';

const page =
  <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) =>
  async () =>
    (await load())[name];

/** SPEC §2 menu groups: "Field Services" for the field screens, "Automação" for the automation ones; the shared OS
 * list sits in the RDO group. */
/** The field pages' own texts (EAP, daily logs, checklists), loaded with them; the menu's titles are in `comum`. */
const PAGINAS = ['checklist', 'diarioOs', 'eap'];

const GROUP = { field: 'grupos.field', automacao: 'grupos.automacao', rdo: 'grupos.rdo' } as const;

/** The team's orders of the page's obra: the crumb before every page of one order. */
export const ORDENS = [{ label: 'os:rotas.lista', to: '/:obra/ordensServico' }];

const AssignmentIcon = lazyIcon(() => import('@mui/icons-material/AssignmentOutlined'));
const EngineeringIcon = lazyIcon(() => import('@mui/icons-material/Engineering'));
const PrecisionIcon = lazyIcon(() => import('@mui/icons-material/PrecisionManufacturing'));
const AccountTreeIcon = lazyIcon(() => import('@mui/icons-material/AccountTreeOutlined'));

const osList = () => import('./pages/OsListPage');
const ChecklistIcon = lazyIcon(() => import('@mui/icons-material/Checklist'));
const checklistModelos = () => import('./pages/ChecklistModelosPage');

/** SPEC §2 "Field services", "Automation" and "Shared service-order screens". */
export const routes: RouteEntry[] = [
  {
    path: '/:obra/ordensServico',
    title: 'os:rotas.lista',
    icon: AssignmentIcon,
    subject: ['Field', 'Automacao'],
    layout: 'obra',
    needsSite: true,
    menu: true,
    menuGroup: GROUP.rdo,
    namespaces: PAGINAS,
    load: page(osList, 'OsListPage'),
  },
  {
    path: '/:obra/field/ordensServico',
    title: 'os:rotas.listaField',
    icon: EngineeringIcon,
    subject: 'Field',
    layout: 'obra',
    needsSite: true,
    menu: true,
    menuGroup: GROUP.field,
    namespaces: PAGINAS,
    load: page(osList, 'FieldOsListPage'),
  },
  {
    path: '/:obra/automacao/ordensServico',
    title: 'os:rotas.listaAutomacao',
    icon: PrecisionIcon,
    subject: 'Automacao',
    layout: 'obra',
    needsSite: true,
    menu: true,
    menuGroup: GROUP.automacao,
    namespaces: PAGINAS,
    load: page(osList, 'AutomacaoOsListPage'),
  },
  {
    path: '/:obra/ordensServico/:tipo/:idOs',
    breadcrumb: ORDENS,
    title: 'os:rotas.os',
    icon: AssignmentIcon,
    subject: ['Field', 'Automacao'],
    layout: 'obra',
    needsSite: true,
    namespaces: PAGINAS,
    load: page(() => import('./pages/OsPage'), 'OsPage'),
  },
  {
    path: '/:obra/field/config',
    title: 'rotas.eapConfig',
    icon: AccountTreeIcon,
    subject: 'Field',
    action: ['configure', 'create', 'read'],
    layout: 'obra',
    needsSite: true,
    menu: true,
    menuGroup: GROUP.field,
    namespaces: PAGINAS,
    load: page(() => import('./pages/EapConfigPage'), 'FieldEapConfigPage'),
  },
  {
    path: '/:obra/automacao/config',
    title: 'rotas.eapConfig',
    icon: AccountTreeIcon,
    subject: 'Automacao',
    action: ['configure', 'create', 'read'],
    layout: 'obra',
    needsSite: true,
    menu: true,
    menuGroup: GROUP.automacao,
    namespaces: PAGINAS,
    load: page(() => import('./pages/EapConfigPage'), 'AutomacaoEapConfigPage'),
  },
  // The daily logs of one order (diarioOs): recorded on a phone on site, then read with the order.
  {
    path: '/:obra/ordensServico/:tipo/:idOs/diario',
    breadcrumb: ORDENS,
    title: 'rotas.diarioOsNovo',
    subject: ['Field', 'Automacao'],
    action: 'create',
    layout: 'obra',
    needsSite: true,
    namespaces: PAGINAS,
    load: page(() => import('./pages/NovoDiarioOsPage'), 'NovoDiarioOsPage'),
  },
  {
    path: '/:obra/ordensServico/:tipo/:idOs/diario/:idDiario',
    breadcrumb: ORDENS,
    title: 'rotas.diarioOsVer',
    subject: ['Field', 'Automacao'],
    layout: 'obra',
    needsSite: true,
    namespaces: PAGINAS,
    load: page(() => import('./pages/DiarioOsPage'), 'DiarioOsPage'),
  },
  // Checklists (checklist): templates per team, configured per obra; filled for an order on a phone.
  {
    path: '/:obra/field/checklist',
    title: 'rotas.checklistModelosField',
    icon: ChecklistIcon,
    subject: 'Field',
    action: 'configure',
    layout: 'obra',
    needsSite: true,
    menu: true,
    menuGroup: GROUP.field,
    namespaces: PAGINAS,
    load: page(checklistModelos, 'FieldChecklistModelosPage'),
  },
  {
    path: '/:obra/automacao/checklist',
    title: 'rotas.checklistModelosAutomacao',
    icon: ChecklistIcon,
    subject: 'Automacao',
    action: 'configure',
    layout: 'obra',
    needsSite: true,
    menu: true,
    menuGroup: GROUP.automacao,
    namespaces: PAGINAS,
    load: page(checklistModelos, 'AutomacaoChecklistModelosPage'),
  },
  {
    path: '/:obra/checklist/:tipo/preencher',
    breadcrumb: ORDENS,
    title: 'rotas.checklistPreencher',
    subject: ['Field', 'Automacao'],
    layout: 'obra',
    needsSite: true,
    namespaces: PAGINAS,
    load: page(() => import('./pages/PreencherChecklistPage'), 'PreencherChecklistPage'),
  },
];

/** What the module adds to the obra dashboard: its orders by status and the late ones, per team. */
export const dashboardCards: DashboardCard[] = [
  {
    id: 'os-resumo',
    order: 200,
    subject: ['Field', 'Automacao'],
    component: lazy(async () => ({ default: (await import('./components/os/OsResumoCard')).OsResumoCard })),
  },
];

/** What a field user can do with no signal (lib/offline): answer a checklist, record an order's daily log. */
export const offlineKinds: OfflineKindEntry[] = [
  { tipo: 'checklist', load: async () => (await import('./offline/checklist-offline')).checklistOffline },
  { tipo: 'diario_os', load: async () => (await import('./offline/diario-os-offline')).diarioOsOffline },
];
