import type { FastifyPluginAsync } from 'fastify';
import { healthRoutes } from './health/health.routes';

/**
 * Every API module, registered under /api. A new module adds one line here; its routes, schemas and
 * rules stay in its own folder.
 */
export const apiModules: FastifyPluginAsync[] = [healthRoutes];
