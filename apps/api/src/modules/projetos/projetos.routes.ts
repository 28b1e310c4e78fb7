import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** /api/projetos: the engineering documents' register (issue 15). */
export const projetosRoutes: FastifyPluginAsyncZod = async () => {};
