import { lazyIcon } from '../../routing/lazy-icon';
import type { RouteEntry } from '../../routing/route-entry';

const page =
  <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) =>
  async () =>
    (await load())[name];

/** SPEC §2 "Product": menu group Produto; subjects Produto and TAF. */
const GROUP = 'grupos.produto';

/** The module's texts, loaded with its pages (the menu's titles are in `comum`). */
const PAGINA = ['produtos'];

const PRODUTOS = [{ label: 'rotas.produtos', to: '/produto' }];
const TAFS = [{ label: 'rotas.tafProdutos', to: '/produto/taf' }];

// Two downloads: the products (list and page), the TAFs (lists, templates, the record filled on a tablet). One
// import per page would grow the route table every page downloads first (the obra dashboard is at its budget).
const produtos = () => import('./pages/produtos');
const tafs = () => import('./pages/tafs');

// Icons the other menus already use: a new one would grow the icons every page loads.
const ProdutosIcon = lazyIcon(() => import('@mui/icons-material/ListAlt'));
const TafIcon = lazyIcon(() => import('@mui/icons-material/Checklist'));
const TafFabricacaoIcon = lazyIcon(() => import('@mui/icons-material/VerifiedUser'));

/**
 * Issue 20. General layout: `/produto` (Todos Produtos), a product's page `/produto/:produto`, the TAF records and
 * templates `/produto/taf`, a product's TAFs `/produto/taf/:produto` (an old link with a fabrication's id goes to
 * that fabrication's TAFs) and a TAF record `/produto/taf/:produto/:taf`, made to be filled on a tablet. Factory
 * layout: a fabrication's TAFs `/fabricacao/:obra/taf` (the SPEC's `/produto/taf/{obra}`, which collides with a
 * product's TAFs).
 */
export const routes: RouteEntry[] = [
  {
    path: '/produto',
    title: 'rotas.produtos',
    icon: ProdutosIcon,
    subject: 'Produto',
    layout: 'geral',
    menu: true,
    menuGroup: GROUP,
    namespaces: PAGINA,
    load: page(produtos, 'ProdutosPage'),
  },
  {
    path: '/produto/:produto',
    breadcrumb: PRODUTOS,
    title: 'rotas.produto',
    subject: 'Produto',
    layout: 'geral',
    namespaces: PAGINA,
    load: page(produtos, 'ProdutoPage'),
  },
  {
    path: '/produto/taf',
    title: 'rotas.tafProdutos',
    icon: TafIcon,
    subject: 'TAF',
    layout: 'geral',
    menu: true,
    menuGroup: GROUP,
    namespaces: PAGINA,
    load: page(tafs, 'TafProdutosPage'),
  },
  {
    path: '/produto/taf/:produto',
    breadcrumb: TAFS,
    title: 'rotas.tafProduto',
    subject: 'TAF',
    layout: 'geral',
    namespaces: PAGINA,
    load: page(tafs, 'TafsDoProdutoPage'),
  },
  {
    path: '/produto/taf/:produto/:taf',
    breadcrumb: TAFS,
    title: 'rotas.taf',
    subject: 'TAF',
    layout: 'geral',
    namespaces: PAGINA,
    load: page(tafs, 'TafPage'),
  },
  {
    path: '/fabricacao/:obra/taf',
    title: 'rotas.fabricacaoTaf',
    icon: TafFabricacaoIcon,
    subject: 'TAF',
    layout: 'fabrica',
    needsSite: true,
    menu: true,
    menuGroup: 'grupos.fabricacao',
    namespaces: PAGINA,
    load: page(tafs, 'FabricacaoTafsPage'),
  },
];
