import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZObraDetalhe, ZObraListQuery, ZObraPage } from '@portal/domain';
import { requireAuth } from '../identity/auth.plugin';
import { getObra, listObras } from './obras.service';

const TAGS = ['Obras'];
export const ZObraParams = z.object({ obra: z.uuid('Obra inválida') });

/** /api/obras: the obras of the portal, as far as each user may see them. */
export const obrasRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.ctx.database.db;

  app.get(
    '/obras',
    {
      schema: {
        tags: TAGS,
        summary: 'Obras que o usuário pode ver (paginado, com busca e filtros)',
        querystring: ZObraListQuery,
        response: { 200: ZObraPage },
      },
      config: { can: { subject: 'Obra' } },
    },
    async (request) => listObras(db, requireAuth(request), request.query),
  );

  app.get(
    '/obras/:obra',
    {
      schema: { tags: TAGS, summary: 'Uma obra', params: ZObraParams, response: { 200: ZObraDetalhe } },
      config: { can: { subject: 'Obra' } },
    },
    async (request) => getObra(db, requireAuth(request), request.params.obra),
  );
};
