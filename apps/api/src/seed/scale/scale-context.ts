import type { Db } from '../../db/database';

export interface ScaleOptions {
  obras: number;
  users: number;
}

/** What earlier generators created, for later ones to hang their records on. */
export interface ScaleContext {
  db: Db;
  options: ScaleOptions;
  random: () => number;
  passwordHash: string;
  clienteIds: string[];
  /** Staff users that may manage a site. */
  siteManagerIds: string[];
  userIds: string[];
  obraIds: string[];
  log(message: string): void;
}

/** A module's contribution to the large data set used by `npm run bench`. */
export interface ScaleGenerator {
  name: string;
  run(context: ScaleContext): Promise<void>;
}

/** mulberry32: a small seeded generator, so every run of the scale seed builds the same data. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

/** Inserts rows in batches small enough for one statement's parameter limit. */
export async function insertInBatches<T>(
  rows: T[],
  size: number,
  insert: (batch: T[]) => Promise<unknown>,
): Promise<void> {
  for (let i = 0; i < rows.length; i += size) {
    await insert(rows.slice(i, i + size));
  }
}
