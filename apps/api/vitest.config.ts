import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // The migrated and the demo databases are built once per run; each file opens its own copy.
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // A worker loads the application's modules once and runs file after file: each file still has its own app
    // and database copy, and no module keeps state outside them (a third less CPU than one process per file).
    isolate: false,
  },
});
