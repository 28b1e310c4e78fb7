import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZProblem } from '@portal/domain';
import { problem } from '../../errors/problem-details';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['Plataforma'],
        summary: 'Saúde do serviço',
        description: 'Responde 200 quando o banco de dados responde; 503 caso contrário.',
        response: { 200: z.object({ status: z.literal('ok') }), 503: ZProblem },
      },
      config: { public: true },
    },
    async (request, reply) => {
      try {
        await app.ctx.database.ping();
        return { status: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply
          .status(503)
          .type('application/problem+json; charset=utf-8')
          .send(problem(503, 'SERVICE_UNAVAILABLE', 'O banco de dados não está respondendo.', '/api/health'));
      }
    },
  );
};
