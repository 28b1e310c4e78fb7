import { api } from '../lib/api-client';

let cached: { at: number; paths: Set<string> } | undefined;
const TTL_MS = 60_000;

/** Routes an administrator put under maintenance (changed at run time, no deploy); re-read every minute. */
export async function loadMaintenance(force = false): Promise<ReadonlySet<string>> {
  if (!force && cached && Date.now() - cached.at < TTL_MS) return cached.paths;
  try {
    const { paths } = await api<{ paths: string[] }>('/manutencao');
    cached = { at: Date.now(), paths: new Set(paths) };
  } catch {
    cached = { at: Date.now(), paths: cached?.paths ?? new Set() };
  }
  return cached.paths;
}
