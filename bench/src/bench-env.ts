import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
  cleanup(): void;
}

/** A fresh data folder with the demo company and the scale data set (BENCH_DATABASE_URL: PostgreSQL instead). */
export async function prepareDatabase(): Promise<BenchDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const env: Record<string, string> = { DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  if (process.env.BENCH_DATABASE_URL) env.DATABASE_URL = process.env.BENCH_DATABASE_URL;
  await run(
    TSX,
    [
      'apps/api/src/cli/seed-scale.ts',
      ...['--obras', String(SCALE.obras), '--users', String(SCALE.users)],
      ...['--rdos-por-obra', String(SCALE.rdosPorObra)],
    ],
    env,
  );
  return { env, cleanup: () => fs.rmSync(dataDir, { recursive: true, force: true }) };
}

export function run(command: string, args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: REPO_ROOT, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} saiu com ${code}`)),
    );
  });
}

/** Starts bench/src/servers.ts (the portal and its bare baseline) and waits for their ports. */
export function startServers(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; portal: string; baseline: string }> {
  return new Promise((resolve, reject) => {
    // The benchmark is one client on purpose: no per-address request limit.
    const child = spawn(TSX, ['bench/src/servers.ts'], {
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
