import { lazyIcon } from '../../routing/lazy-icon';
import type { RouteEntry } from '../../routing/route-entry';

const page =
  <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) =>
  async () =>
    (await load())[name];

/** SPEC §2 "General layout for manufacturing": subject Fabricacao, menu group Fabricação. */
const GROUP = 'grupos.fabricacao';
const SUBJECT = 'Fabricacao';

/** The module's texts, loaded with its pages (the menu's titles are in `comum`). */
const PAGINA = ['fabricacao'];

/** Every fabrication: the crumb before the new one. */
const TODAS = [{ label: 'rotas.fabricacoes', to: '/fabricacao' }];

// Three downloads: the list and the new fabrication; the three dashboards (with the charts); the planning pages
// (items and operations, the board, the configuration). One import per page would grow the route table every page
// downloads first (the obra dashboard is at its budget).
const lista = () => import('./pages/lista');
const paineis = () => import('./pages/paineis');
const planejamento = () => import('./pages/planejamento');

// Icons the other menus already use: a new one would grow the icons every page loads.
const FabricacoesIcon = lazyIcon(() => import('@mui/icons-material/PrecisionManufacturing'));
const NovaIcon = lazyIcon(() => import('@mui/icons-material/AddBusiness'));
const PainelIcon = lazyIcon(() => import('@mui/icons-material/Dashboard'));
const ItensIcon = lazyIcon(() => import('@mui/icons-material/ListAlt'));
const EditarIcon = lazyIcon(() => import('@mui/icons-material/Edit'));
const PlanejamentoIcon = lazyIcon(() => import('@mui/icons-material/EventNote'));
const ConfiguracaoIcon = lazyIcon(() => import('@mui/icons-material/Tune'));

/**
 * Issue 20. General layout: `/fabricacao` (every fabrication the user may read), `/fabricacao/nova`, the factory's
 * dashboard `/fabrica/Dashboard`, its planning board by work centre and week `/fabrica/planejamento` and its
 * configuration (operation kinds, work centres: `admin_fabricacao`). Factory layout: a fabrication's manufacturing
 * dashboard `/fabricacao/:obra` and its items and operations `/fabricacao/:obra/itens` (its data and people are the
 * obras module's pages, in apps/web/src/modules/obras/routes.tsx). Site layout: the fabrications whose equipment
 * goes to this site, `/:obra/fabricacao/Dashboard`.
 */
export const routes: RouteEntry[] = [
  {
    path: '/fabricacao',
    title: 'rotas.fabricacoes',
    icon: FabricacoesIcon,
    subject: SUBJECT,
    layout: 'geral',
    menu: true,
    menuGroup: GROUP,
    namespaces: PAGINA,
    load: page(lista, 'FabricacoesPage'),
  },
  {
    path: '/fabricacao/nova',
    breadcrumb: TODAS,
    title: 'rotas.novaFabricacao',
    icon: NovaIcon,
    subject: SUBJECT,
    action: 'create',
    layout: 'geral',
    menu: true,
    menuGroup: GROUP,
    namespaces: PAGINA,
    load: page(lista, 'NovaFabricacaoPage'),
  },
  {
    path: '/fabrica/Dashboard',
    title: 'rotas.painelFabrica',
    icon: PainelIcon,
    subject: SUBJECT,
    layout: 'geral',
    menu: true,
    menuGroup: GROUP,
    namespaces: PAGINA,
    load: page(paineis, 'PainelFabricaPage'),
  },
  {
    path: '/fabrica/planejamento',
    title: 'rotas.planejamentoFabrica',
    icon: PlanejamentoIcon,
    subject: SUBJECT,
    layout: 'geral',
    menu: true,
    menuGroup: GROUP,
    namespaces: PAGINA,
    load: page(planejamento, 'PlanejamentoPage'),
  },
  {
    path: '/fabrica/configuracao',
    title: 'rotas.configuracaoFabrica',
    icon: ConfiguracaoIcon,
    subject: SUBJECT,
    // admin_fabricacao (SPEC §6: manages, so configures); the `fabricacao` role plans, it does not configure.
    action: 'configure',
    layout: 'geral',
    menu: true,
    menuGroup: GROUP,
    namespaces: PAGINA,
    load: page(planejamento, 'ConfiguracaoPage'),
  },
  {
    path: '/fabricacao/:obra',
    title: 'rotas.painelFabricacao',
    icon: PainelIcon,
    subject: SUBJECT,
    layout: 'fabrica',
    needsSite: true,
    menu: true,
    menuGroup: GROUP,
    namespaces: PAGINA,
    load: page(paineis, 'FabricacaoPainelPage'),
  },
  {
    path: '/fabricacao/:obra/itens',
    title: 'rotas.fabricacaoItens',
    icon: ItensIcon,
    subject: SUBJECT,
    layout: 'fabrica',
    needsSite: true,
    menu: true,
    menuGroup: GROUP,
    namespaces: PAGINA,
    load: page(planejamento, 'ItensPage'),
  },
  {
    path: '/fabricacao/:obra/atualizar',
    title: 'rotas.atualizarFabricacao',
    icon: EditarIcon,
    subject: SUBJECT,
    action: 'update',
    layout: 'fabrica',
    needsSite: true,
    menu: true,
    menuGroup: GROUP,
    namespaces: PAGINA,
    load: page(lista, 'AtualizarFabricacaoPage'),
  },
  {
    path: '/:obra/fabricacao/Dashboard',
    title: 'rotas.fabricacaoDestino',
    icon: FabricacoesIcon,
    subject: SUBJECT,
    layout: 'obra',
    needsSite: true,
    menu: true,
    menuGroup: 'grupos.obra',
    // After the obra's own pages in its group.
    menuOrder: 1,
    namespaces: PAGINA,
    load: page(paineis, 'DestinoPainelPage'),
  },
];
