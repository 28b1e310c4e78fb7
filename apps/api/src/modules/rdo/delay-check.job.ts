import type { FastifyInstance } from 'fastify';
import { Cron } from 'croner';
import { TIME_ZONE } from '@portal/domain';
import { checkAllDelays } from './atrasos.service';

/**
 * Looks for new delays every morning at 06:00 in São Paulo (a delay can begin on a day nobody writes anything), and
 * once shortly after start. Several instances may run it: an open delay is unique, so nobody is e-mailed twice.
 */
export function scheduleDelayCheck(app: FastifyInstance): void {
  const run = () =>
    checkAllDelays(app.ctx.database.db, app.ctx.config).catch((error: unknown) =>
      app.log.error({ err: error }, 'daily delay check failed'),
    );
  const job = new Cron('0 6 * * *', { timezone: TIME_ZONE, protect: true }, run);
  const first = setTimeout(run, 5_000);
  first.unref();
  app.addHook('onClose', async () => {
    job.stop();
    clearTimeout(first);
  });
}

/** The RDO module's background work, as a plugin for the module list. */
export const rdoJobs = async (app: FastifyInstance): Promise<void> => scheduleDelayCheck(app);
