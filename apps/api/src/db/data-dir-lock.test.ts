import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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
