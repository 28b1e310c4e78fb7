import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config/env';
import type { Db } from '../../db/database';
import { contextOf, type ServiceContext } from '../../service-context';
import type { SsoClient } from './sso-client';

/** What the identity services need, built once at start. */
export interface IdentityDeps {
  db: Db;
  config: Config;
  /** Signs access tokens (see signing-secret.ts). */
  secret: Uint8Array;
  /** The staff single sign-on, when an issuer is configured (or the development one runs). */
  sso: SsoClient | null;
}

/** The signed-in user acting on their own account: the service context with the identity deps. */
export interface AccountContext extends ServiceContext, IdentityDeps {}

/** The context of a request on one's own account (401 without a session), for route handlers. */
export function accountContextOf(app: FastifyInstance, request: FastifyRequest): AccountContext {
  return { ...app.identity, ...contextOf(app, request) };
}

/** Facts about the browser making the request. */
export interface ClientInfo {
  ip: string;
  userAgent?: string;
  /** The random key in this browser's device cookie. */
  deviceKey: string;
}
