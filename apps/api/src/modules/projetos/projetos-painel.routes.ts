import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZProjetosPainel, ZProjetosPainelQuery } from '@portal/domain';
import { contextOf } from '../../service-context';
import { painelProjetos } from './projetos-painel.service';

// The scope decides the subject (PROJETO or PROJETO_FABRICA) and the board decides the action (admin_projetos,
// read, readInterno): the service checks both.
const BY_SERVICE = { can: { subject: 'PROJETO', checkedBy: 'service' } } as const;

/** GET /api/projetos/painel: the boards of engineering documents and factory projects (issue 15). */
export const projetosPainelRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/projetos/painel',
    {
      schema: {
        tags: ['Projetos'],
        summary:
          'Painel de documentos: por situação, categoria e disciplina, códigos por mês, tempo de revisão, atrasados',
        querystring: ZProjetosPainelQuery,
        response: { 200: ZProjetosPainel },
      },
      config: BY_SERVICE,
    },
    async (request) => painelProjetos(contextOf(app, request), request.query),
  );
};
