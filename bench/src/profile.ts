import fs from 'node:fs';
import path from 'node:path';
import { measure } from './measure';
import { prepareDatabase, REPO_ROOT, startServers } from './bench-env';
import { PortalClient } from './portal-client';
import { BENCH_USER, SCENARIOS } from './scenarios';

/**
 * npm run bench:profile -- <scenario number, from 1> [seconds]: loads the portal with one scenario of the benchmark
 * under `node --cpu-prof` and leaves the profile in bench/profiles/ (open it in Chrome's DevTools, Performance tab).
 * Only the portal is loaded: the profile shows where a request's time goes.
 */
const index = Number(process.argv[2] ?? 1) - 1;
const seconds = Number(process.argv[3] ?? 15);
const scenario = SCENARIOS[index];
if (!scenario) throw new Error(`cenário ${index + 1} não existe (1 a ${SCENARIOS.length})`);
const dir = path.join(REPO_ROOT, 'bench', 'profiles');
fs.mkdirSync(dir, { recursive: true });
const database = await prepareDatabase();
const servers = await startServers(database.env, ['--cpu-prof', `--cpu-prof-dir=${dir}`]);
try {
  const client = new PortalClient(servers.portal);
  const cookie = await client.cookieOf(scenario.user ?? BENCH_USER);
  const url = servers.portal + (await client.pathOf(scenario));
  await measure(url, { cookie }, 2);
  const result = await measure(url, { cookie }, seconds);
  process.stdout.write(
    `${scenario.name}: ${result.requestsPerSecond.toFixed(0)} req/s, p95 ${result.p95Ms.toFixed(1)} ms ` +
      `(com o profiler ligado). Perfil em ${dir}.\n`,
  );
} finally {
  servers.child.kill('SIGTERM');
  await new Promise((resolve) => servers.child.once('exit', resolve));
  database.cleanup();
}
