import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { juridicoCalendarSource } from './juridico-calendar';
import { processosExportSource } from './juridico-export';
import { scheduleJuridicoLembretes } from './juridico-lembretes.job';
import { processoRecordKind } from './juridico-record';
import { juridicoRoutes } from './juridico.routes';
import { processosSearchSource } from './juridico-search';

/**
 * Legal (SPEC §2 /juridico/civil, /juridico/trabalhista, /juridico/enviarDocumentos/:tipoDocumento, §6 "Legal";
 * issue 21): civil and labour cases with their CNJ number, provisions, hearings and deadlines (calendar feed and
 * reminders), document requests to the obra, and the partner law firms' view of their own cases.
 */
export const juridicoModule: FastifyPluginAsyncZod = async (app) => {
  app.records.register(processoRecordKind);
  app.exports.register(processosExportSource);
  app.calendar.register(juridicoCalendarSource);
  app.searchSources.register(processosSearchSource);
  await app.register(juridicoRoutes);
  scheduleJuridicoLembretes(app);
};
