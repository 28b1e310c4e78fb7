import { parseArgs } from 'node:util';
import { measure, type Measurement } from './measure';
import { prepareDatabase, SCALE, startServers, type BenchDatabase } from './bench-env';
import { PortalClient } from './portal-client';
import { BENCH_USER, BENCH_USER_HEADER, SCENARIOS, type Scenario } from './scenarios';

/**
 * npm run bench: builds a scale data set, starts the portal and a bare Fastify running the same SQL, loads both
 * with the same requests and prints requests per second, p95 latency and the ratio portal / baseline.
 *
 * npm run bench -- --rdos 1000000: the RDO list on two data sets, one with that many RDOs and one with 10,000 (same
 * obras and users), and the ratio of the portal's p95 on the large one to its p95 on the small one.
 * --only <text>: only the scenarios whose name contains the text.
 */
const { values: args } = parseArgs({
  options: { rdos: { type: 'string' }, only: { type: 'string' } },
});
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const SMALL_RDOS = 10_000;
const chosen = SCENARIOS.filter((s) => !args.only || s.name.includes(args.only));

type Servers = Awaited<ReturnType<typeof startServers>>;

async function withServers<T>(database: BenchDatabase, work: (servers: Servers) => Promise<T>): Promise<T> {
  const servers = await startServers(database.env);
  try {
    return await work(servers);
  } finally {
    servers.child.kill('SIGTERM');
    await new Promise((resolve) => servers.child.once('exit', resolve));
  }
}

/** Rounds of measure: the targets take turns, so a burst of other work on the machine weighs on all of them. */
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Warms each target (JIT, caches, plans), then measures them in turns, `rounds` times for `seconds` in all, and
 * gives each one's median requests per second and median p95.
 */
async function measureInTurns(
  targets: { url: string; headers: Record<string, string> }[],
): Promise<Measurement[]> {
  for (const { url, headers } of targets) await measure(url, headers, 2);
  const results: Measurement[][] = targets.map(() => []);
  for (let round = 0; round < rounds; round += 1) {
    for (const [i, { url, headers }] of targets.entries()) {
      const result = await measure(url, headers, Math.max(1, Math.round(seconds / rounds)));
      if (result.errors > 0) throw new Error(`${url}: ${result.errors} respostas com erro`);
      results[i]!.push(result);
    }
  }
  return results.map((list) => ({
    requestsPerSecond: median(list.map((r) => r.requestsPerSecond)),
    p95Ms: median(list.map((r) => r.p95Ms)),
    errors: 0,
  }));
}

const table = (header: string[], rows: string[][]) =>
  `| ${header.join(' | ')} |\n|${header.map(() => '---').join('|')}|\n` +
  rows.map((row) => `| ${row.join(' | ')} |\n`).join('');

/** Portal against baseline, scenario by scenario, on one data set. */
async function portalVersusBaseline(): Promise<void> {
  const database = await prepareDatabase();
  try {
    const rows = await withServers(database, async (servers) => {
      const client = new PortalClient(servers.portal);
      const rows: string[][] = [];
      for (const scenario of chosen) {
        const user = scenario.user ?? BENCH_USER;
        const cookie = await client.cookieOf(user);
        const path = await client.pathOf(scenario);
        const [portal, baseline] = (await measureInTurns([
          { url: servers.portal + path, headers: { cookie } },
          { url: servers.baseline + path, headers: { [BENCH_USER_HEADER]: user } },
        ])) as [Measurement, Measurement];
        rows.push([
          scenario.name,
          `\`${path}\``,
          user,
          portal.requestsPerSecond.toFixed(0),
          portal.p95Ms.toFixed(1),
          baseline.requestsPerSecond.toFixed(0),
          baseline.p95Ms.toFixed(1),
          (portal.requestsPerSecond / baseline.requestsPerSecond).toFixed(2),
        ]);
      }
      return rows;
    });
    process.stdout.write(
      `\nBase: ${database.label}; ${seconds} s por medida em ${rounds} vezes alternadas (medianas), 10 conexões.\n\n`,
    );
    process.stdout.write(
      table(
        [
          'cenário',
          'caminho',
          'usuário',
          'portal req/s',
          'portal p95 ms',
          'base req/s',
          'base p95 ms',
          'razão portal/base',
        ],
        rows,
      ),
    );
  } finally {
    database.cleanup();
  }
}

/**
 * The RDO list's scenarios on a large and a small data set, the portal only, one scenario at a time on both (so
 * whatever else loads the machine weighs on both alike). On PostgreSQL the small data set lives in the database
 * named like BENCH_DATABASE_URL's with `_10k` appended.
 */
async function largeVersusSmall(rdos: number): Promise<void> {
  const perObra = (total: number) => Math.max(1, Math.round(total / SCALE.obras));
  const largeUrl = process.env.BENCH_DATABASE_URL;
  const smallUrl = largeUrl?.replace(/(\/[^/?]+)(\?|$)/, `$1_10k$2`);
  const large = await prepareDatabase({ url: largeUrl, rdosPorObra: perObra(rdos) });
  const small = await prepareDatabase({ url: smallUrl, rdosPorObra: perObra(SMALL_RDOS) });
  try {
    const rows = await withServers(large, (onLarge) =>
      withServers(small, async (onSmall) => {
        const clients = [new PortalClient(onSmall.portal), new PortalClient(onLarge.portal)];
        const rows: string[][] = [];
        for (const scenario of chosen.filter((s: Scenario) => s.scales)) {
          const targets = [];
          for (const client of clients) {
            const cookie = await client.cookieOf(scenario.user ?? BENCH_USER);
            targets.push({ url: client.base + (await client.pathOf(scenario)), headers: { cookie } });
          }
          const [onSmallSet, onLargeSet] = (await measureInTurns(targets)) as [Measurement, Measurement];
          rows.push([
            scenario.name,
            onSmallSet.requestsPerSecond.toFixed(0),
            onSmallSet.p95Ms.toFixed(1),
            onLargeSet.requestsPerSecond.toFixed(0),
            onLargeSet.p95Ms.toFixed(1),
            (onLargeSet.p95Ms / onSmallSet.p95Ms).toFixed(2),
          ]);
        }
        return rows;
      }),
    );
    process.stdout.write(
      `\nBase grande: ${large.label}.\nBase pequena: ${small.label}.\n` +
        `Só o portal; ${seconds} s por medida em ${rounds} vezes alternadas (medianas), 10 conexões. Meta: p95 na base grande até 1,5 vez o da pequena.\n\n`,
    );
    process.stdout.write(
      table(
        [
          'cenário',
          'pequena req/s',
          'pequena p95 ms',
          'grande req/s',
          'grande p95 ms',
          'razão p95 grande/pequena',
        ],
        rows,
      ),
    );
  } finally {
    large.cleanup();
    small.cleanup();
  }
}

if (args.rdos) await largeVersusSmall(Number(args.rdos));
else await portalVersusBaseline();
