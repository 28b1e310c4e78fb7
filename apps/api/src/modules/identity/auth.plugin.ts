import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { withSubstitutedRules, type AppAbility, type TAction, type TSubject } from '@portal/domain';
import { Forbidden } from '../../errors/domain-errors';
import type { Actor } from '../audit';
import { abilityFor, verifyAccessTokenCached } from './auth-cache';
import { NotSignedIn } from './auth-errors';
import { COOKIES } from './cookies';
import type { IdentityDeps } from './identity-deps';
import { resolveSession, type SessionUser } from './sessions.service';
import { standInsFor, type StandIn } from './substitute-abilities';

/** The signed-in user of a request, with the ability built from their current roles. */
export interface RequestAuth extends SessionUser {
  /** What the user may do, including what those they stand in for today may do. */
  ability: AppAbility;
  /** What the user may do in their own right (a move they make with it is theirs, not a substitution). */
  ownAbility: AppAbility;
  /** Those the user stands in for today, as a named substitute (a vacation). */
  standIns: StandIn[];
  actor: Actor;
}

/** Platform resources outside SPEC §6's subjects, readable through the record they belong to. */
export type OwnedResource = 'Arquivo';

/**
 * What a non-public route requires; every one declares it, or the server refuses to start.
 * - `{ subject, action }`: any of the actions (default read) on the subject, before the handler (SPEC §5 rule 3);
 *   the service still checks the record's conditions.
 * - `{ subject, checkedBy: 'service' }`: record-level only; the service checks the loaded record (e.g. a file,
 *   through the record it belongs to).
 * - `'signed-in'`: any signed-in user, acting on their own account or on what every user may read.
 */
export type RoutePermission =
  | { subject: TSubject; action?: TAction | TAction[] }
  | { subject: TSubject | OwnedResource; checkedBy: 'service' }
  | 'signed-in';

/** One API route and what it declared, for the route table test and the startup check. */
export interface RouteDeclaration {
  method: string;
  url: string;
  access: 'public' | RoutePermission;
}

/** Thrown while routes register: a non-public route that declares nothing stops the server. */
export class UndeclaredRoutePermission extends Error {
  constructor(method: string, url: string) {
    super(
      `A rota ${method} ${url} não declara a permissão que exige: use config.can ({ subject, action }, ` +
        `{ subject, checkedBy: 'service' } ou 'signed-in') ou config.public.`,
    );
    this.name = 'UndeclaredRoutePermission';
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: RequestAuth | null;
  }
  interface FastifyInstance {
    identity: IdentityDeps;
    /** Every /api route with its declared permission, in registration order. */
    routeDeclarations: RouteDeclaration[];
  }
  interface FastifyContextConfig {
    /** Checked before the handler; the handler still checks the record's conditions. */
    can?: RoutePermission;
    /**
     * A public route whose caller must stay unknown (the ethics channel, issue 23): the session is not read even when
     * one comes with the request, and the request log leaves out the address.
     */
    anonymous?: boolean;
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
  // The token's signature and expiry (verified once per token), then its session and user in the database on every
  // request (a revoked session is refused at once), then the ability (built once per set of roles, obras...).
  const check = await verifyAccessTokenCached(deps.secret, token);
  if (!check.ok) {
    if (check.reason === 'expired') throw new NotSignedIn(true);
    return null;
  }
  const resolved = await resolveSession(deps.db, check.claims.sid);
  if (resolved.user.id !== check.claims.sub) return null;
  const { user, obras } = resolved;
  const ownAbility = abilityFor(
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
  const standIns = resolved.titulares.length
    ? await standInsFor(deps.db, resolved.titulares, deps.config.APP_ENV)
    : [];
  const ability = withSubstitutedRules(
    ownAbility,
    standIns.map((s) => s.ability),
  );
  return {
    ...resolved,
    ability,
    ownAbility,
    standIns,
    actor: { id: user.id, email: user.email, requestId: request.id },
  };
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
      request.auth = config.anonymous ? null : await authenticate(request, deps).catch(() => null);
      return;
    }
    request.auth = await authenticate(request, deps);
    if (!request.auth) throw new NotSignedIn();
    const permission = config.can;
    if (permission && permission !== 'signed-in' && !('checkedBy' in permission)) {
      const actions = Array.isArray(permission.action) ? permission.action : [permission.action ?? 'read'];
      if (!actions.some((action) => request.auth!.ability.can(action, permission.subject)))
        throw new Forbidden();
    }
  };

  app.decorate('routeDeclarations', [] as RouteDeclaration[]);
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const config = (route.config ?? {}) as { public?: boolean; can?: RoutePermission };
    for (const method of methods) {
      if (!config.public && !config.can) throw new UndeclaredRoutePermission(method, route.url);
      // HEAD routes are Fastify's automatic twins of GET routes, with the same declaration.
      if (method !== 'HEAD')
        app.routeDeclarations.push({
          method,
          url: route.url,
          access: config.public ? 'public' : config.can!,
        });
    }
    const existing = route.preHandler
      ? Array.isArray(route.preHandler)
        ? route.preHandler
        : [route.preHandler]
      : [];
    route.preHandler = [guard, ...existing];
  });
});
