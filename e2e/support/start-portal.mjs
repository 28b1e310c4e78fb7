// Starts the built portal for the browser tests on a fresh data folder (or a fresh PostgreSQL database when
// TEST_DATABASE_URL is set), with the demo data and the development SSO. Run by Playwright's webServer.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..');
const port = Number(process.env.E2E_PORT ?? 3210);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
const env = {
  ...process.env,
  PORT: String(port),
  DEV_SSO_PORT: String(Number(process.env.E2E_SSO_PORT ?? port + 1)),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  NODE_ENV: 'development',
};
delete env.DATABASE_URL;

let dropDatabase = async () => {};
if (process.env.TEST_DATABASE_URL) {
  const name = `portal_e2e_${process.pid}`;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
  dropDatabase = async () => {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  };
}

const server = spawn(process.execPath, [path.join(root, 'apps/api/dist/main.js')], { env, stdio: 'inherit' });
const stop = (signal) => server.kill(signal);
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
server.on('exit', async (code) => {
  await dropDatabase().catch(() => {});
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
