import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bibliotecaGallerySource } from './biblioteca-gallery';
import { bibliotecaSearchSource } from './biblioteca-search';
import { bibliotecaRoutes } from './biblioteca.routes';

/**
 * Document library (SPEC §2 /obras/:obra/biblioteca, /biblioteca, /obra/documentacao; §3 "Library directory:
 * acesso"; §6 "Library"; issue 19): folders with inherited access lists, versioned files, zips, the folder template.
 */
export const bibliotecaModule: FastifyPluginAsyncZod = async (app) => {
  app.gallerySources.register(bibliotecaGallerySource);
  app.searchSources.register(bibliotecaSearchSource);
  await app.register(bibliotecaRoutes);
};
