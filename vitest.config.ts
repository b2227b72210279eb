import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: { '~': path.resolve('web'), '@shared': path.resolve('shared') },
  },
  test: {
    include: ['shared/**/*.test.ts', 'server/**/*.test.ts', 'web/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Two test files at a time: Vitest's default on a 2-core machine is one (cores − 1), which left a core idle while
    // PGlite (in the worker) or PostgreSQL (beside it) did the work; CI took 73 min with one, the budget is 50.
    maxWorkers: 2,
  },
});
