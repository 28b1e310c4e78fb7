import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { NotFound } from '../../errors/domain-errors';
import type { FileStorage } from './file-storage';

const KEY = /^[0-9a-f]{2}\/[0-9a-f]{2}\/[0-9a-f-]{36}$/;

/** Keys come from newStorageKey(); anything else is refused before it can reach a disk or a bucket. */
export function assertStorageKey(key: string): void {
  if (!KEY.test(key)) throw new Error(`chave de armazenamento inválida: ${key}`);
}

/** A new storage key: two levels of folders keep any one folder small. */
export function newStorageKey(): string {
  const id = randomUUID();
  return `${id.slice(0, 2)}/${id.slice(2, 4)}/${id}`;
}

/** Files under `root` (DATA_DIR/arquivos by default). */
export class LocalDiskStorage implements FileStorage {
  constructor(readonly root: string) {}

  private pathOf(key: string): string {
    assertStorageKey(key);
    return path.join(this.root, key);
  }

  async write(key: string, source: Readable): Promise<void> {
    const target = this.pathOf(key);
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    const partial = `${target}.parcial`;
    try {
      await pipeline(source, fs.createWriteStream(partial, { flags: 'wx' }));
      await fs.promises.rename(partial, target);
    } catch (error) {
      await fs.promises.rm(partial, { force: true });
      throw error;
    }
  }

  async read(key: string): Promise<Readable> {
    const target = this.pathOf(key);
    try {
      await fs.promises.access(target, fs.constants.R_OK);
    } catch {
      throw new NotFound('Arquivo não encontrado.');
    }
    return fs.createReadStream(target);
  }

  async remove(key: string): Promise<void> {
    await fs.promises.rm(this.pathOf(key), { force: true });
  }
}

export function filesDirOf(dataDir: string): string {
  return path.join(dataDir, 'arquivos');
}
