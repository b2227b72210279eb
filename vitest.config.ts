import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const TEST_FILE = /\.test\.tsx?$/;
const MOCKS_MODULES = /\bvi\.(do)?mock\(/;

/** The test files under `dir` (relative to the project), node_modules left out. */
function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(file);
    return TEST_FILE.test(entry.name) ? [file] : [];
  });
}

/**
 * A file that replaces a module (`vi.mock`) runs in a module registry of its own; every other file shares its
 * worker's (`isolate: false`), so the server, Fastify, Drizzle, zod and React are imported once a worker instead of
 * once a file — that import was a third of the suite's time. Decided by reading the files, so a new test that mocks
 * a module is isolated without anyone listing it.
 */
const mocking = ['shared', 'server', 'web'].flatMap(testFiles).filter((file) => MOCKS_MODULES.test(readFileSync(file, 'utf8')));

const INCLUDE = ['shared/**/*.test.ts', 'server/**/*.test.ts', 'web/**/*.test.{ts,tsx}'];

export default defineConfig({
  resolve: {
    alias: { '~': path.resolve('web'), '@shared': path.resolve('shared') },
  },
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Two test files at a time: Vitest's default on a 2-core machine is one (cores − 1), which left a core idle while
    // PGlite (in the worker) or PostgreSQL (beside it) did the work; CI took 73 min with one, the budget is 50.
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: 'shared-modules', include: INCLUDE, exclude: mocking, isolate: false } },
      { extends: true, test: { name: 'mocking', include: mocking.length > 0 ? mocking : ['-none-'], isolate: true } },
    ],
  },
});
