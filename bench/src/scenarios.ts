import { addDays } from '@portal/domain';

/** Who the benchmarks sign in as, and what they ask for. */
export const BENCH_USER = 'gestor@demo.obras.dev';
/** Reads everything (mkt_read): the RDO list with no permission condition at all, over every report. */
export const BENCH_READER = 'leitura@demo.obras.dev';
export const BENCH_PASSWORD = 'Demo@1234';
/** The baseline has no session: the benchmark names the scenario's user in this header. */
export const BENCH_USER_HEADER = 'x-bench-user';

/** Reads a JSON answer of the portal as the scenario's user (to pick ids that exist in this data set). */
export type PortalGet = (path: string) => Promise<unknown>;

export interface Scenario {
  name: string;
  /** Who signs in (default BENCH_USER); the baseline runs the same user's rules. */
  user?: string;
  /** Path and query, the same on the portal and on the baseline; a function first reads what it needs. */
  path: string | ((get: PortalGet) => Promise<string>);
  /** Measured again on a large and a small data set by `npm run bench -- --rdos N` (the RDO list). */
  scales?: boolean;
}

interface RdoPage {
  items: { data: string; obra: { id: string; codigo: string } }[];
}

/**
 * One of the site manager's scale obras (hundreds of reports, picked from their newest ones), a two-month period
 * ending a month before its latest report, approved reports only: the filters of `/diarios` together.
 */
async function obraPeriodoAprovados(get: PortalGet): Promise<string> {
  const { items } = (await get('/api/diarios?sort=-data&pageSize=100')) as RdoPage;
  const latest = items.find((r) => r.obra.codigo.startsWith('ES-'));
  if (!latest) throw new Error(`${BENCH_USER} não é site manager de nenhuma obra da base de escala`);
  const ate = addDays(latest.data, -30);
  return `/api/diarios?obra=${latest.obra.id}&de=${addDays(ate, -60)}&ate=${ate}&status=aprovado&pageSize=20`;
}

/** One authenticated list per module; each module adds its own. */
export const SCENARIOS: Scenario[] = [
  { name: 'GET /api/obras (todas, por nome, página 3)', path: '/api/obras?sort=nome&page=3&pageSize=20' },
  {
    name: 'GET /api/obras (busca "Subestação", por início)',
    path: '/api/obras?q=Subesta%C3%A7%C3%A3o&sort=-inicioPrevisto&pageSize=20',
  },
  // The site manager reads the reports of the obras they manage (rule `siteManager.mail`): a subquery over the
  // obras and their managers' e-mails, among every report of the scale data set.
  {
    name: 'GET /api/diarios (site manager, mais recentes)',
    path: '/api/diarios?sort=-data&pageSize=20',
    scales: true,
  },
  // Not in `--rdos`: on the 10,000-RDO data set the site manager has about 70 reports, and page 10 is empty.
  { name: 'GET /api/diarios (site manager, página 10)', path: '/api/diarios?sort=-data&page=10&pageSize=20' },
  { name: 'GET /api/diarios (site manager, obra + período + aprovados)', path: obraPeriodoAprovados },
  // Whoever reads every report (mkt_read, planejamento, admin_rdo): no condition, the count covers them all.
  {
    name: 'GET /api/diarios (lê tudo, mais recentes)',
    user: BENCH_READER,
    path: '/api/diarios?sort=-data&pageSize=20',
    scales: true,
  },
  // A deep page costs no more than the first. Page 400 still exists on the 10,000-RDO data set of `--rdos`.
  {
    name: 'GET /api/diarios (lê tudo, página 400)',
    user: BENCH_READER,
    path: '/api/diarios?sort=-data&page=400&pageSize=20',
    scales: true,
  },
  {
    name: 'GET /api/diarios (lê tudo, aguardando o cliente)',
    user: BENCH_READER,
    path: '/api/diarios?status=finalizado,devolvido&sort=-data&pageSize=20',
    scales: true,
  },
];
