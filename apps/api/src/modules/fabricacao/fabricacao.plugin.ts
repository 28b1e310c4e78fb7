import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fabricaRoutes } from './fabrica.routes';
import { fabricacaoItensExportSource } from './fabricacao-export';
import { fabricacaoItensSearchSource } from './fabricacao-search';
import { fabricacoesExportSource } from './fabricacoes-export';
import { fabricacaoRoutes } from './fabricacao.routes';

/**
 * Manufacturing (issue 20; SPEC "Factory layout", "General layout for manufacturing", §6 "Manufacturing"): a
 * fabrication is an obra of tipo fabricacao; its items go through configurable operations at work centres, planned
 * by week against each centre's capacity; progress by weight and by item.
 */
export const fabricacaoModule: FastifyPluginAsyncZod = async (app) => {
  app.exports.register(fabricacaoItensExportSource);
  app.exports.register(fabricacoesExportSource);
  app.searchSources.register(fabricacaoItensSearchSource);
  await app.register(fabricacaoRoutes);
  await app.register(fabricaRoutes);
};
