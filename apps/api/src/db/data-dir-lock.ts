import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const LOCK_FILE = 'portal.lock';

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

function readOwner(file: string): LockOwner | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as LockOwner;
  } catch {
    return undefined;
  }
}

/**
 * Takes DATA_DIR for this process alone. PGlite itself puts no lock on its folder, and two processes writing one
 * data directory corrupt it. The lock file records the owner's pid; a lock left by a process that died (kill -9,
 * power loss) is taken over, one held by a live process on this host is refused.
 */
export function lockDataDir(dataDir: string, command: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  if (held.has(file)) throw new DataDirLockedError(lockedMessage(dataDir, readOwner(file)));
  const me: LockOwner = { pid: process.pid, host: os.hostname(), since: new Date().toISOString(), command };

  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = fs.openSync(file, 'wx');
      fs.writeFileSync(fd, JSON.stringify(me));
      fs.fsyncSync(fd);
      fs.closeSync(fd);
      held.add(file);
      const release = (): void => {
        if (!held.delete(file)) return;
        if (readOwner(file)?.pid === process.pid) fs.rmSync(file, { force: true });
        process.off('exit', release);
      };
      process.on('exit', release);
      return { path: file, release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(file);
      if (owner === undefined) {
        // Another process may have just created the file and not yet written its pid.
        if (Date.now() - fs.statSync(file).mtimeMs < 2000)
          throw new DataDirLockedError(lockedMessage(dataDir));
      } else if (owner.host !== me.host || (owner.pid !== process.pid && isAlive(owner.pid))) {
        // A lock naming this very pid but not held here is a leftover from an earlier process that had the same
        // pid (containers restart with small pids), so only a live *other* process counts.
        throw new DataDirLockedError(lockedMessage(dataDir, owner));
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(lockedMessage(dataDir));
}

function lockedMessage(dataDir: string, owner?: LockOwner): string {
  const who = !owner
    ? 'por outro processo'
    : owner.host === os.hostname()
      ? `pelo processo ${owner.pid} (${owner.command}, desde ${owner.since})`
      : `pelo processo ${owner.pid} na máquina ${owner.host} (${owner.command})`;
  return `A pasta de dados ${dataDir} já está em uso ${who}. Pare esse processo ou use outra pasta com DATA_DIR.`;
}
