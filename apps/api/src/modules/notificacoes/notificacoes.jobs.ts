import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Cron } from 'croner';
import { TIME_ZONE } from '@portal/domain';
import { sendDigests } from './notificacoes-digest';
import { deliverPendingEvents, type DeliveryDeps } from './notificacoes-delivery';

/** The job that delivers the events not yet delivered (one queued at a time is enough: it takes them all). */
export const SWEEP_JOB = 'notificacoes-entregar';
/** The job that sends the daily digests. */
export const DIGEST_JOB = 'notificacoes-resumo';

/** The safety net: events of a request whose sweep was lost (a crash, a restart) wait at most this. */
const SWEEP_EVERY_MS = 30_000;

/**
 * Delivery of the notifications, in the background through the job queue (app.jobs), so a slow or failing SMTP
 * server never slows or fails the request that caused them:
 * - after each request that may have changed something (not GET, answered without error), a sweep is queued; it
 *   runs once the request's transaction has committed, and a sweep already queued absorbs the next ones;
 * - a sweep at start and every 30 s catches what a crash or a restart left;
 * - the daily digest at 07:00 (São Paulo), sent through the queue with a key per day, so several instances send it
 *   once (and the digest itself marks what it sent).
 * Registered without encapsulation (fastify-plugin) so the response hook sees every module's requests.
 */
async function notificacoesJobsPlugin(app: FastifyInstance): Promise<void> {
  const deps: DeliveryDeps = {
    db: app.ctx.database.db,
    config: app.ctx.config,
    records: app.records,
    log: app.log,
  };
  await app.jobs.work(SWEEP_JOB, async () => {
    await deliverPendingEvents(deps);
  });
  await app.jobs.work(DIGEST_JOB, async () => {
    await sendDigests(deps);
  });

  const sweep = () =>
    void app.jobs
      .send(SWEEP_JOB, {}, { singletonKey: 'varrer' })
      .catch((error: unknown) => app.log.error({ err: error }, 'could not queue the notifications sweep'));
  const digest = () =>
    void app.jobs
      .send(DIGEST_JOB, {}, { singletonKey: `resumo:${new Date().toISOString().slice(0, 10)}` })
      .catch((error: unknown) => app.log.error({ err: error }, 'could not queue the daily digest'));

  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) sweep();
  });

  let timer: NodeJS.Timeout | undefined;
  let daily: Cron | undefined;
  app.addHook('onReady', async () => {
    sweep();
    timer = setInterval(sweep, SWEEP_EVERY_MS);
    timer.unref();
    daily = new Cron('0 7 * * *', { timezone: TIME_ZONE, protect: true }, digest);
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    daily?.stop();
  });
}

export const notificacoesJobs = fp(notificacoesJobsPlugin, { name: 'notificacoes-jobs' });
