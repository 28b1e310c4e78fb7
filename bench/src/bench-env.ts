import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const TSX = path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx');

/** The scale of the data set every benchmark runs on (override with BENCH_OBRAS / BENCH_USERS / BENCH_RDOS_POR_OBRA). */
export const SCALE = {
  obras: Number(process.env.BENCH_OBRAS ?? 2000),
  users: Number(process.env.BENCH_USERS ?? 5000),
  /** Daily reports per obra on average: about 300,000 RDOs for 2,000 obras. */
  rdosPorObra: Number(process.env.BENCH_RDOS_POR_OBRA ?? 150),
};

export interface BenchDatabase {
  env: Record<string, string>;
  /** What the data set holds, as the scale seed recorded it. */
  label: string;
  cleanup(): void;
}

export interface DatabaseChoice {
  /** PostgreSQL (created when missing); none: a fresh PGlite data folder. */
  url?: string;
  rdosPorObra?: number;
}

/**
 * A fresh data folder with the demo company and the scale data set, on PGlite or on the PostgreSQL database
 * `url` (BENCH_DATABASE_URL by default). The seed runs once per database: a database seeded with another size is
 * refused rather than measured as if it were this one.
 */
export async function prepareDatabase(choice: DatabaseChoice = {}): Promise<BenchDatabase> {
  const url = 'url' in choice ? choice.url : process.env.BENCH_DATABASE_URL;
  const rdosPorObra = choice.rdosPorObra ?? SCALE.rdosPorObra;
  // BENCH_DATA_DIR: a data folder kept between runs (PGlite seeded once, which takes minutes at this scale).
  const kept = url ? undefined : process.env.BENCH_DATA_DIR;
  const dataDir = kept ?? fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  if (kept) fs.mkdirSync(kept, { recursive: true });
  const env: Record<string, string> = { DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  if (url) {
    env.DATABASE_URL = url;
    await createDatabaseIfMissing(url);
  }
  await run(
    'nice',
    [
      ...['-n', '5', TSX, 'apps/api/src/cli/seed-scale.ts'],
      ...['--obras', String(SCALE.obras), '--users', String(SCALE.users)],
      ...['--rdos-por-obra', String(rdosPorObra)],
    ],
    env,
  );
  const seeded = await scaleMarker(url, env);
  if (seeded.obras !== SCALE.obras || seeded.rdosPorObra !== rdosPorObra)
    throw new Error(
      `o banco ${url} já tem outra base de escala (${JSON.stringify(seeded)}); use outro banco ou apague este`,
    );
  const banco = url ? 'PostgreSQL' : 'PGlite';
  return {
    env,
    label: `${seeded.rdos.toLocaleString('pt-BR')} RDOs, ${SCALE.obras} obras, ${SCALE.users} usuários, ${banco}`,
    cleanup: () => (kept ? undefined : fs.rmSync(dataDir, { recursive: true, force: true })),
  };
}

async function createDatabaseIfMissing(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database "${name.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
}

/** What the scale seed recorded, and how many RDOs the database really holds. */
async function scaleMarker(
  url: string | undefined,
  env: Record<string, string>,
): Promise<{ obras: number; rdosPorObra: number; rdos: number }> {
  const query = `select (select value from app_meta where key = 'scale_data') as value, (select count(*)::int from rdos) as rdos`;
  let row: { value: { obras: number; rdosPorObra: number }; rdos: number };
  if (url) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    row = (await client.query(query)).rows[0];
    await client.end();
  } else {
    const { PGlite } = await import('@electric-sql/pglite');
    const db = new PGlite(path.join(env.DATA_DIR!, 'pgdata'));
    row = (await db.query<typeof row>(query)).rows[0]!;
    await db.close();
  }
  return { obras: row.value.obras, rdosPorObra: row.value.rdosPorObra, rdos: row.rdos };
}

export function run(command: string, args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: REPO_ROOT, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} saiu com ${code}`)),
    );
  });
}

/**
 * Starts bench/src/servers.ts (the portal and its bare baseline) and waits for their ports. `nodeArgs` go to
 * Node (e.g. `--cpu-prof`, for `npm run bench:profile`).
 */
export function startServers(
  env: Record<string, string>,
  nodeArgs: string[] = [],
): Promise<{ child: ChildProcess; portal: string; baseline: string }> {
  return new Promise((resolve, reject) => {
    // The benchmark is one client on purpose: no per-address request limit.
    const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'bench/src/servers.ts'], {
      cwd: REPO_ROOT,
      env: { ...process.env, ...env, RATE_LIMIT_PER_MINUTE: '100000000' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /PRONTO (\d+) (\d+)/.exec(out);
      if (match)
        resolve({ child, portal: `http://127.0.0.1:${match[1]}`, baseline: `http://127.0.0.1:${match[2]}` });
    });
    child.on('exit', (code) => reject(new Error(`servidores do benchmark saíram com ${code}`)));
  });
}
