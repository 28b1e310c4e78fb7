import type { Config } from './config/env';
import type { Database } from './db/database';
import type { FileStorage } from './modules/files/file-storage';

/** What every module may use: configuration and the shared resources opened at boot. */
export interface AppContext {
  config: Config;
  database: Database;
  /** Where uploaded files live (local disk under DATA_DIR by default). */
  storage: FileStorage;
  /** The OpenID Connect issuer for staff sign-in (the configured one, or apps/dev-sso); null without SSO. */
  ssoIssuerUrl: string | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyContextConfig {
    /** The route answers without a signed-in user. */
    public?: boolean;
  }
}
