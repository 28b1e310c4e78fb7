import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZGaleriaPage, ZGaleriaQuery } from '@portal/domain';
import { contextOf } from '../../service-context';
import { listGaleria } from './galeria.service';

const ZObraParams = z.object({ obra: z.uuid('Obra inválida') });

/** /api/obras/:obra/galeria (SPEC §2 "galeria: gallery (Obra, read)"; issue 19): every module's photos of an obra. */
export const galeriaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/obras/:obra/galeria',
    {
      schema: {
        tags: ['Galeria'],
        summary:
          'Fotos da obra que o usuário pode ver (RDOs, diários de OS, checklists...), da mais recente à mais antiga, por período e fonte (paginado)',
        params: ZObraParams,
        querystring: ZGaleriaQuery,
        response: { 200: ZGaleriaPage },
      },
      // The obra is checked when loaded (404 out of reach); each source pushes its own read rules into its query.
      config: { can: { subject: 'Obra', checkedBy: 'service' } },
    },
    async (request) =>
      listGaleria(
        { ...contextOf(app, request), gallery: app.gallerySources },
        request.params.obra,
        request.query,
      ),
  );
};
