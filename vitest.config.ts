import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/api', 'apps/web'],
    // Vitest's default in a run is one worker fewer than the cores: a single worker on this 2-core machine, while
    // the API tests spend much of their time waiting for the processes they start. Two workers: 65 s instead of 87.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
