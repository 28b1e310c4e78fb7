import { lazyIcon } from '../../routing/lazy-icon';
import type { RouteEntry } from '../../routing/route-entry';

const page =
  <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) =>
  async () =>
    (await load())[name];

/** SPEC §2 "Legal (group Jurídico, subject ProcessoJuridico, needs site)". */
const GROUP = 'grupos.juridico';
const SUBJECT = 'ProcessoJuridico';

/** The module's texts, loaded with its pages (the menu's titles are in `comum`). */
const PAGINA = ['juridico'];

// Icons the other menus already use (Contratos, Field Services): a new one would grow the icons every page loads.
const GavelIcon = lazyIcon(() => import('@mui/icons-material/Gavel'));
const EngineeringIcon = lazyIcon(() => import('@mui/icons-material/Engineering'));
// The hearings' icon on the case page and the calendar card.
const EventIcon = lazyIcon(() => import('@mui/icons-material/Event'));

const lista = (tipo: 'civel' | 'trabalhista', obra: boolean): RouteEntry => ({
  path: `${obra ? '/:obra' : ''}/juridico/${tipo === 'civel' ? 'civil' : tipo}`,
  title: tipo === 'civel' ? 'rotas.juridicoCivel' : 'rotas.juridicoTrabalhista',
  icon: tipo === 'civel' ? GavelIcon : EngineeringIcon,
  subject: SUBJECT,
  layout: obra ? 'obra' : 'geral',
  needsSite: obra,
  menu: true,
  menuGroup: GROUP,
  namespaces: PAGINA,
  load: page(
    () => import('./pages/ProcessosPage'),
    tipo === 'civel' ? 'ProcessosCiveisPage' : 'ProcessosTrabalhistasPage',
  ),
});

/**
 * Issue 21. A page that needs a site carries its `:obra` (docs/decisions.md), so the SPEC's `/juridico/civil` and
 * `/juridico/trabalhista` are the obra's cases at `/:obra/juridico/...` (legal staff and controllership) and every
 * obra's cases the user may read at `/juridico/...` (legal staff, a partner firm's lawyers, the DP and safety
 * people named on cases). A case is `/juridico/processo/:processo` (the API's notifications link there);
 * `/juridico/agenda?mes=aaaa-mm` is the month of hearings and deadlines of every case the user may read;
 * `/juridico/enviarDocumentos/:tipoDocumento` (not in the menu) lists the requests of one kind of document to answer.
 */
export const routes: RouteEntry[] = [
  // Labour cases first: most of a builder's cases, and where a partner firm's lawyer starts (layout/client-start).
  lista('trabalhista', true),
  lista('civel', true),
  lista('trabalhista', false),
  lista('civel', false),
  {
    path: '/juridico/agenda',
    title: 'rotas.juridicoAgenda',
    icon: EventIcon,
    subject: SUBJECT,
    layout: 'geral',
    menu: true,
    menuGroup: GROUP,
    namespaces: PAGINA,
    load: page(() => import('./pages/AgendaPage'), 'AgendaPage'),
  },
  {
    path: '/juridico/processo/:processo',
    title: 'rotas.processoJuridico',
    subject: SUBJECT,
    layout: 'geral',
    namespaces: PAGINA,
    load: page(() => import('./pages/ProcessoPage'), 'ProcessoPage'),
  },
  {
    path: '/juridico/enviarDocumentos/:tipoDocumento',
    title: 'rotas.juridicoDocumentos',
    subject: SUBJECT,
    action: 'upload',
    layout: 'geral',
    namespaces: PAGINA,
    load: page(() => import('./pages/EnviarDocumentosPage'), 'EnviarDocumentosPage'),
  },
];
