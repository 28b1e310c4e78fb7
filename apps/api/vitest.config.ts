import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Each file opens its own database; PGlite needs a moment to start.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
