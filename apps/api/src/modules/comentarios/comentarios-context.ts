import type { FastifyInstance, FastifyRequest } from 'fastify';
import { recordsContextOf, type RecordsContext } from '../../records/record-registry';
import { contextOf } from '../../service-context';
import { filesDepsOf, type FilesDeps } from '../files';

/**
 * What the thread's services take: the request's database and user, every module's kinds of record (the thread
 * reaches a record only through them), the file storage (attachments) and the environment, which decides what
 * another user may do (whether a mentioned person may read the record).
 */
export interface ComentariosContext extends RecordsContext {
  files: FilesDeps;
  environment: 'dev' | 'prod';
}

/** The thread context of a signed-in request (401 without a session), for route handlers. */
export function comentariosContextOf(app: FastifyInstance, request: FastifyRequest): ComentariosContext {
  return {
    ...recordsContextOf(app, contextOf(app, request)),
    files: filesDepsOf(app),
    environment: app.ctx.config.APP_ENV,
  };
}
