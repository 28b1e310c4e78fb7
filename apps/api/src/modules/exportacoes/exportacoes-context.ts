import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { JobQueue } from '../../jobs/job-queue';
import { contextOf, type ServiceContext } from '../../service-context';
import { filesDepsOf, type FilesDeps } from '../files';
import type { ExportRegistry } from './export-registry';

/** What the export services take: the request's user, the registered lists, the job queue and the files. */
export interface ExportacoesContext extends ServiceContext {
  exports: ExportRegistry;
  jobs: JobQueue;
  files: FilesDeps;
}

/** The export context of a signed-in request (401 without a session), for route handlers. */
export function exportacoesContextOf(app: FastifyInstance, request: FastifyRequest): ExportacoesContext {
  return { ...contextOf(app, request), exports: app.exports, jobs: app.jobs, files: filesDepsOf(app) };
}
