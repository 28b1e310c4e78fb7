import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listasExportSource } from './materiais-export';
import { listaRecordKind } from './materiais-record';
import { listasSearchSource } from './materiais-search';
import { materiaisTemplatesRoutes } from './materiais-templates.routes';
import { materiaisRoutes } from './materiais.routes';

/**
 * Materials lists (SPEC §2 "Materials", §4, §6; issue 14): templates, an obra's lists with their lines, the
 * release chain by the named people with a revision per release, and planning's SAP spreadsheet.
 */
export const materiaisModule: FastifyPluginAsyncZod = async (app) => {
  app.records.register(listaRecordKind);
  app.exports.register(listasExportSource);
  app.searchSources.register(listasSearchSource);
  // The templates' paths first: `/materiais/templates` is not a list's id.
  await app.register(materiaisTemplatesRoutes);
  await app.register(materiaisRoutes);
};
