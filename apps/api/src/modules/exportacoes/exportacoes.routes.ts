import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZCreateExportacaoInput, ZExportacao, ZExportacoes } from '@portal/domain';
import { contextOf } from '../../service-context';
import { filesDepsOf } from '../files';
import { EXPORT_JOB, runExportacao, type ExportJobDeps } from './exportacao.job';
import { exportacoesContextOf } from './exportacoes-context';
import { findPendingExportacaoIds, requeueInterrupted } from './exportacoes.repository';
import {
  createExportacao,
  getExportacao,
  listExportacoes,
  openExportacaoArquivo,
} from './exportacoes.service';

const TAGS = ['Exportações'];
const ZParams = z.object({ exportacao: z.uuid('Exportação inválida') });

/** RFC 6266: the name as it is (ASCII) and in UTF-8 for the browsers that read `filename*`. */
function attachment(name: string): string {
  const ascii =
    name
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '_') || 'planilha.xlsx';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * /api/exportacoes: any registered list (app.exports) exported to Excel in the background, with its filters and
 * sort, for the user who asked and with their permissions; they follow the progress and download the file.
 */
export const exportacoesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: ExportJobDeps = {
    db: app.ctx.database.db,
    exports: app.exports,
    files: filesDepsOf(app),
    environment: app.ctx.config.APP_ENV,
    log: app.log,
  };
  await app.jobs.work<{ id: string }>(EXPORT_JOB, (data) => runExportacao(deps, data.id));
  // Exports whose job was lost (the embedded database's queue lives in memory; a send that failed) are queued again
  // at start; pg-boss keeps only one queued job per export, and a second job finds the export taken. In the
  // background: a database that is down must not keep the server from starting.
  app.addHook('onReady', async () => {
    const requeue = async () => {
      if (app.jobs.kind === 'em-processo') await requeueInterrupted(deps.db);
      for (const id of await findPendingExportacaoIds(deps.db))
        await app.jobs.send(EXPORT_JOB, { id }, { singletonKey: id, retryLimit: 0 });
    };
    requeue().catch((error: unknown) =>
      app.log.warn({ err: error }, 'exports waiting for their job were not queued again'),
    );
  });

  app.post(
    '/exportacoes',
    {
      schema: {
        tags: TAGS,
        summary:
          'Exportar uma lista para o Excel, com os filtros e a ordem da tela (gerada em segundo plano)',
        body: ZCreateExportacaoInput,
        response: { 202: ZExportacao },
      },
      // The list decides the subject: the service checks that the user may read it.
      config: { can: 'signed-in' },
    },
    async (request, reply) =>
      reply.status(202).send(await createExportacao(exportacoesContextOf(app, request), request.body)),
  );

  app.get(
    '/exportacoes',
    {
      schema: {
        tags: TAGS,
        summary: 'As exportações recentes do usuário, com o andamento',
        response: { 200: ZExportacoes },
      },
      config: { can: 'signed-in' },
    },
    async (request) => listExportacoes({ ...contextOf(app, request), exports: app.exports }),
  );

  app.get(
    '/exportacoes/:exportacao',
    {
      schema: {
        tags: TAGS,
        summary: 'Uma exportação do usuário: situação, linhas escritas e total',
        params: ZParams,
        response: { 200: ZExportacao },
      },
      config: { can: 'signed-in' },
    },
    async (request) =>
      getExportacao({ ...contextOf(app, request), exports: app.exports }, request.params.exportacao),
  );

  app.get(
    '/exportacoes/:exportacao/arquivo',
    {
      schema: { tags: TAGS, summary: 'Baixar a planilha de uma exportação pronta', params: ZParams },
      config: { can: 'signed-in' },
    },
    async (request, reply) => {
      const file = await openExportacaoArquivo(exportacoesContextOf(app, request), request.params.exportacao);
      return reply
        .header('content-type', file.mime)
        .header('content-length', String(file.tamanho))
        .header('content-disposition', attachment(file.nome))
        .header('cache-control', 'private, no-store')
        .send(file.stream);
    },
  );
};
