import type { FastifyInstance } from 'fastify';
import { Cron } from 'croner';
import { TIME_ZONE } from '@portal/domain';
import { checkAllSeguros } from './seguros-avisos.service';

/**
 * Looks for policies crossing a warning threshold every morning at 07:00 in São Paulo (a policy comes within 30 days
 * of its end on a day nobody touches it), and once shortly after start. Several instances may run it: each warning's
 * key makes it delivered once.
 */
export function scheduleSegurosCheck(app: FastifyInstance): void {
  const run = () =>
    checkAllSeguros(app.ctx.database.db).catch((error: unknown) =>
      app.log.error({ err: error }, 'daily insurance check failed'),
    );
  const job = new Cron('0 7 * * *', { timezone: TIME_ZONE, protect: true }, run);
  const first = setTimeout(run, 6_000);
  first.unref();
  app.addHook('onClose', async () => {
    job.stop();
    clearTimeout(first);
  });
}
