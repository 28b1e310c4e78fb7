import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { defineAbilityFor, type AppAbility, type TAction, type TSubject } from '@portal/domain';
import { Forbidden } from '../../errors/domain-errors';
import type { Actor } from '../audit/audit.service';
import { verifyAccessToken } from './access-token';
import { NotSignedIn } from './auth-errors';
import { COOKIES } from './cookies';
import type { IdentityDeps } from './identity-deps';
import { resolveSession, type SessionUser } from './sessions.service';

/** The signed-in user of a request, with the ability built from their current roles. */
export interface RequestAuth extends SessionUser {
  ability: AppAbility;
  actor: Actor;
}

/** What a route requires: any of the actions (default read) on the subject (SPEC §5 rule 3). */
export interface RoutePermission {
  subject: TSubject;
  action?: TAction | TAction[];
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: RequestAuth | null;
  }
  interface FastifyInstance {
    identity: IdentityDeps;
  }
  interface FastifyContextConfig {
    /** Checked before the handler; the handler still checks the record's conditions. */
    can?: RoutePermission;
  }
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const CSRF_HEADER = 'x-portal-request';

/** The signed-in user, or 401. For handlers of non-public routes, where it is always set. */
export function requireAuth(request: FastifyRequest): RequestAuth {
  if (!request.auth) throw new NotSignedIn();
  return request.auth;
}

async function authenticate(request: FastifyRequest, deps: IdentityDeps): Promise<RequestAuth | null> {
  const token = request.cookies[COOKIES.access];
  if (!token) return null;
  const check = await verifyAccessToken(deps.secret, token);
  if (!check.ok) {
    if (check.reason === 'expired') throw new NotSignedIn(true);
    return null;
  }
  const resolved = await resolveSession(deps.db, check.claims.sid);
  if (resolved.user.id !== check.claims.sub) return null;
  const { user, obras } = resolved;
  const ability = defineAbilityFor(
    {
      id: user.id,
      email: user.email,
      type: user.type,
      roles: user.roles,
      companies: user.companies,
      obras,
      specificRules: user.specificRules as unknown[],
    },
    deps.config.APP_ENV,
  );
  return { ...resolved, ability, actor: { id: user.id, email: user.email, requestId: request.id } };
}

/**
 * Protects every API route unless it says `config: { public: true }`: a cookie-authenticated session whose user is
 * still enabled, a CSRF header on state-changing requests, and the route's declared permission.
 */
export const authPlugin = fp<{ deps: IdentityDeps }>(async (app, { deps }) => {
  app.decorate('identity', deps);
  app.decorateRequest('auth', null);

  const guard = async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    const config = request.routeOptions.config;
    if (UNSAFE.has(request.method)) {
      // A header a cross-site form cannot send (it would need a CORS preflight the API never grants).
      if (request.headers[CSRF_HEADER] !== '1' || request.headers['sec-fetch-site'] === 'cross-site') {
        throw new Forbidden(`Requisição recusada: falta o cabeçalho ${CSRF_HEADER}.`);
      }
    }
    if (config.public) {
      request.auth = await authenticate(request, deps).catch(() => null);
      return;
    }
    request.auth = await authenticate(request, deps);
    if (!request.auth) throw new NotSignedIn();
    const permission = config.can;
    if (permission) {
      const actions = Array.isArray(permission.action) ? permission.action : [permission.action ?? 'read'];
      if (!actions.some((action) => request.auth!.ability.can(action, permission.subject)))
        throw new Forbidden();
    }
  };

  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    const existing = route.preHandler
      ? Array.isArray(route.preHandler)
        ? route.preHandler
        : [route.preHandler]
      : [];
    route.preHandler = [guard, ...existing];
  });
});
