import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { spawnTs, stopProcess, waitForOutput, type TsProcess } from '../test/process-helpers';
import { DataDirLockedError, lockDataDir, type DataDirLock } from './data-dir-lock';

/** Writes a lock file as another process on this machine would have left it. */
function writeLockOf(dataDir: string, pid: number): void {
  const owner = { pid, host: os.hostname(), since: '2025-01-02T03:04:05.000Z', command: 'npm start' };
  fs.writeFileSync(path.join(dataDir, 'portal.lock'), JSON.stringify(owner));
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

describe('the DATA_DIR lock', () => {
  let dataDir: string;
  let lockFile: string;
  let locks: DataDirLock[];
  let children: ChildProcess[];

  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-lock-'));
    lockFile = path.join(dataDir, 'portal.lock');
    locks = [];
    children = [];
  });

  afterEach(async () => {
    for (const lock of locks) lock.release();
    await Promise.all(
      children.map(async (child) => {
        if (child.exitCode === null && child.signalCode === null) {
          child.kill('SIGKILL');
          await exited(child);
        }
      }),
    );
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  function take(command = 'teste'): DataDirLock {
    const lock = lockDataDir(dataDir, command);
    locks.push(lock);
    return lock;
  }

  it('creates portal.lock naming this process, its machine and the command', () => {
    const lock = take('npm run backup');

    expect(lock.path).toBe(lockFile);
    expect(JSON.parse(fs.readFileSync(lockFile, 'utf8'))).toMatchObject({
      pid: process.pid,
      host: os.hostname(),
      command: 'npm run backup',
    });
  });

  it('creates DATA_DIR when it does not exist yet', () => {
    const nested = path.join(dataDir, 'ainda', 'nao', 'existe');
    locks.push(lockDataDir(nested, 'teste'));

    expect(fs.existsSync(path.join(nested, 'portal.lock'))).toBe(true);
  });

  it('refuses a second lock from the same process and keeps the first one', () => {
    take('servidor do portal');

    expect(() => lockDataDir(dataDir, 'npm run restore')).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dataDir, 'npm run restore')).toThrow(
      `A pasta de dados ${dataDir} já está em uso pelo processo ${process.pid} (servidor do portal`,
    );
    expect(JSON.parse(fs.readFileSync(lockFile, 'utf8'))).toMatchObject({ command: 'servidor do portal' });
  });

  it('takes over a lock file left by a process that died', async () => {
    const dead = spawn(process.execPath, ['-e', '']);
    children.push(dead);
    await exited(dead);
    writeLockOf(dataDir, dead.pid!);

    take('servidor do portal');

    expect(JSON.parse(fs.readFileSync(lockFile, 'utf8'))).toMatchObject({
      pid: process.pid,
      command: 'servidor do portal',
    });
  });

  it('refuses a lock held by a live process, naming its pid, and leaves its lock file alone', async () => {
    const live = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
    children.push(live);
    await new Promise((resolve) => live.once('spawn', resolve));
    writeLockOf(dataDir, live.pid!);
    const before = fs.readFileSync(lockFile, 'utf8');

    let refusal: unknown;
    try {
      take();
    } catch (error) {
      refusal = error;
    }

    expect(refusal).toBeInstanceOf(DataDirLockedError);
    expect((refusal as Error).message).toContain(`já está em uso pelo processo ${live.pid} (npm start`);
    expect((refusal as Error).message).toContain('DATA_DIR');
    expect(fs.readFileSync(lockFile, 'utf8')).toBe(before);
  });

  it('names the files to remove when a takeover was cut short, rather than risk two owners', async () => {
    const dead = spawn(process.execPath, ['-e', '']);
    children.push(dead);
    await exited(dead);
    writeLockOf(dataDir, dead.pid!);
    const past = new Date(Date.now() - 60_000);
    fs.utimesSync(lockFile, past, past);
    const stat = fs.statSync(lockFile);
    // What a process that died in the middle of taking over this lock leaves behind.
    const right = `${lockFile}.retomada-${stat.ino}-${Math.trunc(stat.mtimeMs)}`;
    fs.writeFileSync(right, '');
    fs.utimesSync(right, past, past);

    expect(() => take()).toThrow(DataDirLockedError);
    expect(() => take()).toThrow(`apague ${right} e ${lockFile}`);
    expect(JSON.parse(fs.readFileSync(lockFile, 'utf8'))).toMatchObject({ pid: dead.pid });
  });

  it('refuses a lock file that another process has created but not yet filled in', () => {
    fs.writeFileSync(lockFile, '');

    expect(() => take()).toThrow(DataDirLockedError);
    expect(fs.readFileSync(lockFile, 'utf8')).toBe('');
  });

  it('frees the folder on release(), so the next process can take it', () => {
    const lock = take();

    lock.release();

    expect(fs.existsSync(lockFile)).toBe(false);
    expect(() => take()).not.toThrow();
  });

  describe('with several processes starting at the same moment', () => {
    const RACERS = 6;
    let racers: TsProcess[];

    beforeEach(() => {
      racers = [];
    });
    afterEach(async () => {
      await Promise.all(racers.map((racer) => stopProcess(racer)));
    });

    /** Starts the racers, lets them all go at once and returns the pids of those that took the folder. */
    async function race(): Promise<number[]> {
      const goFile = path.join(dataDir, 'largada');
      for (let i = 0; i < RACERS; i += 1) {
        racers.push(spawnTs('apps/api/src/test/fixtures/race-for-lock.ts', [dataDir, goFile], {}));
      }
      await Promise.all(racers.map((racer) => waitForOutput(racer, /pronto/, 30_000)));
      fs.writeFileSync(goFile, '');
      const verdicts = await Promise.all(
        racers.map((racer) => waitForOutput(racer, /ganhou|recusado/, 30_000)),
      );
      return racers.filter((_, i) => verdicts[i]![0] === 'ganhou').map((racer) => racer.child.pid!);
    }

    it('lets exactly one of them take a free folder', async () => {
      const winners = await race();

      expect(winners).toHaveLength(1);
      expect(JSON.parse(fs.readFileSync(lockFile, 'utf8'))).toMatchObject({ pid: winners[0] });
    }, 60_000);

    it('lets exactly one of them take over the lock of a process that died', async () => {
      const dead = spawn(process.execPath, ['-e', '']);
      children.push(dead);
      await exited(dead);
      // A few rounds: the unsafe way of taking over (remove, then create) lets two in only now and then.
      for (let round = 0; round < 3; round += 1) {
        await Promise.all(racers.map((racer) => stopProcess(racer)));
        racers = [];
        fs.rmSync(path.join(dataDir, 'largada'), { force: true });
        writeLockOf(dataDir, dead.pid!);
        // Old enough that none of the racers could mistake it for a lock being written.
        const past = new Date(Date.now() - 60_000);
        fs.utimesSync(lockFile, past, past);

        const winners = await race();

        expect(winners).toHaveLength(1);
        expect(JSON.parse(fs.readFileSync(lockFile, 'utf8'))).toMatchObject({ pid: winners[0] });
        expect(fs.readdirSync(dataDir).sort()).toEqual(['largada', 'portal.lock']);
      }
    }, 120_000);
  });

  it('does not remove a lock file that another process owns by then', async () => {
    const lock = take();
    const live = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
    children.push(live);
    await new Promise((resolve) => live.once('spawn', resolve));
    // Someone removed our file by hand and another process took the folder.
    writeLockOf(dataDir, live.pid!);

    lock.release();

    expect(JSON.parse(fs.readFileSync(lockFile, 'utf8'))).toMatchObject({ pid: live.pid });
  });
});
