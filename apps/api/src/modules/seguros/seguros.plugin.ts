import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { vencimentosCalendarSource } from './seguros-calendar';
import { scheduleSegurosCheck } from './seguros-check.job';
import { apolicesExportSource } from './seguros-export';
import { apoliceRecordKind } from './seguros-record';
import { apolicesSearchSource } from './seguros-search';
import { segurosRoutes } from './seguros.routes';

/**
 * Insurance (SPEC §2 /seguros and /seguros/perfeito, §6 "Insurance", §9; issue 22): an obra's engineering-risk and
 * full-operation policies with their endorsements, the warnings of cover ending too soon, and expiries in the
 * calendar feed.
 */
export const segurosModule: FastifyPluginAsyncZod = async (app) => {
  app.records.register(apoliceRecordKind);
  app.exports.register(apolicesExportSource);
  app.calendar.register(vencimentosCalendarSource);
  app.searchSources.register(apolicesSearchSource);
  await app.register(segurosRoutes);
  scheduleSegurosCheck(app);
};
