import { lazyIcon } from '../../routing/lazy-icon';
import type { RouteEntry } from '../../routing/route-entry';

const page =
  <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) =>
  async () =>
    (await load())[name];

/** SPEC §2 "Contracts": menu group Contratos. */
const GROUP = 'grupos.contratos';

/** The module's texts, loaded with its pages (the menu's titles are in `comum`). */
const PAGINA = ['contratos'];

/** The obra's contracts: the crumb before one contract. */
const CONTRATOS = [{ label: 'rotas.contratosObra', to: '/:obra/contrato' }];

const DescriptionIcon = lazyIcon(() => import('@mui/icons-material/Description'));
const GavelIcon = lazyIcon(() => import('@mui/icons-material/Gavel'));

/**
 * SPEC §2 "/{obra}/contrato: contracts of a site" and "/contrato: all contracts" (subject Contratos, group
 * Contratos), and the page of one contract. The guard tests the rules on the obra (its site manager reads its
 * contracts); the API answers 404 for a contract the person may not read, and the page says so.
 */
export const routes: RouteEntry[] = [
  {
    path: '/:obra/contrato',
    title: 'rotas.contratosObra',
    icon: DescriptionIcon,
    subject: 'Contratos',
    layout: 'obra',
    needsSite: true,
    menu: true,
    menuGroup: GROUP,
    namespaces: PAGINA,
    load: page(() => import('./pages/ContratosObraPage'), 'ContratosObraPage'),
  },
  {
    path: '/:obra/contrato/:contrato',
    breadcrumb: CONTRATOS,
    title: 'rotas.contrato',
    icon: DescriptionIcon,
    subject: 'Contratos',
    layout: 'obra',
    needsSite: true,
    namespaces: PAGINA,
    load: page(() => import('./pages/ContratoPage'), 'ContratoPage'),
  },
  {
    path: '/contrato',
    title: 'rotas.contratosTodos',
    icon: GavelIcon,
    subject: 'Contratos',
    layout: 'geral',
    menu: true,
    menuGroup: GROUP,
    namespaces: PAGINA,
    load: page(() => import('./pages/ContratosPage'), 'ContratosPage'),
  },
];
