import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZProjetosConfig } from '@portal/domain';
import { contextOf } from '../../service-context';
import { getProjetosConfig, saveProjetosConfig } from './projetos-config.service';

const TAGS = ['Projetos'];
const ZObraParams = z.object({ obra: z.uuid('Obra não encontrada') });
// The obra's type decides the subject (PROJETO or PROJETO_FABRICA): the service checks it on the obra.
const BY_SERVICE = { can: { subject: 'PROJETO', checkedBy: 'service' } } as const;

/** /api/obras/:obra/projetos/config: an obra's register settings (revision scheme, answer times). */
export const projetosConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/obras/:obra/projetos/config',
    {
      schema: {
        tags: TAGS,
        summary: 'Configurações dos documentos da obra (esquema de revisão, prazos)',
        params: ZObraParams,
        response: { 200: ZProjetosConfig },
      },
      config: BY_SERVICE,
    },
    async (request) => getProjetosConfig(contextOf(app, request), request.params.obra),
  );

  app.put(
    '/obras/:obra/projetos/config',
    {
      schema: {
        tags: TAGS,
        summary: 'Alterar as configurações dos documentos da obra',
        params: ZObraParams,
        body: ZProjetosConfig,
        response: { 200: ZProjetosConfig },
      },
      config: BY_SERVICE,
    },
    async (request) => saveProjetosConfig(contextOf(app, request), request.params.obra, request.body),
  );
};
