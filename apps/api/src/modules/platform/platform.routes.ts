import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RELEASE_NOTES } from '@portal/domain';
import { contextOf } from '../../service-context';
import { readMaintenancePaths, writeMaintenancePaths } from './maintenance';

const TAGS = ['Plataforma'];
const ZMaintenance = z.object({
  paths: z.array(z.string().regex(/^\//, 'Use o caminho da rota, começando por /').max(200)).max(200),
});

/** What the browser may know of the configuration, and the maintenance flags. */
export const platformRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, database } = app.ctx;

  app.get(
    '/config',
    {
      schema: {
        tags: TAGS,
        summary: 'Configuração pública do portal',
        response: {
          200: z.object({
            empresa: z.string(),
            versao: z.string(),
            ambiente: z.enum(['dev', 'prod']),
            maxUploadBytes: z.number(),
            caixaDeEmailDev: z.boolean(),
          }),
        },
      },
      config: { public: true },
    },
    async () => ({
      empresa: config.COMPANY_NAME,
      versao: RELEASE_NOTES[0]?.versao ?? '0.0.0',
      ambiente: config.APP_ENV,
      maxUploadBytes: config.maxUploadBytes,
      caixaDeEmailDev: config.devMailboxEnabled,
    }),
  );

  app.get(
    '/manutencao',
    {
      schema: { tags: TAGS, summary: 'Rotas em manutenção', response: { 200: ZMaintenance } },
      config: { can: 'signed-in' },
    },
    async () => ({ paths: await readMaintenancePaths(database.db) }),
  );

  app.put(
    '/manutencao',
    {
      schema: {
        tags: TAGS,
        summary: 'Colocar ou tirar rotas de manutenção',
        body: ZMaintenance,
        response: { 200: ZMaintenance },
      },
      config: { can: { subject: 'Permissoes', action: 'manage' } },
    },
    async (request) => ({
      paths: await writeMaintenancePaths(contextOf(app, request), request.body.paths),
    }),
  );
};
