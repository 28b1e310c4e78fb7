import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type pg from 'pg';
import type { JobHandler, JobQueue, SendOptions } from './job-queue';

/** How often a worker asks for work when nothing woke it: jobs sent by another instance wait at most this. */
const POLL_MS = 2_000;
/** Seconds a running job may take before maintenance counts it as abandoned (its worker died) and retries it. */
const EXPIRE_SECONDS = 15 * 60;

/** A wakeable pause: a job sent by this instance starts at once instead of at the next poll. */
class Nap {
  private wake?: () => void;
  private timer?: NodeJS.Timeout;
  private woken = false;

  sleep(ms: number): Promise<void> {
    if (this.woken) {
      this.woken = false;
      return Promise.resolve();
    }
    return new Promise<void>((resolve) => {
      this.wake = resolve;
      this.timer = setTimeout(resolve, ms);
    }).then(() => {
      clearTimeout(this.timer);
      this.wake = undefined;
    });
  }

  /** Ends the current pause, or the next one before it starts. */
  interrupt(): void {
    if (this.wake) this.wake();
    else this.woken = true;
  }
}

/**
 * The job queue on PostgreSQL: pg-boss 10, in the portal's own database and connection pool (its tables live in
 * the `pgboss` schema, created at first start). Every instance works every queue; a job is taken by one of them
 * (SKIP LOCKED), retried with exponential backoff when it fails, and retried after a crash once its lease expires.
 * Each queue has the `short` policy: at most one queued job per singleton key (a running one does not block the
 * next, so work that arrives while a sweep runs is picked up by the following sweep).
 *
 * The worker loop is ours, not `boss.work`: it awaits each job's completion, so `idle()` and `stop()` know when the
 * work is really over (pg-boss completes jobs without waiting).
 */
export class PgBossQueue implements JobQueue {
  readonly kind = 'pg-boss' as const;
  private readonly boss: PgBoss;
  private started?: Promise<void>;
  private readonly queues = new Map<string, Promise<void>>();
  private readonly naps = new Map<string, Nap>();
  private readonly loops: Promise<void>[] = [];
  private running = 0;
  private stopped = false;

  constructor(
    private readonly pool: pg.Pool,
    private readonly log: FastifyBaseLogger,
  ) {
    this.boss = new PgBoss({
      db: { executeSql: (text, values) => pool.query(text, values) },
      // Schedules run on croner in every instance and send a job with a singleton key; pg-boss's own clock would
      // add a worker and a polling loop for nothing.
      schedule: false,
      retryLimit: 5,
      retryDelay: 1,
      retryBackoff: true,
      expireInSeconds: EXPIRE_SECONDS,
    });
    this.boss.on('error', (err) => this.log.error({ err }, 'job queue (pg-boss) error'));
  }

  async work<T extends object>(name: string, handler: JobHandler<T>): Promise<void> {
    if (this.naps.has(name)) throw new Error(`Job queue '${name}' already has a handler.`);
    const nap = new Nap();
    this.naps.set(name, nap);
    await this.queue(name);
    this.loops.push(this.loop(name, handler as JobHandler<object>, nap));
  }

  async send<T extends object>(name: string, data: T, options: SendOptions = {}): Promise<void> {
    if (this.stopped) return;
    await this.queue(name);
    await this.boss.send(name, data, {
      // `short` allows one queued job per key, and a job without a key counts as the key '': each gets its own.
      singletonKey: options.singletonKey ?? randomUUID(),
      retryLimit: options.retryLimit ?? 5,
    });
    this.naps.get(name)?.interrupt();
  }

  async idle(): Promise<void> {
    while (!this.stopped) {
      if (this.running === 0 && (await this.pending()) === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    for (const nap of this.naps.values()) nap.interrupt();
    await Promise.all(this.loops);
    if (this.started) await this.boss.stop({ graceful: false, close: false });
  }

  /** Starts pg-boss once (creating or upgrading its schema) and creates the queue once. */
  private queue(name: string): Promise<void> {
    this.started ??= this.boss.start().then(() => undefined);
    let created = this.queues.get(name);
    if (!created) {
      created = this.started.then(() => this.boss.createQueue(name, { name, policy: 'short' }));
      this.queues.set(name, created);
    }
    return created;
  }

  /** Jobs of this instance's queues waiting, retrying or running anywhere. */
  private async pending(): Promise<number> {
    const names = [...this.queues.keys()];
    if (names.length === 0) return 0;
    const { rows } = await this.pool.query<{ n: string }>(
      `select count(*) as n from pgboss.job where name = any($1) and state < 'completed'`,
      [names],
    );
    return Number(rows[0]?.n ?? 0);
  }

  private async loop(name: string, handler: JobHandler<object>, nap: Nap): Promise<void> {
    while (!this.stopped) {
      let job: PgBoss.Job<object> | undefined;
      try {
        [job] = await this.boss.fetch<object>(name, { batchSize: 1 });
      } catch (error) {
        this.log.warn({ job: name, err: messageOf(error) }, 'job queue could not fetch');
      }
      if (!job) {
        await nap.sleep(POLL_MS);
        continue;
      }
      this.running++;
      try {
        await handler(job.data);
        await this.boss.complete(name, job.id);
      } catch (error) {
        this.log.warn({ job: name, err: messageOf(error) }, 'background job failed; pg-boss retries it');
        await this.boss.fail(name, job.id, { message: messageOf(error) }).catch((err: unknown) => {
          this.log.error({ job: name, err: messageOf(err) }, 'job queue could not record a failure');
        });
      } finally {
        this.running--;
      }
    }
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
