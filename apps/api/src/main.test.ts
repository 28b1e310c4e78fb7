import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { withCnpjCheckDigits } from '@portal/domain';
import { SYSTEM_ACTOR } from './modules/audit/audit.service';
import { users } from './modules/identity/users.schema';
import { insertNewCliente } from './modules/obras/clientes.service';
import { clientes, obras } from './modules/obras/obras.schema';
import { DEMO_OBRAS, DEMO_PASSWORD, DEMO_USERS } from './seed/demo-data';
import {
  createPortalData,
  freePort,
  freePorts,
  runCli,
  spawnTs,
  stopProcess,
  waitForOutput,
  type PortalData,
  type TsProcess,
} from './test/process-helpers';

const MAIN = 'apps/api/src/main.ts';
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
// The banner is printed once listening; it ends with an empty line.
const BANNER = /Portal de Obras em (\S+)\n[\s\S]*?\n\n/;
const START_TIMEOUT = 60_000;

/**
 * What the portal itself printed on stderr. The development SSO issuer's library, oidc-provider, adds its own
 * warnings (Node older than 22, quick-start keys and in-memory adapter); those are apps/dev-sso's to settle.
 */
function portalLinesOf(stderr: string): string[] {
  return stderr
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('oidc-provider WARNING: '));
}

describe('the server process', () => {
  /** The DATA_DIR of the test under way, made by portalData(). */
  let current: PortalData | undefined;
  const servers: TsProcess[] = [];

  /**
   * This test's DATA_DIR (and scratch database on PostgreSQL): empty, or a copy of the run's migrated or demo
   * template, for the tests whose subject is not the first start's migrations and demo data.
   */
  async function portalData(from?: 'migrated' | 'demo'): Promise<PortalData> {
    current = await createPortalData({ from });
    return current;
  }

  async function startServer(
    env: Record<string, string> = {},
  ): Promise<{ server: TsProcess; url: string; banner: string; port: number }> {
    const ports = await portsEnv();
    const server = spawnTs(MAIN, [], { ...ports, ...env });
    servers.push(server);
    const [banner, url] = await waitForOutput(server, BANNER, START_TIMEOUT);
    return { server, url: url!, banner, port: Number(ports.PORT) };
  }

  /** Free ports for the server and for the development SSO issuer it may start beside it. */
  async function portsEnv(): Promise<Record<string, string>> {
    const [port, ssoPort] = await freePorts(2);
    return { ...current!.env, PORT: String(port), DEV_SSO_PORT: String(ssoPort) };
  }

  async function health(url: string): Promise<{ status: number; body: unknown }> {
    const res = await fetch(`${url}/api/health`);
    return { status: res.status, body: await res.json() };
  }

  /** SIGTERM, as a service manager stops it; resolves with the exit code. */
  async function stop(server: TsProcess): Promise<number | null> {
    server.child.kill('SIGTERM');
    return (await server.exited).code;
  }

  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => stopProcess(server)));
    await current?.cleanup();
    current = undefined;
  });

  it(
    'on SIGTERM stops taking new requests, finishes an upload already in flight, then exits 0',
    async () => {
      await portalData('demo');
      const { server, url } = await startServer();
      const signIn = await fetch(`${url}/api/auth/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-portal-request': '1' },
        body: JSON.stringify({ email: 'admin@demo.obras.dev', password: DEMO_PASSWORD }),
      });
      const cookie = signIn.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      const boundary = 'limite-do-teste';
      const png = Buffer.concat([
        Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
        Buffer.alloc(200_000, 3),
      ]);
      const head = Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="arquivo"; filename="planta.png"\r\ncontent-type: image/png\r\n\r\n`,
      );
      const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
      const { hostname, port } = new URL(url);
      const request = http.request({
        hostname,
        port,
        method: 'POST',
        path: '/api/arquivos',
        headers: {
          cookie,
          'x-portal-request': '1',
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + png.length + tail.length,
        },
      });
      const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
        request.on('response', (res) => {
          let body = '';
          res.setEncoding('utf8').on('data', (c: string) => (body += c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        });
        request.on('error', reject);
      });
      request.write(head);
      request.write(png.subarray(0, 50_000));
      await new Promise((resolve) => setTimeout(resolve, 500));

      server.child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 500));
      const late = await fetch(`${url}/api/health`).then(
        (r) => r.status,
        () => 'recusada',
      );
      expect(late).not.toBe(200);

      request.end(Buffer.concat([png.subarray(50_000), tail]));
      const { status, body } = await answered;
      expect(status, body).toBe(201);
      expect(JSON.parse(body)).toMatchObject({ nome: 'planta.png', mime: 'image/png', tamanho: png.length });
      expect((await server.exited).code).toBe(0);
    },
    2 * START_TIMEOUT,
  );

  it(
    'loads the demo data on its first start, prints its address and the demo accounts, and stops cleanly on SIGTERM',
    async () => {
      const data = await portalData();
      const { server, url, banner, port } = await startServer();

      expect(url).toBe(`http://127.0.0.1:${port}`);
      expect(banner).toContain('Dados de demonstração carregados agora');
      expect(banner).toContain(`senha ${DEMO_PASSWORD}`);
      for (const user of DEMO_USERS) expect(banner).toContain(user.email);
      expect(banner).toContain('admin@demo.obras.dev');
      expect(await health(url)).toEqual({ status: 200, body: { status: 'ok' } });
      const lockFile = path.join(data.dataDir, 'portal.lock');
      if (!onPostgres)
        expect(JSON.parse(fs.readFileSync(lockFile, 'utf8'))).toMatchObject({ pid: server.child.pid });

      expect(await stop(server)).toBe(0);
      expect(portalLinesOf(server.stderr)).toEqual([]);
      expect(fs.existsSync(lockFile)).toBe(false);
    },
    2 * START_TIMEOUT,
  );

  it(
    'keeps every record across a restart and does not load the demo data twice',
    async () => {
      // Starts from the demo company as a first start leaves it (that first start is the test above).
      const data = await portalData('demo');
      const first = await startServer();
      expect(first.banner).toContain('Dados de demonstração já presentes');
      expect(await stop(first.server)).toBe(0);

      const cnpj = withCnpjCheckDigits('318405960001');
      const between = await data.open();
      await between.db.transaction((tx) =>
        insertNewCliente(tx, SYSTEM_ACTOR, { nome: 'Metalúrgica Entre Partidas Ltda.', cnpj }),
      );
      await between.close();

      const second = await startServer();
      expect(second.banner).toContain('Dados de demonstração já presentes');
      expect(await health(second.url)).toEqual({ status: 200, body: { status: 'ok' } });
      expect(await stop(second.server)).toBe(0);

      const after = await data.open();
      try {
        expect(await after.db.$count(users)).toBe(DEMO_USERS.length);
        expect(await after.db.$count(obras)).toBe(DEMO_OBRAS.length);
        const kept = await after.db.select().from(clientes).where(eq(clientes.cnpj, cnpj));
        expect(kept).toEqual([expect.objectContaining({ nome: 'Metalúrgica Entre Partidas Ltda.' })]);
      } finally {
        await after.close();
      }
    },
    3 * START_TIMEOUT,
  );

  if (onPostgres) {
    it(
      'runs beside a second server on the same PostgreSQL database, which finds the demo data already there',
      async () => {
        const data = await portalData('demo');
        const first = await startServer();
        const second = await startServer();

        expect(second.banner).toContain('Dados de demonstração já presentes');
        expect(await health(first.url)).toEqual({ status: 200, body: { status: 'ok' } });
        expect(await health(second.url)).toEqual({ status: 200, body: { status: 'ok' } });
        expect(await stop(second.server)).toBe(0);
        expect(await stop(first.server)).toBe(0);

        const after = await data.open();
        try {
          expect(await after.db.$count(users)).toBe(DEMO_USERS.length);
        } finally {
          await after.close();
        }
      },
      3 * START_TIMEOUT,
    );
  } else {
    it(
      'refuses a second server on a DATA_DIR in use, naming the folder, and leaves the first one running',
      async () => {
        const data = await portalData('migrated');
        const first = await startServer({ DEMO_DATA: 'false' });

        const refused = await runCli(MAIN, [], await portsEnv(), START_TIMEOUT);

        expect(refused.code).not.toBe(0);
        expect(refused.stderr).toContain(`A pasta de dados ${data.dataDir} já está em uso`);
        expect(refused.stderr).toContain(`pelo processo ${first.server.child.pid}`);
        expect(refused.stdout).not.toContain('Portal de Obras em');
        expect(await health(first.url)).toEqual({ status: 200, body: { status: 'ok' } });
        const lock = JSON.parse(fs.readFileSync(path.join(data.dataDir, 'portal.lock'), 'utf8'));
        expect(lock).toMatchObject({ pid: first.server.child.pid });
      },
      2 * START_TIMEOUT,
    );
  }

  describe('with a bad configuration', () => {
    function oneLine(stderr: string): string {
      const lines = stderr.split('\n').filter((line) => line.trim() !== '');
      expect(lines).toHaveLength(1);
      return lines[0]!;
    }

    it(
      'stops on PORT=abc with one line naming PORT, before touching DATA_DIR',
      async () => {
        const dataDir = path.join((await portalData()).dataDir, 'nunca-criada');
        const result = await runCli(MAIN, [], { DATA_DIR: dataDir, PORT: 'abc' });

        expect(result.code).not.toBe(0);
        expect(oneLine(result.stderr)).toMatch(/^Configuração inválida: PORT: .*"abc"/);
        expect(result.stdout).toBe('');
        expect(fs.existsSync(dataDir)).toBe(false);
      },
      START_TIMEOUT,
    );

    it(
      'stops on an unreachable DATABASE_URL with one line naming DATABASE_URL',
      async () => {
        const result = await runCli(MAIN, [], {
          DATA_DIR: (await portalData()).dataDir,
          PORT: String(await freePort()),
          DATABASE_URL: 'postgres://x@127.0.0.1:1/db',
        });

        expect(result.code).not.toBe(0);
        expect(oneLine(result.stderr)).toContain('DATABASE_URL (postgres://x@127.0.0.1:1/db)');
        expect(result.stdout).toBe('');
      },
      START_TIMEOUT,
    );
  });
});
