import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config/env';
import { contextOf, type ServiceContext } from '../../service-context';
import { filesDepsOf, type FilesDeps } from '../files';

/** What the field-services services take: the request's database and user, plus configuration, files and log. */
export interface FieldContext extends ServiceContext {
  config: Config;
  files: FilesDeps;
  log: FastifyBaseLogger;
}

/** The field-services context of a signed-in request (401 without a session), for route handlers. */
export function fieldContextOf(app: FastifyInstance, request: FastifyRequest): FieldContext {
  return { ...contextOf(app, request), config: app.ctx.config, files: filesDepsOf(app), log: request.log };
}
