import type { RequestAuth } from '../identity';

/** Decides whether a user may download the files attached to one record of a module. */
export type FileAccessCheck = (auth: RequestAuth, entidadeId: string) => Promise<boolean>;

const checks = new Map<string, FileAccessCheck>();

/**
 * A module that attaches files to its records (`rdo`, `obra`, ...) says here who may read them; the files module
 * asks it before every download.
 */
export function registerFileAccess(entidade: string, check: FileAccessCheck): void {
  checks.set(entidade, check);
}

export function fileAccessCheckFor(entidade: string): FileAccessCheck | undefined {
  return checks.get(entidade);
}
