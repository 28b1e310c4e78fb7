import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZBuscaQuery, ZBuscaResposta } from '@portal/domain';
import { contextOf } from '../../service-context';
import { searchEverywhere } from './busca.service';

/** /api/busca: the top bar's search over every module's records (each module registers its own sources). */
export const buscaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/busca',
    {
      schema: {
        tags: ['Busca'],
        summary: 'Busca global: obras, RDOs e registros de cada módulo que o usuário pode ler, por módulo',
        querystring: ZBuscaQuery,
        response: { 200: ZBuscaResposta },
      },
      // Each source checks its own subject and pushes the user's rules into its query.
      config: { can: 'signed-in' },
    },
    async (request) =>
      searchEverywhere({ ...contextOf(app, request), search: app.searchSources }, request.query),
  );
};
