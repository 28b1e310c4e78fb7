import { withAppServices } from '../../app/with-app-services';
import { lazyIcon } from '../../routing/lazy-icon';
import type { RouteEntry } from '../../routing/route-entry';

const page =
  <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) =>
  async () =>
    (await load())[name];

/** SPEC §2 "After-sales (no site needed)": subject PosVendas, menu group Pós-vendas. */
const GROUP = 'grupos.posvendas';
const SUBJECT = 'PosVendas';

/** The module's texts, loaded with its pages (the menu's titles are in `comum`). */
const PAGINA = ['posvendas'];

// Icons the other menus already use (Field Services, Obras, Seguros): a new one would grow the icons every page loads.
// One download for the list and a ticket, one for the two dashboards (pages/chamados.ts, pages/paineis.ts).
const chamados = () => import('./pages/chamados');
const paineis = () => import('./pages/paineis');

const ChamadosIcon = lazyIcon(() => import('@mui/icons-material/AssignmentOutlined'));
const PainelIcon = lazyIcon(() => import('@mui/icons-material/Dashboard'));
const SatisfacaoIcon = lazyIcon(() => import('@mui/icons-material/VerifiedUser'));

/**
 * Issue 17. `/posvendas` lists every ticket the user may read (the team, its readers, and a client their obras'),
 * `/posvendas/:ticket` is one ticket by its number (the notifications link there); the team's dashboards need
 * `readInterno`. The satisfaction survey is answered without signing in, from the e-mail sent when a ticket is
 * concluded (`/pesquisa-satisfacao/:token`: a public page with the MUI theme and AppServices for its mutation).
 */
export const routes: RouteEntry[] = [
  {
    path: '/posvendas',
    title: 'rotas.posvendas',
    icon: ChamadosIcon,
    subject: SUBJECT,
    layout: 'geral',
    menu: true,
    menuGroup: GROUP,
    namespaces: PAGINA,
    load: page(chamados, 'ChamadosPage'),
  },
  {
    path: '/posvendas/:ticket',
    breadcrumb: [{ label: 'rotas.posvendas', to: '/posvendas' }],
    title: 'rotas.chamado',
    subject: SUBJECT,
    layout: 'geral',
    namespaces: PAGINA,
    load: page(chamados, 'ChamadoPage'),
  },
  {
    path: '/dashboard-posvendas',
    title: 'rotas.painelPosVendas',
    icon: PainelIcon,
    subject: SUBJECT,
    action: 'readInterno',
    layout: 'geral',
    menu: true,
    menuGroup: GROUP,
    namespaces: PAGINA,
    load: page(paineis, 'PainelPosVendasPage'),
  },
  {
    path: '/posvendas-satisfacao',
    title: 'rotas.satisfacaoPosVendas',
    icon: SatisfacaoIcon,
    subject: SUBJECT,
    action: 'readInterno',
    layout: 'geral',
    menu: true,
    menuGroup: GROUP,
    namespaces: PAGINA,
    load: page(paineis, 'SatisfacaoPage'),
  },
  {
    path: '/pesquisa-satisfacao/:token',
    title: 'rotas.pesquisaSatisfacao',
    layout: 'publico',
    public: true,
    namespaces: PAGINA,
    load: async () => withAppServices((await import('./pages/PesquisaPage')).PesquisaPage),
  },
];
