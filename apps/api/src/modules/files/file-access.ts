import type { FastifyInstance } from 'fastify';
import type { RequestAuth } from '../identity';
import type { FilesDeps } from './files.service';

/** Decides whether a user may download the files attached to one record of a module. */
export type FileAccessCheck = (auth: RequestAuth, entidadeId: string) => Promise<boolean>;

/**
 * Who may read the files attached to each kind of record, one registry per application (decorated as
 * `app.fileAccess` before the modules register). A module that attaches files to its records (`rdo`, `obra`, ...)
 * registers its check when it registers its routes; the files module asks it before every download.
 */
export class FileAccessRegistry {
  private readonly checks = new Map<string, FileAccessCheck>();
  private readonly confidential = new Set<string>();

  /**
   * @param options.confidential only the check decides: neither `manage all` nor having sent the file opens it
   *   (the ethics channel's files, issue 23).
   */
  register(entidade: string, check: FileAccessCheck, options: { confidential?: boolean } = {}): void {
    if (this.checks.has(entidade))
      throw new Error(`File access for '${entidade}' is already registered in this application.`);
    this.checks.set(entidade, check);
    if (options.confidential) this.confidential.add(entidade);
  }

  isConfidential(entidade: string | null): boolean {
    return entidade !== null && this.confidential.has(entidade);
  }

  checkFor(entidade: string): FileAccessCheck | undefined {
    return this.checks.get(entidade);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Who may read the files attached to each kind of record (see FileAccessRegistry). */
    fileAccess: FileAccessRegistry;
  }
}

/** The files deps of a module's routes: this application's database, storage, upload limit and file access. */
export function filesDepsOf(app: FastifyInstance): FilesDeps {
  return {
    db: app.ctx.database.db,
    storage: app.ctx.storage,
    maxUploadBytes: app.ctx.config.maxUploadBytes,
    access: app.fileAccess,
  };
}
