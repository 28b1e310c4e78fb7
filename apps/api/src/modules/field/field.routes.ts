import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checklistModeloRoutes } from './checklist-modelo.routes';
import { checklistRoutes } from './checklist.routes';
import { eapRoutes } from './eap.routes';
import { osExportSource } from './os-export';
import { checklistGallerySource, osDiarioGallerySource } from './field-gallery';
import { osRecordKind } from './os-record';
import { checklistRecordKind } from './checklist-record';
import { osRoutes } from './os.routes';
import { osDiarioRoutes } from './os-diario.routes';
import { osSearchSource } from './os-search';

/**
 * Field services and automation (SPEC §2 "Field services", "Automation", "Shared service-order screens"): the EAP,
 * service orders, their daily logs and checklists, for the two teams that share the screens.
 */
export const fieldRoutes: FastifyPluginAsyncZod = async (app) => {
  app.records.register(osRecordKind);
  app.records.register(checklistRecordKind);
  app.searchSources.register(osSearchSource);
  app.exports.register(osExportSource);
  app.gallerySources.register(osDiarioGallerySource);
  app.gallerySources.register(checklistGallerySource);
  await app.register(osRoutes);
  await app.register(osDiarioRoutes);
  await app.register(eapRoutes);
  await app.register(checklistModeloRoutes);
  await app.register(checklistRoutes);
};
