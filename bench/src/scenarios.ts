/** Who the benchmarks sign in as, and what they ask for. */
export const BENCH_USER = 'gestor@demo.obras.dev';
export const BENCH_PASSWORD = 'Demo@1234';

export interface Scenario {
  name: string;
  /** Path and query, the same on the portal and on the baseline. */
  path: string;
}

/** One authenticated list per module; each module adds its own. */
export const SCENARIOS: Scenario[] = [
  { name: 'GET /api/obras (todas, por nome, página 3)', path: '/api/obras?sort=nome&page=3&pageSize=20' },
  {
    name: 'GET /api/obras (busca "Subestação", por início)',
    path: '/api/obras?q=Subesta%C3%A7%C3%A3o&sort=-inicioPrevisto&pageSize=20',
  },
];
