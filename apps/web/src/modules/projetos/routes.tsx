import { lazy } from 'react';
import { lazyIcon } from '../../routing/lazy-icon';
import type { DashboardCard, RouteEntry } from '../../routing/route-entry';

const page =
  <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) =>
  async () =>
    (await load())[name];

/** SPEC §2 "CRE (subject PROJETO, group CRE)"; factory projects are PROJETO_FABRICA in the factory's group. */
const GROUP = 'grupos.cre';
const GROUP_FABRICA = 'grupos.fabricacao';
const CRE = 'PROJETO';
const FABRICA = 'PROJETO_FABRICA';

/** The module's texts, loaded with its pages (the menu's titles are in `comum`). */
const PAGINA = ['projetos'];
const PAINEL = ['projetosPainel'];

const REGISTRO_OBRA = [{ label: 'rotas.creObra', to: '/obras/:obra/cre' }];
const REGISTRO_FABRICACAO = [{ label: 'rotas.projetosFabricacao', to: '/fabricacao/:obra/projetos' }];

// Two downloads: the registers (with their dialogs: new document, GRD, settings) and a document's page (revisions,
// review, comments). One import per page would grow the route table every page downloads first.
const registros = () => import('./pages/registros');
const documento = () => import('./pages/documento');
// The boards (site and general, all categories or one) in their own download: MUI X charts come with them only.
const paineis = () => import('./pages/ProjetosPainelPage');

// Icons the other menus already use: a new one would grow the icons every page loads.
const RegistroIcon = lazyIcon(() => import('@mui/icons-material/ListAlt'));
const GeralIcon = lazyIcon(() => import('@mui/icons-material/ManageSearch'));
const MecanicaIcon = lazyIcon(() => import('@mui/icons-material/PrecisionManufacturing'));
const EletricaIcon = lazyIcon(() => import('@mui/icons-material/Policy'));
const PainelIcon = lazyIcon(() => import('@mui/icons-material/Dashboard'));
const AsBuiltIcon = lazyIcon(() => import('@mui/icons-material/Engineering'));
const ExecutivoIcon = lazyIcon(() => import('@mui/icons-material/Description'));
const ReferenciaIcon = lazyIcon(() => import('@mui/icons-material/FolderSpecial'));
const REGISTRO_GERAL = [{ label: 'rotas.creGeral', to: '/cre' }];

/**
 * Issue 15. Site layout: the obra's document register `/obras/:obra/cre` and a document `/obras/:obra/cre/:projeto`
 * (the static segments Dashboard, AsBuilt, Executivo and Referencia rank before `:projeto`). General layout: `/cre`,
 * every obra's documents the user may read; `/projetos-fabrica` (and its Mecanica / Eletrica), every fabrication's
 * projects. Factory layout: a fabrication's projects `/fabricacao/:obra/projetos` (and its categories), a project
 * `/fabricacao/:obra/projetos/:projeto`.
 */
export const routes: RouteEntry[] = [
  {
    path: '/obras/:obra/cre',
    title: 'rotas.creObra',
    icon: RegistroIcon,
    subject: CRE,
    layout: 'obra',
    needsSite: true,
    menu: true,
    menuGroup: GROUP,
    namespaces: PAGINA,
    load: page(registros, 'CreObraPage'),
  },
  {
    path: '/obras/:obra/cre/:projeto',
    breadcrumb: REGISTRO_OBRA,
    title: 'rotas.projeto',
    subject: CRE,
    layout: 'obra',
    needsSite: true,
    namespaces: PAGINA,
    load: page(documento, 'ProjetoPage'),
  },
  // The site's boards (SPEC §2 "Within a site": cre/Dashboard and the category views need readInterno).
  ...(
    [
      ['Dashboard', 'rotas.creDashboard', PainelIcon, 'CrePainelPage'],
      ['AsBuilt', 'rotas.creAsBuilt', AsBuiltIcon, 'CreAsBuiltPage'],
      ['Executivo', 'rotas.creExecutivo', ExecutivoIcon, 'CreExecutivoPage'],
      ['Referencia', 'rotas.creReferencia', ReferenciaIcon, 'CreReferenciaPage'],
    ] as const
  ).map(([segmento, title, icon, nome]): RouteEntry => ({
    path: `/obras/:obra/cre/${segmento}`,
    breadcrumb: REGISTRO_OBRA,
    title,
    icon,
    subject: CRE,
    action: 'readInterno',
    layout: 'obra',
    needsSite: true,
    menu: true,
    menuGroup: GROUP,
    namespaces: PAINEL,
    load: page(paineis, nome),
  })),
  {
    path: '/cre',
    title: 'rotas.creGeral',
    icon: GeralIcon,
    subject: CRE,
    layout: 'geral',
    menu: true,
    menuGroup: GROUP,
    namespaces: PAGINA,
    load: page(registros, 'CreGeralPage'),
  },
  // The general boards (SPEC §2 "CRE"): the dashboard is admin_projetos', Referência needs readInterno.
  ...(
    [
      ['Dashboard', 'rotas.creDashboard', PainelIcon, 'CrePainelPage', 'admin_projetos'],
      ['AsBuilt', 'rotas.creAsBuilt', AsBuiltIcon, 'CreAsBuiltPage', 'read'],
      ['Executivo', 'rotas.creExecutivo', ExecutivoIcon, 'CreExecutivoPage', 'read'],
      ['Referencia', 'rotas.creReferencia', ReferenciaIcon, 'CreReferenciaPage', 'readInterno'],
    ] as const
  ).map(([segmento, title, icon, nome, action]): RouteEntry => ({
    path: `/cre/${segmento}`,
    breadcrumb: REGISTRO_GERAL,
    title,
    icon,
    subject: CRE,
    action,
    layout: 'geral',
    menu: true,
    menuGroup: GROUP,
    namespaces: PAINEL,
    load: page(paineis, nome),
  })),
  {
    path: '/fabricacao/:obra/projetos',
    title: 'rotas.projetosFabricacao',
    icon: RegistroIcon,
    subject: FABRICA,
    layout: 'fabrica',
    needsSite: true,
    menu: true,
    menuGroup: GROUP_FABRICA,
    namespaces: PAGINA,
    load: page(registros, 'ProjetosFabricacaoPage'),
  },
  {
    path: '/fabricacao/:obra/projetos/Mecanica',
    breadcrumb: REGISTRO_FABRICACAO,
    title: 'rotas.projetosFabricacaoMecanica',
    icon: MecanicaIcon,
    subject: FABRICA,
    layout: 'fabrica',
    needsSite: true,
    menu: true,
    menuGroup: GROUP_FABRICA,
    namespaces: PAGINA,
    load: page(registros, 'ProjetosFabricacaoMecanicaPage'),
  },
  {
    path: '/fabricacao/:obra/projetos/Eletrica',
    breadcrumb: REGISTRO_FABRICACAO,
    title: 'rotas.projetosFabricacaoEletrica',
    icon: EletricaIcon,
    subject: FABRICA,
    layout: 'fabrica',
    needsSite: true,
    menu: true,
    menuGroup: GROUP_FABRICA,
    namespaces: PAGINA,
    load: page(registros, 'ProjetosFabricacaoEletricaPage'),
  },
  {
    path: '/fabricacao/:obra/projetos/:projeto',
    breadcrumb: REGISTRO_FABRICACAO,
    title: 'rotas.projetoFabrica',
    subject: FABRICA,
    layout: 'fabrica',
    needsSite: true,
    namespaces: PAGINA,
    load: page(documento, 'ProjetoFabricaPage'),
  },
  {
    path: '/projetos-fabrica',
    title: 'rotas.projetosFabrica',
    icon: RegistroIcon,
    subject: FABRICA,
    layout: 'geral',
    menu: true,
    menuGroup: GROUP_FABRICA,
    namespaces: PAGINA,
    load: page(registros, 'ProjetosFabricaPage'),
  },
  {
    path: '/projetos-fabrica/Mecanica',
    title: 'rotas.projetosFabricaMecanica',
    icon: MecanicaIcon,
    subject: FABRICA,
    layout: 'geral',
    menu: true,
    menuGroup: GROUP_FABRICA,
    namespaces: PAGINA,
    load: page(registros, 'ProjetosFabricaMecanicaPage'),
  },
  {
    path: '/projetos-fabrica/Eletrica',
    title: 'rotas.projetosFabricaEletrica',
    icon: EletricaIcon,
    subject: FABRICA,
    layout: 'geral',
    menu: true,
    menuGroup: GROUP_FABRICA,
    namespaces: PAGINA,
    load: page(registros, 'ProjetosFabricaEletricaPage'),
  },
];

/**
 * The obra dashboard's engineering documents (pending approval, overdue), for whoever may open the site's board; the
 * card loads on its own, so the dashboard's first download does not grow.
 */
export const dashboardCards: DashboardCard[] = [
  {
    id: 'cre-documentos',
    order: 60,
    subject: CRE,
    action: 'readInterno',
    component: lazy(async () => ({
      default: (await import('./components/painel/CreObraCard')).CreObraCard,
    })),
  },
];
