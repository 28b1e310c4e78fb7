import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { produtosSearchSource } from './produtos-search';
import { produtosRoutes } from './produtos.routes';
import { produtoRecordKind, tafRecordKind } from './taf-record';
import { tafsExportSource } from './taf-export';
import { tafRoutes } from './taf.routes';

/**
 * Products and TAF (SPEC "Product" routes, §6 "Products", DOMAIN "Products and TAF"; issue 20): the products the
 * factory makes, TAF templates, and TAF records per serial number — filled, witnessed, signed by the factory and the
 * client, printed; a failed point raises an SGI non-conformity.
 */
export const produtosModule: FastifyPluginAsyncZod = async (app) => {
  app.records.register(tafRecordKind);
  app.records.register(produtoRecordKind);
  app.exports.register(tafsExportSource);
  app.searchSources.register(produtosSearchSource);
  await app.register(produtosRoutes);
  await app.register(tafRoutes);
};
