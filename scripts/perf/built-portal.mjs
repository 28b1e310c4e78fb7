// Starts the built portal (apps/api/dist, apps/web/dist) on a fresh data folder with the demo company, for the
// measurements of scripts/perf: the bundle report and Lighthouse. Build first (`npm run build`).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const DEMO_PASSWORD = 'Demo@1234';

async function freePort() {
  const server = net.createServer();
  await new Promise((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The portal running until stop(); its address, and helpers to sign in and find an obra. */
export async function startBuiltPortal() {
  for (const file of ['apps/api/dist/main.js', 'apps/web/dist/index.html']) {
    if (!fs.existsSync(path.join(ROOT, file)))
      throw new Error(`${file} não existe: rode npm run build antes`);
  }
  const [port, ssoPort] = [await freePort(), await freePort()];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-perf-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = { ...process.env, PORT: String(port), DEV_SSO_PORT: String(ssoPort), HOST: '127.0.0.1' };
  Object.assign(env, { DATA_DIR: dataDir, LOG_LEVEL: 'warn', PUBLIC_URL: baseUrl });
  delete env.DATABASE_URL;
  const server = spawn(process.execPath, [path.join(ROOT, 'apps/api/dist/main.js')], {
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  server.stderr.setEncoding('utf8').on('data', (chunk) => (stderr += chunk));
  const exited = new Promise((resolve) => server.once('exit', resolve));

  const deadline = Date.now() + 180_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`o portal parou ao iniciar:\n${stderr}`);
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`o portal não respondeu em 180 s:\n${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  return {
    baseUrl,
    /** Signs in through the API; the session cookies as a Cookie header and as Playwright cookies. */
    async signIn(email) {
      const res = await fetch(`${baseUrl}/api/auth/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-portal-request': '1' },
        body: JSON.stringify({ email, password: DEMO_PASSWORD }),
      });
      if (!res.ok) throw new Error(`entrar como ${email}: ${res.status} ${await res.text()}`);
      // Cookies the answer clears (an empty value) are left out.
      const pairs = res.headers
        .getSetCookie()
        .map((line) => line.split(';')[0])
        .filter((pair) => !pair.endsWith('='));
      return {
        header: pairs.join('; '),
        cookies: pairs.map((pair) => {
          const at = pair.indexOf('=');
          return { name: pair.slice(0, at), value: pair.slice(at + 1), url: baseUrl };
        }),
      };
    },
    /** The first obra the signed-in user sees. */
    async firstObra(cookieHeader) {
      const res = await fetch(`${baseUrl}/api/obras?limite=1`, { headers: { cookie: cookieHeader } });
      if (!res.ok) throw new Error(`listar obras: ${res.status} ${await res.text()}`);
      const body = await res.json();
      const obra = (body.items ?? body)[0];
      if (!obra) throw new Error('nenhuma obra na demonstração');
      return obra.id;
    },
    async stop() {
      if (server.exitCode === null) server.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
