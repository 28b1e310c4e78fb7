import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config/env';
import type { Database } from '../db/database';
import type { FileStorage } from '../modules/files/file-storage';
import { filesDirOf, LocalDiskStorage } from '../modules/files/local-disk-storage';
import { openTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  dataDir: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Extra environment, as an operator would set it. */
  env?: Record<string, string>;
  /** Start from a fresh copy of the demo company (users with the password Demo@1234). */
  demo?: boolean;
  /** An OpenID Connect issuer for staff SSO (e.g. a dev-sso started by the test). */
  ssoIssuerUrl?: string;
  /**
   * Keeps the application's real logger (its serializers and redaction), at `info`, writing here: for tests of what a
   * request leaves in the log. Without it the application logs nothing.
   */
  logStream?: NodeJS.WritableStream;
  /** Where uploads go (an S3 bucket of a test server); by default the disk, under the test's DATA_DIR/arquivos. */
  storage?: FileStorage;
}

/** The real application on a fresh database, ready for `app.inject`. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: options.logStream ? 'info' : 'silent',
    DEMO_DATA: 'false',
    WEB_DIST: path.join(dataDir, 'sem-web'),
    ...options.env,
  });
  const testDatabase = await openTestDatabase({ demo: options.demo });
  const storage = options.storage ?? new LocalDiskStorage(filesDirOf(dataDir));
  const removeData = async () => {
    await testDatabase.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  let app: FastifyInstance;
  try {
    app = await buildApp(
      { config, database: testDatabase.database, storage, ssoIssuerUrl: options.ssoIssuerUrl ?? null },
      options.logStream ? { logStream: options.logStream } : { logger: false },
    );
  } catch (error) {
    // An application that refuses to start (a test of that) leaves no database or folder behind.
    await removeData();
    throw error;
  }
  return {
    app,
    database: testDatabase.database,
    config,
    dataDir,
    close: async () => {
      await app.close();
      await removeData();
    },
  };
}
