import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { projetosConfigRoutes } from './projetos-config.routes';
import { projetosExportSource } from './projetos-export';
import { projetosPainelRoutes } from './projetos-painel.routes';
import { projetoRecordKind } from './projetos-record';
import { projetosSearchSource } from './projetos-search';
import { projetosRoutes } from './projetos.routes';

/**
 * Engineering documents (CRE) and factory projects (SPEC CRE and factory `projetos` routes, §4 "Project situation",
 * §6 Projects, Factory projects, Clients; DOMAIN "Engineering documents (CRE) and factory projects"; issue 15):
 * the register, revisions with their files, transmittals, the client's review codes, comments and boards.
 */
export const projetosModule: FastifyPluginAsyncZod = async (app) => {
  app.records.register(projetoRecordKind);
  app.exports.register(projetosExportSource);
  app.searchSources.register(projetosSearchSource);
  await app.register(projetosPainelRoutes);
  await app.register(projetosConfigRoutes);
  await app.register(projetosRoutes);
};
