import { defineConfig } from 'vitest/config';
import { e2eServers } from './e2e/state';

/**
 * Browser end-to-end suite: one build, one browser binary, and E2E_SERVERS spec files at a time (1 by default: see
 * e2e/global-setup.ts), each worker with a server of its own started from that build.
 */
export default defineConfig({
  test: {
    include: ['e2e/**/*.spec.ts'],
    environment: 'node',
    globalSetup: ['e2e/global-setup.ts'],
    pool: 'forks',
    maxWorkers: e2eServers(),
    fileParallelism: e2eServers() > 1,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    teardownTimeout: 60_000,
  },
});
