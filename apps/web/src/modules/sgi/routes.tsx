import { lazyIcon } from '../../routing/lazy-icon';
import type { RouteEntry } from '../../routing/route-entry';

const page =
  <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) =>
  async () =>
    (await load())[name];

/** SPEC §2 "SGI (subject TicketSgi, action read, group SGI)". */
const GROUP = 'grupos.sgi';
const SUBJECT = 'TicketSgi';

/** The module's texts, loaded with its pages (the menu's titles are in `comum`). */
const PAGINA = ['sgi'];

// Two downloads: the five dashboards (one page with its category, and the charts), and the other pages. One import
// per page would grow the route table every page downloads first (the obra dashboard is at its budget).
const paineis = () => import('./pages/PaineisSgiPage');
const registros = () => import('./pages/registros');
const GERAL = { label: 'rotas.sgiGeral', to: '/sgi' };

// Icons the other menus already use: a new one would grow the icons every page loads.
const GeralIcon = lazyIcon(() => import('@mui/icons-material/Dashboard'));
const QualidadeIcon = lazyIcon(() => import('@mui/icons-material/VerifiedUser'));
const MeioAmbienteIcon = lazyIcon(() => import('@mui/icons-material/Policy'));
const SegurancaIcon = lazyIcon(() => import('@mui/icons-material/Security'));
const AuditoriaIcon = lazyIcon(() => import('@mui/icons-material/ManageSearch'));
const AcoesIcon = lazyIcon(() => import('@mui/icons-material/AddTask'));

/**
 * Issue 16. `/sgi` and one page per category (`/sgi/qualidade`, `/sgi/meioAmbiente`, `/sgi/seguranca`,
 * `/sgi/auditoria`): dashboard and occurrences; `/sgi/acoes` every action (readAcoes). Not in the menu:
 * `/sgi/ocorrencias/nova` (the checklist and the RDO link there with `?origem=`), an occurrence by its number
 * `/sgi/ocorrencias/:ocorrencia` (the notifications link there), `/sgi/plano-acao?ocorrencia=<numero>` (SPEC: hidden)
 * and an audit `/sgi/auditorias/:auditoria`.
 */
export const routes: RouteEntry[] = [
  {
    path: '/sgi',
    title: 'rotas.sgiGeral',
    icon: GeralIcon,
    subject: SUBJECT,
    layout: 'geral',
    menu: true,
    menuGroup: GROUP,
    namespaces: PAGINA,
    load: page(paineis, 'SgiGeralPage'),
  },
  {
    path: '/sgi/qualidade',
    title: 'rotas.sgiQualidade',
    icon: QualidadeIcon,
    subject: SUBJECT,
    layout: 'geral',
    menu: true,
    menuGroup: GROUP,
    namespaces: PAGINA,
    load: page(paineis, 'SgiQualidadePage'),
  },
  {
    path: '/sgi/meioAmbiente',
    title: 'rotas.sgiMeioAmbiente',
    icon: MeioAmbienteIcon,
    subject: SUBJECT,
    layout: 'geral',
    menu: true,
    menuGroup: GROUP,
    namespaces: PAGINA,
    load: page(paineis, 'SgiMeioAmbientePage'),
  },
  {
    path: '/sgi/seguranca',
    title: 'rotas.sgiSeguranca',
    icon: SegurancaIcon,
    subject: SUBJECT,
    layout: 'geral',
    menu: true,
    menuGroup: GROUP,
    namespaces: PAGINA,
    load: page(paineis, 'SgiSegurancaPage'),
  },
  {
    path: '/sgi/auditoria',
    title: 'rotas.sgiAuditoria',
    icon: AuditoriaIcon,
    subject: SUBJECT,
    layout: 'geral',
    menu: true,
    menuGroup: GROUP,
    namespaces: PAGINA,
    load: page(paineis, 'SgiAuditoriaPage'),
  },
  {
    path: '/sgi/acoes',
    title: 'rotas.sgiAcoes',
    icon: AcoesIcon,
    subject: SUBJECT,
    action: 'readAcoes',
    layout: 'geral',
    menu: true,
    menuGroup: GROUP,
    namespaces: PAGINA,
    load: page(registros, 'AcoesPage'),
  },
  {
    path: '/sgi/plano-acao',
    breadcrumb: [GERAL],
    title: 'rotas.sgiPlanoAcao',
    subject: SUBJECT,
    layout: 'geral',
    namespaces: PAGINA,
    load: page(registros, 'PlanoAcaoPage'),
  },
  {
    path: '/sgi/ocorrencias/nova',
    breadcrumb: [GERAL],
    title: 'rotas.sgiNovaOcorrencia',
    subject: SUBJECT,
    action: 'create',
    layout: 'geral',
    namespaces: PAGINA,
    load: page(registros, 'NovaOcorrenciaPage'),
  },
  {
    path: '/sgi/ocorrencias/:ocorrencia',
    breadcrumb: [GERAL],
    title: 'rotas.sgiOcorrencia',
    subject: SUBJECT,
    layout: 'geral',
    namespaces: PAGINA,
    load: page(registros, 'OcorrenciaPage'),
  },
  {
    path: '/sgi/auditorias/:auditoria',
    breadcrumb: [GERAL, { label: 'rotas.sgiAuditoria', to: '/sgi/auditoria' }],
    title: 'rotas.sgiAuditoria',
    subject: SUBJECT,
    layout: 'geral',
    namespaces: PAGINA,
    load: page(registros, 'AuditoriaPage'),
  },
];
