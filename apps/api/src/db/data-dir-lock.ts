import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const LOCK_FILE = 'portal.lock';
/** A lock file with no owner in it yet is a process between creating and filling it: left alone for this long. */
const UNFILLED_GRACE_MS = 2000;

interface LockOwner {
  pid: number;
  host: string;
  since: string;
  command: string;
}

/** Another live process holds DATA_DIR; nothing was touched. */
export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

export interface DataDirLock {
  path: string;
  release(): void;
}

/** One lock file as read through one descriptor: its identity (inode, time) and the owner written in it. */
interface Seen {
  ino: number;
  mtimeMs: number;
  owner: LockOwner | undefined;
}

// Folders this process holds: a second lock from the same process is refused too.
const held = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function parseOwner(text: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(text) as LockOwner;
    return typeof owner.pid === 'number' ? owner : undefined;
  } catch {
    return undefined;
  }
}

function isErrno(error: unknown, ...codes: string[]): boolean {
  return codes.includes((error as NodeJS.ErrnoException).code ?? '');
}

/** The lock file as it is now (undefined when there is none), read through one descriptor so it is one file. */
function inspect(file: string): Seen | undefined {
  let fd: number;
  try {
    fd = fs.openSync(file, 'r');
  } catch (error) {
    if (isErrno(error, 'ENOENT')) return undefined;
    throw error;
  }
  try {
    const stat = fs.fstatSync(fd);
    return { ino: stat.ino, mtimeMs: stat.mtimeMs, owner: parseOwner(fs.readFileSync(fd, 'utf8')) };
  } finally {
    fs.closeSync(fd);
  }
}

/** Whether the lock seen was left by a process that is gone (kill -9, power loss), so it may be taken over. */
function isStale(seen: Seen, me: LockOwner): boolean {
  if (seen.owner === undefined) return Date.now() - seen.mtimeMs >= UNFILLED_GRACE_MS;
  if (seen.owner.host !== me.host) return false;
  // A lock naming this very pid but not held here is a leftover from an earlier process that had the same pid
  // (containers restart with small pids), so only a live *other* process counts.
  return seen.owner.pid === process.pid || !isAlive(seen.owner.pid);
}

/**
 * Removes the stale lock `seen`, if this process wins the right to: the right to remove one given lock file is a
 * file named after it, created exclusively, so of all the processes that found the same dead owner exactly one
 * removes its file, and none can remove the file a faster one has just put in its place.
 */
function removeStale(file: string, seen: Seen): void {
  const right = `${file}.retomada-${seen.ino}-${Math.trunc(seen.mtimeMs)}`;
  try {
    fs.closeSync(fs.openSync(right, 'wx'));
  } catch (error) {
    if (!isErrno(error, 'EEXIST')) throw error;
    // Another process is taking this one over right now, or one died doing it (between two system calls): that
    // leftover is not removed here, as removing it could let two processes in; the operator is told.
    if (Date.now() - (fs.statSync(right, { throwIfNoEntry: false })?.mtimeMs ?? Date.now()) > 10_000) {
      throw new DataDirLockedError(
        `A pasta de dados ${path.dirname(file)} ficou com uma retomada interrompida: apague ${right} e ${file} (nenhum processo do portal usa a pasta) e inicie de novo.`,
      );
    }
    return;
  }
  try {
    // Only the holder of the right removes this file, so it is still the one judged stale if it is there at all.
    const now = inspect(file);
    if (now && now.ino === seen.ino && now.mtimeMs === seen.mtimeMs) fs.rmSync(file, { force: true });
  } finally {
    fs.rmSync(right, { force: true });
  }
}

/** Creates the lock file with the owner already in it; false when a lock file is there. */
function create(file: string, me: LockOwner): boolean {
  // Written aside and hard-linked into place: the lock file appears whole, with its owner, or not at all.
  const draft = `${file}.${process.pid}.${randomUUID()}`;
  const fd = fs.openSync(draft, 'wx');
  try {
    fs.writeFileSync(fd, JSON.stringify(me));
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  try {
    fs.linkSync(draft, file);
    return true;
  } catch (error) {
    if (isErrno(error, 'EEXIST')) return false;
    if (!isErrno(error, 'EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS', 'EXDEV')) throw error;
    // A file system without hard links: exclusive creation, filled at once (others wait out UNFILLED_GRACE_MS).
    try {
      const lockFd = fs.openSync(file, 'wx');
      fs.writeFileSync(lockFd, JSON.stringify(me));
      fs.fsyncSync(lockFd);
      fs.closeSync(lockFd);
      return true;
    } catch (fallbackError) {
      if (isErrno(fallbackError, 'EEXIST')) return false;
      throw fallbackError;
    }
  } finally {
    fs.rmSync(draft, { force: true });
  }
}

/**
 * Takes DATA_DIR for this process alone. PGlite itself puts no lock on its folder, and two processes writing one
 * data directory corrupt it. The lock file `portal.lock` names the owner; it is created atomically (a hard link,
 * which exactly one of any number of processes racing for it gets), a lock left by a process that died is taken
 * over (see removeStale), and one held by a live process on this host is refused.
 */
export function lockDataDir(dataDir: string, command: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  if (held.has(file)) throw new DataDirLockedError(lockedMessage(dataDir, inspect(file)?.owner));
  const me: LockOwner = { pid: process.pid, host: os.hostname(), since: new Date().toISOString(), command };

  let seen: Seen | undefined;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    if (create(file, me)) return hold(file);
    seen = inspect(file);
    if (seen === undefined) continue; // released in between: try again
    if (!isStale(seen, me)) throw new DataDirLockedError(lockedMessage(dataDir, seen.owner));
    removeStale(file, seen);
  }
  throw new DataDirLockedError(lockedMessage(dataDir, seen?.owner));
}

function hold(file: string): DataDirLock {
  held.add(file);
  const ino = fs.statSync(file).ino;
  const release = (): void => {
    if (!held.delete(file)) return;
    process.off('exit', release);
    // Removed only while it is still this process's own file: never a lock another process has taken since.
    const now = inspect(file);
    if (now && now.ino === ino && now.owner?.pid === process.pid) fs.rmSync(file, { force: true });
  };
  process.on('exit', release);
  return { path: file, release };
}

function lockedMessage(dataDir: string, owner?: LockOwner): string {
  const who = !owner
    ? 'por outro processo'
    : owner.host === os.hostname()
      ? `pelo processo ${owner.pid} (${owner.command}, desde ${owner.since})`
      : `pelo processo ${owner.pid} na máquina ${owner.host} (${owner.command})`;
  return `A pasta de dados ${dataDir} já está em uso ${who}. Pare esse processo ou use outra pasta com DATA_DIR.`;
}
