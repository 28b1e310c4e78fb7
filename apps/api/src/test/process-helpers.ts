import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { openDatabase, pgliteDirOf, type Database } from '../db/database';
import { migrateDatabase } from '../db/migrate';
import { seedDemoDataOnce } from '../seed/seed-demo';
import { REPO_ROOT } from '../paths';
import { createScratchPostgres } from './test-database';

/** A program of the API running as its own process, with everything it printed so far. */
export interface TsProcess {
  child: ChildProcess;
  stdout: string;
  stderr: string;
  /** The process has ended and all of its output has been read. */
  closed: boolean;
  /** Settles when the process has ended and its output is closed. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** `count` distinct TCP ports nobody listens on right now (all held until every one is known). */
export async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
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
  return ports;
}

/** A TCP port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const [port] = await freePorts(1);
  return port!;
}

// Variables of the test run that would point a child at another database or folder.
const INHERITED_BUT_NOT_WANTED = [
  'DATABASE_URL',
  'DATA_DIR',
  'PORT',
  'HOST',
  'PUBLIC_URL',
  'NODE_ENV',
  'INIT_CWD',
];

/**
 * Starts a TypeScript entry point (relative to the repository) through tsx's loader in one node process, so the
 * pid is the program's own and a SIGKILL reaches it: the `tsx` command runs the program in a child of its own,
 * which a SIGKILL to the command leaves running.
 */
export function spawnTs(script: string, args: string[], env: Record<string, string | undefined>): TsProcess {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'warn' };
  for (const name of INHERITED_BUT_NOT_WANTED) delete childEnv[name];
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, script), ...args], {
    cwd: REPO_ROOT,
    env: { ...childEnv, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const proc: TsProcess = {
    child,
    stdout: '',
    stderr: '',
    closed: false,
    exited: new Promise((resolve) =>
      child.once('close', (code, signal) => {
        proc.closed = true;
        resolve({ code, signal });
      }),
    ),
  };
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (proc.stdout += chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (proc.stderr += chunk));
  return proc;
}

/** Resolves with the first match of `pattern` in what the process printed; fails if it ends or times out first. */
export function waitForOutput(proc: TsProcess, pattern: RegExp, timeoutMs: number): Promise<RegExpExecArray> {
  const find = (): RegExpExecArray | null => pattern.exec(proc.stdout) ?? pattern.exec(proc.stderr);
  return new Promise((resolve, reject) => {
    const check = (): void => {
      const match = find();
      if (match) finish(() => resolve(match));
    };
    const ended = (): void =>
      finish(() => reject(new Error(`o processo terminou antes de ${pattern}:\n${describe(proc)}`)));
    const timer = setTimeout(
      () => finish(() => reject(new Error(`${pattern} não apareceu em ${timeoutMs} ms:\n${describe(proc)}`))),
      timeoutMs,
    );
    const finish = (settle: () => void): void => {
      clearTimeout(timer);
      proc.child.stdout!.off('data', check);
      proc.child.stderr!.off('data', check);
      proc.child.off('close', ended);
      settle();
    };
    // Listeners added after the helper's own, so the text of this chunk is already in proc.stdout/stderr.
    proc.child.stdout!.on('data', check);
    proc.child.stderr!.on('data', check);
    proc.child.once('close', ended);
    check();
    if (proc.closed) ended();
  });
}

function describe(proc: TsProcess): string {
  return `--- stdout ---\n${proc.stdout}\n--- stderr ---\n${proc.stderr}`;
}

/** Ends the process if it still runs (SIGKILL unless told otherwise) and waits until it is gone. */
export async function stopProcess(
  proc: TsProcess | undefined,
  signal: NodeJS.Signals = 'SIGKILL',
): Promise<void> {
  if (!proc) return;
  if (!proc.closed) proc.child.kill(signal);
  await proc.exited;
}

/** Runs a command-line tool of the API to the end, as an operator would. */
export async function runCli(
  script: string,
  args: string[],
  env: Record<string, string | undefined>,
  timeoutMs = 60_000,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const proc = spawnTs(script, args, env);
  const timer = setTimeout(() => proc.child.kill('SIGKILL'), timeoutMs);
  const { code } = await proc.exited;
  clearTimeout(timer);
  return { code, stdout: proc.stdout, stderr: proc.stderr };
}

/** The data a spawned portal works on: a DATA_DIR of its own and, under TEST_DATABASE_URL, a scratch database. */
export interface PortalData {
  dataDir: string;
  /** The scratch PostgreSQL database; undefined on PGlite. */
  databaseUrl?: string;
  /** DATA_DIR and DATABASE_URL, as an operator sets them. */
  env: Record<string, string>;
  /** Opens the same database directly (opening it migrates nothing: the processes under test do that). */
  open(): Promise<Database>;
  cleanup(): Promise<void>;
}

export interface PortalDataOptions {
  /**
   * Start from a copy of the run's template instead of an empty database: 'migrated' (the schema, no rows) or
   * 'demo' (the demo company as a first start loads it). Without it the folder (or scratch database) is empty
   * and the first process to open it migrates and seeds, as on a real first start.
   */
  from?: 'migrated' | 'demo';
}

// The run's PGlite tarballs laid out as folders once per worker (a worker runs file after file), next to the
// tarball so that the run's clean-up removes them: copying a folder is quicker than loading the tarball each time.
const unpackedTemplates = new Map<string, Promise<string>>();

function unpackedTemplate(tarball: string): Promise<string> {
  let folder = unpackedTemplates.get(tarball);
  if (!folder) {
    folder = (async () => {
      const dir = `${tarball}.${process.pid}.pgdata`;
      fs.rmSync(dir, { recursive: true, force: true });
      const database = await openDatabase({
        pgliteDir: dir,
        pgliteLoadDataDir: new Blob([fs.readFileSync(tarball)]),
      });
      await database.close();
      return dir;
    })();
    unpackedTemplates.set(tarball, folder);
    folder.catch(() => unpackedTemplates.delete(tarball));
  }
  return folder;
}

/**
 * A DATA_DIR of its own and, under TEST_DATABASE_URL, a scratch database; with `from`, its database is a copy of
 * the run's migrated or demo template (see test-templates.ts): on PGlite the template's `dumpDataDir` tarball
 * (loaded by PGlite once per worker) copied to the folder the server opens (pgliteDirOf), on PostgreSQL a
 * database made with CREATE DATABASE … TEMPLATE. Without a global set-up (no templates) it is built here.
 */
export async function createPortalData(options: PortalDataOptions = {}): Promise<PortalData> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-processo-'));
  const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
  const templates = inject('testTemplates');
  const template =
    options.from && templates?.kind === (onPostgres ? 'postgres' : 'pglite')
      ? templates[options.from]
      : undefined;
  const scratch = onPostgres ? await createScratchPostgres(template) : undefined;
  const open = (): Promise<Database> =>
    openDatabase({ databaseUrl: scratch?.url, pgliteDir: pgliteDirOf(dataDir), maxConnections: 2 });
  if (template && !onPostgres) {
    fs.cpSync(await unpackedTemplate(template), pgliteDirOf(dataDir), { recursive: true });
  } else if (options.from && !template) {
    const database = await open();
    try {
      await migrateDatabase(database);
      if (options.from === 'demo') await seedDemoDataOnce(database);
    } finally {
      await database.close();
    }
  }
  return {
    dataDir,
    databaseUrl: scratch?.url,
    env: scratch ? { DATA_DIR: dataDir, DATABASE_URL: scratch.url } : { DATA_DIR: dataDir },
    open,
    cleanup: async () => {
      await scratch?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
