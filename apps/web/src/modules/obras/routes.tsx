import { lazyIcon } from '../../routing/lazy-icon';
import type { RouteEntry, SiteFactsLoader } from '../../routing/route-entry';

const AddBusinessIcon = lazyIcon(() => import('@mui/icons-material/AddBusiness'));
const BusinessIcon = lazyIcon(() => import('@mui/icons-material/Business'));
const DashboardIcon = lazyIcon(() => import('@mui/icons-material/Dashboard'));
const EditIcon = lazyIcon(() => import('@mui/icons-material/Edit'));
const GroupAddIcon = lazyIcon(() => import('@mui/icons-material/GroupAdd'));
const HomeWorkIcon = lazyIcon(() => import('@mui/icons-material/HomeWork'));
const InfoIcon = lazyIcon(() => import('@mui/icons-material/Info'));
const ListAltIcon = lazyIcon(() => import('@mui/icons-material/ListAlt'));

const page =
  <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) =>
  async () =>
    (await load())[name];

/** The obras (SPEC §2): Início, Todas Obras, Nova Obra, each obra's dashboard, data and people; the clients. */
export const routes: RouteEntry[] = [
  {
    path: '/obras',
    title: 'rotas.inicio',
    icon: HomeWorkIcon,
    layout: 'aberto',
    load: page(() => import('./pages/InicioPage'), 'InicioPage'),
  },
  {
    path: '/todas-obras',
    title: 'rotas.todasObras',
    icon: ListAltIcon,
    subject: 'Obra',
    layout: 'aberto',
    menu: true,
    menuGroup: 'grupos.geral',
    load: page(() => import('./pages/TodasObrasPage'), 'TodasObrasPage'),
  },
  {
    path: '/obra',
    title: 'rotas.novaObra',
    icon: AddBusinessIcon,
    subject: 'Obra',
    action: 'create',
    layout: 'geral',
    menu: true,
    menuGroup: 'grupos.administracao',
    load: page(() => import('./pages/NovaObraPage'), 'NovaObraPage'),
  },
  {
    path: '/clientes',
    title: 'rotas.clientes',
    icon: BusinessIcon,
    subject: 'Cliente',
    layout: 'geral',
    menu: true,
    menuGroup: 'grupos.administracao',
    load: page(() => import('./pages/ClientesPage'), 'ClientesPage'),
  },
  {
    path: '/obras/:obra',
    title: 'rotas.dashboard',
    icon: DashboardIcon,
    layout: 'obra',
    needsSite: true,
    menu: true,
    menuGroup: 'grupos.obra',
    load: page(() => import('./pages/ObraDashboardPage'), 'ObraDashboardPage'),
  },
  {
    path: '/obras/:obra/informacoes',
    title: 'rotas.informacoes',
    icon: InfoIcon,
    subject: 'Obra',
    action: 'inspect',
    layout: 'obra',
    needsSite: true,
    menu: true,
    menuGroup: 'grupos.obra',
    load: page(() => import('./pages/ObraInformacoesPage'), 'ObraInformacoesPage'),
  },
  {
    path: '/obras/:obra/atualizar',
    title: 'rotas.atualizar',
    icon: EditIcon,
    subject: 'Obra',
    action: 'update',
    layout: 'obra',
    needsSite: true,
    menu: true,
    menuGroup: 'grupos.obra',
    load: page(() => import('./pages/AtualizarObraPage'), 'AtualizarObraPage'),
  },
  {
    path: '/obras/:obra/usuarios/adicionar',
    title: 'rotas.adicionarUsuarios',
    icon: GroupAddIcon,
    // SPEC §2 "usuarios/adicionar" (Usuario, needs site): the API asks `update Usuario` on this obra.
    subject: 'Usuario',
    action: 'update',
    layout: 'obra',
    needsSite: true,
    menu: true,
    menuGroup: 'grupos.obra',
    load: page(() => import('./pages/AdicionarUsuariosPage'), 'AdicionarUsuariosPage'),
  },
  // A fabrication's team (issue 20), in the factory layout; its dashboard, items and data are the fabricacao module's
  // pages. The same page as an obra's: a fabrication is an obra of tipo fabricacao.
  {
    path: '/fabricacao/:obra/usuarios/adicionar',
    title: 'rotas.adicionarUsuarios',
    icon: GroupAddIcon,
    // The users' administrators through the obras' route; the fabrication's planners through its own
    // (POST /api/fabricacoes/:obra/usuarios, `update Fabricacao`).
    subject: ['Usuario', 'Fabricacao'],
    action: 'update',
    layout: 'fabrica',
    needsSite: true,
    menu: true,
    menuGroup: 'grupos.fabricacao',
    load: page(() => import('./pages/AdicionarUsuariosPage'), 'AdicionarUsuariosPage'),
  },
];

/** The obra's site manager etc., which the route guard and the site menu test (loaded with the obras queries). */
export const siteFactsLoader: SiteFactsLoader = async (id) =>
  (await import('./obras.queries')).loadObraFacts(id);
