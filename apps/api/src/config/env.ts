import path from 'node:path';
import { z } from 'zod';
import { installZodPtBr } from '@portal/domain';
import { DEFAULT_WEB_DIST } from '../paths';

const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Where the embedded database and uploaded files live (relative to where the command was typed). */
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, 'deve começar com postgres:// ou postgresql://')
    .optional(),
  MAX_UPLOAD_MB: z.coerce.number().positive().max(2048).default(50),
  /** Largest JSON body accepted, in kilobytes. */
  BODY_LIMIT_KB: z.coerce.number().int().positive().default(1024),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Load the demo company on the first start of an empty database. */
  DEMO_DATA: flag.default(true),
  /** The address people use to reach the portal (links in e-mails, SSO callbacks). */
  PUBLIC_URL: z.string().url().optional(),
  WEB_DIST: z.string().optional(),
  COMPANY_NAME: z.string().min(1).default('Gali Engenharia'),
  /** `dev` or `prod`: dev_acesso_total manages everything only in dev (SPEC §6). Defaults from NODE_ENV. */
  APP_ENV: z.enum(['dev', 'prod']).optional(),
  /** Signs access tokens; when unset, a random one is made once and kept in the database. */
  AUTH_SECRET: z.string().min(32, 'deve ter pelo menos 32 caracteres').optional(),
  /** The company's OpenID Connect issuer; unset, the portal starts its own development issuer (apps/dev-sso). */
  SSO_ISSUER_URL: z.string().url().optional(),
  SSO_CLIENT_ID: z.string().min(1).default('portal-de-obras'),
  SSO_CLIENT_SECRET: z.string().min(1).default('portal-de-obras-dev-secret'),
  /** Port of the development issuer; defaults to PORT + 1. */
  DEV_SSO_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** smtp://user:pass@host:port; unset, e-mails stay in the outbox shown at /dev/mailbox. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/.+/, 'deve começar com smtp:// ou smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('"Portal de Obras" <nao-responda@portal-obras.local>'),
  /**
   * Which proxies may tell the client's address (X-Forwarded-For): `false` (default), `true`, a number of hops, or
   * a comma-separated list of addresses/CIDRs. Trusting everyone would let a client choose its own address.
   */
  TRUST_PROXY: z.string().default('false'),
  /** Requests per minute one client address may make to the API. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
  /** Set, uploaded files go to this S3 bucket instead of DATA_DIR/arquivos (see s3Of for the other S3_* settings). */
  S3_BUCKET: z
    .string()
    .regex(
      /^[A-Za-z0-9][A-Za-z0-9._-]{1,254}$/,
      'deve ser um nome de bucket (letras, números, ".", "-" e "_")',
    )
    .optional(),
  /** An S3-compatible server (MinIO, Ceph, another cloud); unset, Amazon S3 itself. */
  S3_ENDPOINT: z
    .string()
    .url()
    .regex(/^https?:\/\//, 'deve começar com http:// ou https://')
    .optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Bucket in the path (`endpoint/bucket/key`) rather than the host name; defaults to true with S3_ENDPOINT. */
  S3_FORCE_PATH_STYLE: flag.optional(),
  /** A folder inside the bucket for the portal's files (`portal/arquivos`). */
  S3_PREFIX: z
    .string()
    .regex(
      /^\/?[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*\/?$/,
      'deve ser uma pasta como portal/arquivos (letras, números, ".", "-", "_" e "/")',
    )
    .optional(),
});

export type Env = z.infer<typeof ZEnv>;

/** Where uploaded files go when S3_BUCKET is set. */
export interface S3Settings {
  bucket: string;
  /** Unset: Amazon S3 in `region`. */
  endpoint: string | undefined;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  /** `''` or a folder ending in `/` (`portal/arquivos/`), put before every key. */
  prefix: string;
}

export interface Config extends Omit<
  Env,
  'DATA_DIR' | 'PUBLIC_URL' | 'WEB_DIST' | 'APP_ENV' | 'TRUST_PROXY'
> {
  TRUST_PROXY: boolean | string | ((address: string, hop: number) => boolean);
  DATA_DIR: string;
  PUBLIC_URL: string;
  WEB_DIST: string;
  APP_ENV: 'dev' | 'prod';
  /** The issuer is apps/dev-sso, started with the portal. */
  usesDevSso: boolean;
  devSsoPort: number;
  isSmtpConfigured: boolean;
  /**
   * The development mailbox (/dev/mailbox) shows every code the portal mails, so it exists only outside production,
   * without SMTP, and with the portal listening on this machine alone.
   */
  devMailboxEnabled: boolean;
  isProduction: boolean;
  usesPostgres: boolean;
  maxUploadBytes: number;
  /** Uploaded files in an S3 bucket; null, on disk under DATA_DIR/arquivos. */
  s3: S3Settings | null;
}

/** A configuration value that stops the server; its message is one line naming the variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

// Never echoed back: they hold passwords or keys.
const SECRET_VARIABLES = new Set(['AUTH_SECRET', 'SSO_CLIENT_SECRET', 'SMTP_URL', 'S3_SECRET_ACCESS_KEY']);

function describeIssue(issue: z.core.$ZodIssue, env: Record<string, string | undefined>): string {
  const variable = String(issue.path[0] ?? 'ambiente');
  const received = env[variable];
  const shown =
    received === undefined || SECRET_VARIABLES.has(variable)
      ? ''
      : ` (recebido "${variable === 'DATABASE_URL' ? redactUrl(received) : received}")`;
  return `Configuração inválida: ${variable}: ${issue.message}${shown}`;
}

function parseTrustProxy(value: string): Config['TRUST_PROXY'] {
  if (value === 'true') return true;
  if (value === 'false' || value === '') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value;
}

const S3_SETTINGS = [
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
  'S3_PREFIX',
] as const;

/** The S3 bucket when S3_BUCKET is set; an S3_* setting without it, or a bucket without its keys, stops the server. */
function s3Of(e: Env, present: Record<string, string | undefined>): S3Settings | null {
  if (e.S3_BUCKET === undefined) {
    const stray = S3_SETTINGS.find((name) => present[name] !== undefined);
    if (stray) {
      throw new ConfigError(
        `Configuração inválida: S3_BUCKET: obrigatório quando ${stray} está definido (ou remova as variáveis S3_*).`,
      );
    }
    return null;
  }
  const missing = (['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter(
    (name) => e[name] === undefined,
  );
  if (missing.length > 0) {
    throw new ConfigError(
      `Configuração inválida: ${missing.join(' e ')}: ${missing.length > 1 ? 'obrigatórias' : 'obrigatória'} quando S3_BUCKET está definido (a chave de acesso ao bucket).`,
    );
  }
  const prefix = (e.S3_PREFIX ?? '').replace(/^\/+|\/+$/g, '');
  return {
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT?.replace(/\/+$/, ''),
    region: e.S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID!,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? e.S3_ENDPOINT !== undefined,
    prefix: prefix === '' ? '' : `${prefix}/`,
  };
}

/** Hides the password of a connection string so it can be printed. */
export function redactUrl(url: string): string {
  return url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');
}

/** Parses the environment once, at boot. Throws ConfigError naming the first bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  installZodPtBr();
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = ZEnv.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(describeIssue(parsed.error.issues[0]!, env));
  }
  const e = parsed.data;
  // npm runs workspace scripts inside the workspace; INIT_CWD is where the person typed the command.
  const cwd = env.INIT_CWD ?? process.cwd();
  const dataDir = path.resolve(cwd, e.DATA_DIR);
  const publicHost = e.HOST === '0.0.0.0' || e.HOST === '::' ? '127.0.0.1' : e.HOST;
  return {
    ...e,
    DATA_DIR: dataDir,
    PUBLIC_URL: (e.PUBLIC_URL ?? `http://${publicHost}:${e.PORT}`).replace(/\/$/, ''),
    WEB_DIST: e.WEB_DIST ? path.resolve(cwd, e.WEB_DIST) : DEFAULT_WEB_DIST,
    APP_ENV: e.APP_ENV ?? (e.NODE_ENV === 'production' ? 'prod' : 'dev'),
    TRUST_PROXY: parseTrustProxy(e.TRUST_PROXY),
    usesDevSso: e.SSO_ISSUER_URL === undefined && e.NODE_ENV !== 'production',
    devSsoPort: e.DEV_SSO_PORT ?? (e.PORT === 0 ? 0 : e.PORT + 1),
    isSmtpConfigured: e.SMTP_URL !== undefined,
    devMailboxEnabled:
      e.NODE_ENV !== 'production' &&
      e.SMTP_URL === undefined &&
      ['127.0.0.1', 'localhost', '::1'].includes(e.HOST),
    isProduction: e.NODE_ENV === 'production',
    usesPostgres: e.DATABASE_URL !== undefined,
    maxUploadBytes: Math.round(e.MAX_UPLOAD_MB * 1024 * 1024),
    s3: s3Of(e, present),
  };
}
