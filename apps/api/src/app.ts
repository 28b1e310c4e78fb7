import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import helmet from 'helmet';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { installZodPtBr, RELEASE_NOTES } from '@portal/domain';
import type { AppContext } from './app-context';
import { RecordRegistry } from './records/record-registry';
import { SearchRegistry } from './modules/busca/search-registry';
import { GalleryRegistry } from './modules/galeria/gallery-registry';
import { InProcessQueue } from './jobs/in-process-queue';
import type { JobQueue } from './jobs/job-queue';
import { PgBossQueue } from './jobs/pg-boss-queue';
import { registerProblemDetails, sendFrameworkError, sendNotFound } from './errors/problem-details';
import { apiModules } from './modules';
import { FileAccessRegistry } from './modules/files';
import { CalendarRegistry } from './modules/calendario/calendar-registry';
import { ExportRegistry } from './modules/exportacoes';
import { authPlugin } from './modules/identity/auth.plugin';
import type { IdentityDeps } from './modules/identity/identity-deps';
import { loadSigningSecret } from './modules/identity/signing-secret';
import { SsoClient } from './modules/identity/sso-client';
import { MailDispatcher } from './modules/mail/mail.service';

export interface BuildAppOptions {
  logger?: FastifyServerOptions['logger'];
  /** Where the application's own logger writes (tests read what a request left in the log); stdout by default. */
  logStream?: NodeJS.WritableStream;
}

const REQUEST_ID = /^[\w-]{1,64}$/;
/** Responses worth compressing: JSON, problem details, text, HTML, JavaScript, CSS, SVG, XML (not event streams). */
const COMPRESSIBLE =
  /^(?:text\/(?!event-stream)|application\/(?:[\w.-]+\+)?(?:json|xml|javascript)\b|image\/svg\+xml)/;

function contentSecurityPolicy(): Record<string, string[]> {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    // MUI (emotion) injects <style> elements at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
  };
}

/** Builds the whole HTTP application; `main.ts` listens with it, tests inject into it. */
export async function buildApp(ctx: AppContext, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  installZodPtBr();
  const app = Fastify({
    logger: options.logger ?? {
      level: ctx.config.LOG_LEVEL,
      ...(options.logStream ? { stream: options.logStream } : {}),
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      // The query string stays out of the log: first-access links and SSO callbacks carry codes in it.
      serializers: {
        req: (req: {
          method: string;
          url: string;
          ip?: string;
          routeOptions?: { config?: { anonymous?: boolean } };
        }) => ({
          method: req.method,
          url: req.url.split('?')[0],
          // An anonymous route's caller stays unknown in the log too (issue 23).
          ...(req.routeOptions?.config?.anonymous ? {} : { remoteAddress: req.ip }),
        }),
      },
    },
    bodyLimit: ctx.config.BODY_LIMIT_KB * 1024,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    trustProxy: ctx.config.TRUST_PROXY,
    frameworkErrors: sendFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('ctx', ctx);
  app.addHook('onSend', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });

  // Helmet's middleware is built once here: @fastify/helmet built it again on every request (2 % of a list's CPU).
  const securityHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy() },
    // Plain http on 127.0.0.1 is the default deployment; HSTS belongs to the TLS proxy in production.
    strictTransportSecurity: ctx.config.isProduction,
  });
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)),
  );
  // API answers over 1 KB go out compressed. Only text-like types: files (images, PDF, spreadsheets) are already
  // compressed, and a download keeps its content-length. The web app's files come compressed from the build.
  await app.register(compress, { threshold: 1024, customTypes: COMPRESSIBLE });
  app.addHook('onSend', async (request, reply, payload) => {
    // A stream of known length (a stored file being downloaded) goes out as it is, so the browser shows progress.
    if (payload instanceof Readable && reply.hasHeader('content-length')) {
      request.headers['x-no-compression'] = '1';
    }
  });
  await app.register(cookie);
  await app.register(rateLimit, {
    max: ctx.config.RATE_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
    // The web app's files are served freely; the API is what a flood would hurt.
    allowList: (request) => !request.url.startsWith('/api/'),
  });
  await app.register(multipart, {
    limits: { fileSize: ctx.config.maxUploadBytes, files: 1, fields: 20, parts: 21 },
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Portal de Obras — API',
        description:
          'API do Portal de Obras. Erros seguem RFC 9457 (application/problem+json). POST, PUT e PATCH aceitam o ' +
          'cabeçalho Idempotency-Key (8 a 100 caracteres de A-Z a-z 0-9 _ - : .): o reenvio com a mesma chave, por 7 ' +
          'dias, recebe a resposta 2xx já dada (cabeçalho idempotent-replayed: true) sem repetir a operação; outra ' +
          'rota ou outro corpo com a mesma chave recebe 422, e um envio ainda em andamento, 409.',
        version: RELEASE_NOTES[0]?.versao ?? '0.0.0',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true }, config: { public: true } }, async () =>
    app.swagger(),
  );

  const hasWebApp = fs.existsSync(`${ctx.config.WEB_DIST}/index.html`);
  registerProblemDetails(app, async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (
      path === '/api' ||
      path.startsWith('/api/') ||
      !hasWebApp ||
      !['GET', 'HEAD'].includes(request.method)
    ) {
      return sendNotFound(request, reply);
    }
    // Any other path belongs to the single-page app, whose router draws the page (or its /404).
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });

  const identity: IdentityDeps = {
    db: ctx.database.db,
    config: ctx.config,
    secret: await loadSigningSecret(ctx.database.db, ctx.config),
    sso: ctx.ssoIssuerUrl
      ? new SsoClient({
          issuerUrl: ctx.ssoIssuerUrl,
          clientId: ctx.config.SSO_CLIENT_ID,
          clientSecret: ctx.config.SSO_CLIENT_SECRET,
          redirectUri: `${ctx.config.PUBLIC_URL}/api/auth/sso/callback`,
          postLogoutRedirectUri: `${ctx.config.PUBLIC_URL}/login`,
        })
      : null,
  };
  await app.register(authPlugin, { deps: identity });

  const mail = new MailDispatcher(ctx.database.db, ctx.config, app.log);
  mail.start();
  if (ctx.config.isSmtpConfigured) {
    // Mails queued by a request go out as soon as its transaction has committed.
    app.addHook('onResponse', async () => mail.kick());
  }
  app.addHook('onClose', () => mail.stop());

  // Modules that attach files to their records say who may read them here, when they register.
  app.decorate('fileAccess', new FileAccessRegistry());
  // Each module's kinds of record, for the capabilities every module shares (threads, history, notifications).
  app.decorate('records', new RecordRegistry());
  // Each module's search sources, for the top bar's global search (see modules/busca).
  app.decorate('searchSources', new SearchRegistry());
  // Each module's photos of an obra, for the obra's gallery (see modules/galeria).
  app.decorate('gallerySources', new GalleryRegistry());
  // Each module's exportable lists, for the one export mechanism every list uses (see modules/exportacoes).
  app.decorate('exports', new ExportRegistry());
  // Each module's calendar events, for the one ICS feed per person (see modules/calendario).
  app.decorate('calendar', new CalendarRegistry());
  // Background work (notifications, digests, exports): see jobs/job-queue.ts.
  const jobs: JobQueue =
    ctx.database.kind === 'postgres' && ctx.database.pool
      ? new PgBossQueue(ctx.database.pool, app.log)
      : new InProcessQueue(app.log);
  app.decorate('jobs', jobs);
  app.addHook('onClose', () => jobs.stop());
  for (const module of apiModules) {
    await app.register(module, { prefix: '/api' });
  }

  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: ctx.config.WEB_DIST,
      wildcard: false,
      // The build leaves x.br and x.gz beside each file: sent with content-encoding and vary when accepted.
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders: (res, filePath) => {
        const hashed = /[\\/]assets[\\/]/.test(filePath);
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  return app;
}
