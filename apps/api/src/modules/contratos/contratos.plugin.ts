import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contratosExportSource } from './contratos-export';
import { contratoRecordKind } from './contratos-record';
import { contratosSearchSource } from './contratos-search';
import { contratosRoutes } from './contratos.routes';

/**
 * Contracts (SPEC §2 "Contracts", §4, §6; issue 18): an obra's contracts with their items, amendments and documents,
 * and the approval, legal review, cancellation and finalisation flows by the named people.
 */
export const contratosModule: FastifyPluginAsyncZod = async (app) => {
  app.records.register(contratoRecordKind);
  app.exports.register(contratosExportSource);
  app.searchSources.register(contratosSearchSource);
  await app.register(contratosRoutes);
};
