import { lazyIcon } from '../../routing/lazy-icon';
import type { RouteEntry } from '../../routing/route-entry';

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

const REGISTRO_OBRA = [{ label: 'rotas.creObra', to: '/obras/:obra/cre' }];
const REGISTRO_FABRICACAO = [{ label: 'rotas.projetosFabricacao', to: '/fabricacao/:obra/projetos' }];

// Two downloads: the registers (with their dialogs: new document, GRD, settings) and a document's page (revisions,
// review, comments). One import per page would grow the route table every page downloads first.
const registros = () => import('./pages/registros');
const documento = () => import('./pages/documento');

// Icons the other menus already use: a new one would grow the icons every page loads.
const RegistroIcon = lazyIcon(() => import('@mui/icons-material/ListAlt'));
const GeralIcon = lazyIcon(() => import('@mui/icons-material/ManageSearch'));
const MecanicaIcon = lazyIcon(() => import('@mui/icons-material/PrecisionManufacturing'));
const EletricaIcon = lazyIcon(() => import('@mui/icons-material/Policy'));

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
