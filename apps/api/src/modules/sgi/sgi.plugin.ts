import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acoesExportSource, auditoriasExportSource, ocorrenciasExportSource } from './sgi-export';
import { ocorrenciaRecordKind } from './sgi-record';
import { sgiRoutes } from './sgi.routes';

/**
 * SGI (SPEC §2 /sgi..., §4 "SGI items", §6 "SGI"; issue 16; DOMAIN.md SGI): quality, environment, safety and audit
 * occurrences with triage, severity, RNC, 5W2H action plans that finish the occurrence, audits and dashboards.
 */
export const sgiModule: FastifyPluginAsyncZod = async (app) => {
  app.records.register(ocorrenciaRecordKind);
  app.exports.register(ocorrenciasExportSource);
  app.exports.register(acoesExportSource);
  app.exports.register(auditoriasExportSource);
  await app.register(sgiRoutes);
};
