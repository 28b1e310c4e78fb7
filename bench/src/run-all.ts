import { measure } from './measure';
import { prepareDatabase, SCALE, startServers } from './bench-env';
import { BENCH_PASSWORD, BENCH_USER, BENCH_USER_HEADER, SCENARIOS } from './scenarios';

/**
 * npm run bench: builds a scale data set, starts the portal and a bare Fastify running the same SQL, loads both
 * with the same requests and prints requests per second, p95 latency and the ratio portal / baseline.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const database = await prepareDatabase();
const servers = await startServers(database.env);
try {
  const cookies = new Map<string, string>();
  const signIn = async (email: string): Promise<string> => {
    const known = cookies.get(email);
    if (known) return known;
    const response = await fetch(`${servers.portal}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-portal-request': '1' },
      body: JSON.stringify({ email, password: BENCH_PASSWORD }),
    });
    if (!response.ok) throw new Error(`não foi possível entrar como ${email}: ${response.status}`);
    const cookie = response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    cookies.set(email, cookie);
    return cookie;
  };

  const rows: string[][] = [];
  for (const scenario of SCENARIOS) {
    const user = scenario.user ?? BENCH_USER;
    const cookie = await signIn(user);
    const path =
      typeof scenario.path === 'string'
        ? scenario.path
        : await scenario.path(async (p) => {
            const response = await fetch(servers.portal + p, { headers: { cookie } });
            if (!response.ok) throw new Error(`${scenario.name}: GET ${p} respondeu ${response.status}`);
            return response.json();
          });
    const baselineHeaders = { [BENCH_USER_HEADER]: user };
    // Warm both sides (JIT, caches, plans) before measuring.
    await measure(servers.portal + path, { cookie }, 2);
    await measure(servers.baseline + path, baselineHeaders, 2);
    const portal = await measure(servers.portal + path, { cookie }, seconds);
    const baseline = await measure(servers.baseline + path, baselineHeaders, seconds);
    if (portal.errors > 0 || baseline.errors > 0)
      throw new Error(
        `${scenario.name}: respostas com erro (portal ${portal.errors}, base ${baseline.errors})`,
      );
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
  const banco = database.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  process.stdout.write(
    `\nBase: ${SCALE.obras} obras, ${SCALE.users} usuários, ~${SCALE.rdosPorObra} RDOs por obra, banco ${banco}; ` +
      `${seconds} s por medida, 10 conexões.\n\n`,
  );
  process.stdout.write(
    '| cenário | caminho | usuário | portal req/s | portal p95 ms | base req/s | base p95 ms | razão portal/base |\n' +
      '|---|---|---|---|---|---|---|---|\n',
  );
  for (const row of rows) process.stdout.write(`| ${row.join(' | ')} |\n`);
} finally {
  servers.child.kill('SIGTERM');
  await new Promise((resolve) => servers.child.once('exit', resolve));
  database.cleanup();
}
