import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chamadosExportSource } from './posvendas-export';
import { chamadoRecordKind } from './posvendas-record';
import { chamadosSearchSource } from './posvendas-search';
import { posvendasRoutes } from './posvendas.routes';

/**
 * After-sales (SPEC §2 /posvendas, /posvendas/:ticket, /dashboard-posvendas, /posvendas-satisfacao; §6
 * "After-sales"; issue 17): tickets with SLA in business hours, interactions in the shared thread, costs, the
 * satisfaction survey by a once-only link, and the dashboards.
 */
export const posvendasModule: FastifyPluginAsyncZod = async (app) => {
  app.records.register(chamadoRecordKind);
  app.exports.register(chamadosExportSource);
  app.searchSources.register(chamadosSearchSource);
  await app.register(posvendasRoutes);
};
