import type { Config } from '../../config/env';
import type { Db } from '../../db/database';
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

/** Facts about the browser making the request. */
export interface ClientInfo {
  ip: string;
  userAgent?: string;
  /** The random key in this browser's device cookie. */
  deviceKey: string;
}
