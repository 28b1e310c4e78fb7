import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { expect, test as base } from '@playwright/test';
import { E2E } from './e2e-env';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Two TCP ports nobody listens on right now (the portal's and its development SSO's). */
async function freePorts(): Promise<[number, number]> {
  const servers = await Promise.all(
    [0, 1].map(
      () =>
        new Promise<net.Server>((resolve, reject) => {
          const server = net.createServer();
          server.once('error', reject);
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((server) => (server.address() as net.AddressInfo).port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return [ports[0]!, ports[1]!];
}

/**
 * Starts the built portal with the demo data on a fresh data folder (or PostgreSQL database) and free ports, and
 * waits until it answers its health check. Resolves with the function that stops it and removes its data.
 */
async function startPortal(): Promise<() => Promise<void>> {
  const [port, ssoPort] = await freePorts();
  const child = spawn(process.execPath, [path.join(here, 'start-portal.mjs')], {
    env: { ...process.env, E2E_PORT: String(port), E2E_SSO_PORT: String(ssoPort) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The portal logs warnings and errors as JSON lines: errors (an answer 500) go to the run's output, beside the
  // failed test they explain.
  createInterface({ input: child.stdout! }).on('line', (line) => {
    if (/"level":(50|60)/.test(line)) process.stderr.write(`[portal] ${line}\n`);
  });
  let stderr = '';
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
    process.stderr.write(chunk);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let gone = false;
  void exited.then(() => (gone = true));
  const stop = async () => {
    if (!gone) child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (gone) throw new Error(`o portal dos testes terminou antes de responder:\n${stderr}`);
    const healthy = await fetch(`http://127.0.0.1:${port}/api/health`)
      .then((res) => res.ok)
      .catch(() => false);
    if (healthy) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`o portal dos testes não respondeu em 120 s:\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  // Read by E2E (e2e-env.ts) in this worker: the helpers talk to this worker's portal.
  process.env.E2E_WORKER_PORT = String(port);
  process.env.E2E_WORKER_SSO_PORT = String(ssoPort);
  return stop;
}

/**
 * The browser tests' `test`: each Playwright worker has its own portal, data and mailbox, started once for all
 * the spec files the worker runs, and pages open on it.
 */
export const test = base.extend<object, { portal: string }>({
  portal: [
    async ({}, use) => {
      const stop = await startPortal();
      await use(E2E.baseUrl);
      await stop();
    },
    { scope: 'worker', auto: true, timeout: 150_000 },
  ],
  baseURL: async ({ portal }, use) => use(portal),
});

export { expect };
