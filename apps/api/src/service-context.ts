import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppAbility } from '@portal/domain';
import type { Db } from './db/database';
import type { Actor } from './modules/audit/audit.service';
import { requireAuth, type RequestAuth } from './modules/identity/auth.plugin';

/**
 * What every service function of a module takes first: the database handle, who is asking and what they may do.
 * The service opens its own transaction (`ctx.db.transaction`) when it writes; routes never do.
 * A module that needs more (configuration, file storage) extends this interface with its own deps.
 */
export interface ServiceContext {
  db: Db;
  auth: RequestAuth;
}

/** The shortcuts a service reads most. */
export function abilityOf(ctx: ServiceContext): AppAbility {
  return ctx.auth.ability;
}

export function actorOf(ctx: ServiceContext): Actor {
  return ctx.auth.actor;
}

/** The context of a signed-in request (401 without a session), for route handlers. */
export function contextOf(app: FastifyInstance, request: FastifyRequest): ServiceContext {
  return { db: app.ctx.database.db, auth: requireAuth(request) };
}
