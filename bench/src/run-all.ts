import { measure } from './measure';
import { prepareDatabase, SCALE, startServers } from './bench-env';
import { BENCH_PASSWORD, BENCH_USER, SCENARIOS } from './scenarios';

/**
 * npm run bench: builds a scale data set, starts the portal and a bare Fastify running the same SQL, loads both
 * with the same requests and prints requests per second, p95 latency and the ratio portal / baseline.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const database = await prepareDatabase();
const servers = await startServers(database.env);
try {
  const signIn = await fetch(`${servers.portal}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-portal-request': '1' },
    body: JSON.stringify({ email: BENCH_USER, password: BENCH_PASSWORD }),
  });
  if (!signIn.ok) throw new Error(`não foi possível entrar como ${BENCH_USER}: ${signIn.status}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

  const rows: string[][] = [];
  for (const scenario of SCENARIOS) {
    // Warm both sides (JIT, caches, plans) before measuring.
    await measure(servers.portal + scenario.path, { cookie }, 2);
    await measure(servers.baseline + scenario.path, {}, 2);
    const portal = await measure(servers.portal + scenario.path, { cookie }, seconds);
    const baseline = await measure(servers.baseline + scenario.path, {}, seconds);
    if (portal.errors > 0 || baseline.errors > 0)
      throw new Error(
        `${scenario.name}: respostas com erro (portal ${portal.errors}, base ${baseline.errors})`,
      );
    rows.push([
      scenario.name,
      portal.requestsPerSecond.toFixed(0),
      portal.p95Ms.toFixed(1),
      baseline.requestsPerSecond.toFixed(0),
      baseline.p95Ms.toFixed(1),
      (portal.requestsPerSecond / baseline.requestsPerSecond).toFixed(2),
    ]);
  }
  const banco = database.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  process.stdout.write(
    `\nBase: ${SCALE.obras} obras, ${SCALE.users} usuários, banco ${banco}; ${seconds} s por medida, 10 conexões.\n\n`,
  );
  process.stdout.write(
    '| cenário | portal req/s | portal p95 ms | base req/s | base p95 ms | razão portal/base |\n|---|---|---|---|---|---|\n',
  );
  for (const row of rows) process.stdout.write(`| ${row.join(' | ')} |\n`);
} finally {
  servers.child.kill('SIGTERM');
  await new Promise((resolve) => servers.child.once('exit', resolve));
  database.cleanup();
}
