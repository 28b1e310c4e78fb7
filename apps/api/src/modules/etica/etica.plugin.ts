import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { relatoRecordKind } from './etica-record';
import { eticaRoutes } from './etica.routes';

/**
 * The ethics channel (SPEC §1, §4; issue 23; Lei 14.457/2022): anyone reports without signing in and follows the
 * report with a protocol and a key; only the ethics committee reads reports. Not in the global search, the exports
 * or the administrators' audit page: the committee's own list is the only way to them.
 */
export const eticaModule: FastifyPluginAsyncZod = async (app) => {
  app.records.register(relatoRecordKind);
  await app.register(eticaRoutes);
};
