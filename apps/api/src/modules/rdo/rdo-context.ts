import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config/env';
import { contextOf, type ServiceContext } from '../../service-context';
import { filesDepsOf, type FilesDeps } from '../files';

/**
 * What the RDO services take: the request's database handle and user, plus the configuration (mail, public URL),
 * the file storage (photos, PDF) and the request's log (a failed delay check is logged, never fails the request).
 */
export interface RdoContext extends ServiceContext {
  config: Config;
  files: FilesDeps;
  log: FastifyBaseLogger;
}

/** The RDO context of a signed-in request (401 without a session), for route handlers. */
export function rdoContextOf(app: FastifyInstance, request: FastifyRequest): RdoContext {
  return { ...contextOf(app, request), config: app.ctx.config, files: filesDepsOf(app), log: request.log };
}
