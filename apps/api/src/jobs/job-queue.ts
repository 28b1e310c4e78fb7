import type { FastifyInstance } from 'fastify';

/** What a job is sent with: a key that makes a second send of the same work a no-op while the first is queued. */
export interface SendOptions {
  /**
   * At most one queued job per key (`notificacoes:varrer`). A running job does not count: what arrives while it
   * runs is picked up by the next one.
   */
  singletonKey?: string;
  /** Attempts after the first failure (default 5), with exponential backoff. */
  retryLimit?: number;
}

export type JobHandler<T> = (data: T) => Promise<void>;

/**
 * Background work that must not slow or fail the request that caused it: notifications, e-mail digests, exports.
 * pg-boss on PostgreSQL (shared by every instance, survives restarts); an in-process runner on the embedded
 * database, where there is only one process. Handlers must be idempotent: a job may run again after a crash.
 */
export interface JobQueue {
  readonly kind: 'pg-boss' | 'em-processo';
  /** Registers the handler of one queue (once per name, before or after start). */
  work<T extends object>(name: string, handler: JobHandler<T>): Promise<void>;
  /** Queues one job; resolves once it is queued, not when it ran. */
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<void>;
  /** Resolves when nothing is queued or running (tests, and a clean stop). */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The background job queue (see JobQueue). */
    jobs: JobQueue;
  }
}

/** The queue of this application. */
export function jobsOf(app: FastifyInstance): JobQueue {
  return app.jobs;
}
