import type { FastifyBaseLogger } from 'fastify';
import type { JobHandler, JobQueue, SendOptions } from './job-queue';

interface Job {
  name: string;
  data: object;
  key: string | undefined;
  attempt: number;
  retryLimit: number;
}

const BASE_DELAY_MS = 500;

/**
 * The job queue of the embedded database: one process, jobs in memory, run one at a time in the order sent, each
 * retried with exponential backoff. What must survive a restart is kept by the caller in its own table (an event
 * not yet processed is queued again at start).
 */
export class InProcessQueue implements JobQueue {
  readonly kind = 'em-processo' as const;
  private readonly handlers = new Map<string, JobHandler<object>>();
  private readonly queue: Job[] = [];
  private readonly keys = new Set<string>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private running = false;
  private stopped = false;
  private waiters: (() => void)[] = [];

  constructor(private readonly log: FastifyBaseLogger) {}

  async work<T extends object>(name: string, handler: JobHandler<T>): Promise<void> {
    if (this.handlers.has(name)) throw new Error(`Job queue '${name}' already has a handler.`);
    this.handlers.set(name, handler as JobHandler<object>);
    this.pump();
  }

  async send<T extends object>(name: string, data: T, options: SendOptions = {}): Promise<void> {
    if (this.stopped) return;
    const key = options.singletonKey ? `${name}:${options.singletonKey}` : undefined;
    if (key && this.keys.has(key)) return;
    if (key) this.keys.add(key);
    this.queue.push({ name, data, key, attempt: 0, retryLimit: options.retryLimit ?? 5 });
    this.pump();
  }

  idle(): Promise<void> {
    if (this.isIdle()) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.queue.length = 0;
    while (this.running) await new Promise((resolve) => setTimeout(resolve, 10));
    this.settle();
  }

  private isIdle(): boolean {
    return !this.running && this.queue.length === 0 && this.timers.size === 0;
  }

  private settle(): void {
    if (!this.isIdle() && !this.stopped) return;
    const waiters = this.waiters;
    this.waiters = [];
    for (const resolve of waiters) resolve();
  }

  private pump(): void {
    if (this.running || this.stopped) return;
    const index = this.queue.findIndex((job) => this.handlers.has(job.name));
    if (index < 0) return this.settle();
    const [job] = this.queue.splice(index, 1);
    // The key is free once its job starts: work that arrives while a sweep runs gets the next sweep (as pg-boss's
    // `short` policy does), instead of being dropped.
    if (job!.key) this.keys.delete(job!.key);
    this.running = true;
    void this.run(job!).finally(() => {
      this.running = false;
      this.pump();
      this.settle();
    });
  }

  private async run(job: Job): Promise<void> {
    try {
      await this.handlers.get(job.name)!(job.data);
    } catch (error) {
      const err = error instanceof Error ? error.message : String(error);
      if (job.attempt >= job.retryLimit || this.stopped) {
        this.log.error({ job: job.name, attempt: job.attempt, err }, 'background job failed for good');
        return;
      }
      this.log.warn({ job: job.name, attempt: job.attempt, err }, 'background job failed; retrying');
      const timer = setTimeout(
        () => {
          this.timers.delete(timer);
          this.queue.push({ ...job, attempt: job.attempt + 1 });
          this.pump();
        },
        BASE_DELAY_MS * 2 ** job.attempt,
      );
      timer.unref();
      this.timers.add(timer);
    }
  }
}
