/**
 * The code under measurement. The bench's own code always comes from this checkout; the servers, the pages,
 * the migrations and the services it measures come from BENCH_CODE_DIR (default: this checkout), so one bench
 * measures the code before a change and after it with the same yardstick. What an older tree lacks (a cache
 * setting, robots.txt, a compiled start) is detected here rather than assumed.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { projectRoot } from '../scripts/lib/server-process';
// Types only: the modules themselves are loaded from CODE_DIR at run time.
import type * as ClientM from '../server/db/client';
import type * as SeedM from '../server/db/seed/index';
import type * as SchemaM from '../server/db/schema/index';
import type * as DatesM from '../server/lib/dates';
import type * as SearchM from '../server/lib/search';
import type * as ArticlesM from '../server/modules/articles/articles.service';
import type * as RegionsM from '../server/modules/regions/regions.service';
import type * as ContractsM from '../shared/contracts/articles';

export const CODE_DIR = path.resolve(process.env.BENCH_CODE_DIR || projectRoot);
/** The build of the pages inside CODE_DIR (BUILD_DIR, relative to it; `build` unless told). */
export const BUILD_DIR = process.env.BUILD_DIR || 'build';
export const BUILD_PATH = path.resolve(CODE_DIR, BUILD_DIR);

export const codePath = (...parts: string[]) => path.join(CODE_DIR, ...parts);

/** A module of the measured tree, loaded from its own files (tsx compiles them as it does for the server). */
export async function codeModule<T>(relative: string): Promise<T> {
  const file = codePath(relative);
  if (!existsSync(file)) throw new Error(`${file} not found in BENCH_CODE_DIR`);
  return (await import(pathToFileURL(file).href)) as T;
}

export type ClientModule = typeof ClientM;
export type SearchModule = typeof SearchM;
export type DatesModule = typeof DatesM;
export type SeedModule = typeof SeedM;
export type RegionsModule = typeof RegionsM;
export type ArticlesServiceModule = typeof ArticlesM;
export type ArticlesContractModule = typeof ContractsM;
export type SchemaModule = typeof SchemaM;

export const code = {
  client: () => codeModule<ClientModule>('server/db/client.ts'),
  search: () => codeModule<SearchModule>('server/lib/search.ts'),
  dates: () => codeModule<DatesModule>('server/lib/dates.ts'),
  seed: () => codeModule<SeedModule>('server/db/seed/index.ts'),
  regions: () => codeModule<RegionsModule>('server/modules/regions/regions.service.ts'),
  articles: () => codeModule<ArticlesServiceModule>('server/modules/articles/articles.service.ts'),
  contracts: () => codeModule<ArticlesContractModule>('shared/contracts/articles.ts'),
  schema: () => codeModule<SchemaModule>('server/db/schema/index.ts'),
};

/** The SQL migrations of the measured tree, in order, each with a hash of its text. */
export function migrations(): { file: string; hash: string }[] {
  const dir = codePath('server/db/migrations');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((file) => ({
      file,
      hash: createHash('sha256')
        .update(readFileSync(path.join(dir, file)))
        .digest('hex')
        .slice(0, 12),
    }));
}

/**
 * The rows drizzle's migrator keeps for this tree's migrations (drizzle.__drizzle_migrations): the hash of each
 * migration file and its journal time. A kept database whose schema matches is given these, so the tree's server
 * finds nothing to migrate.
 */
export function migrationJournal(): { hash: string; createdAt: number }[] {
  const dir = codePath('server/db/migrations');
  const journal = JSON.parse(readFileSync(path.join(dir, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  return journal.entries.map((e) => ({
    hash: createHash('sha256')
      .update(readFileSync(path.join(dir, `${e.tag}.sql`)).toString())
      .digest('hex'),
    createdAt: e.when,
  }));
}

/** Settings the measured tree's server/env.ts knows (names only): what this version can be told. */
export function knownSettings(): Set<string> {
  const text = readFileSync(codePath('server/env.ts'), 'utf8');
  return new Set([...text.matchAll(/^\s{2}([A-Z][A-Z0-9_]+)\s*:/gm)].map((m) => m[1]!));
}

/**
 * Settings that switch the server's caches off, as far as this tree has any: the public response cache
 * (PUBLIC_CACHE_SECONDS=0) and whatever other *_CACHE_* setting server/env.ts declares (0 = off is the
 * convention). Empty for a tree without caches: then "caches off" is the same server as "as deployed".
 */
export function cacheOffSettings(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of knownSettings()) if (/CACHE/.test(name)) out[name] = '0';
  return out;
}

export function gitVersion(dir = CODE_DIR): string {
  try {
    const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, stdio: ['ignore', 'pipe', 'ignore'] }).toString();
    const head = git('rev-parse', '--short', 'HEAD').trim();
    const dirty = new Set(
      git('status', '--porcelain', '--untracked-files=no')
        .split('\n')
        .filter(Boolean)
        .map((l) => l.slice(3).split('/')[0]!),
    );
    return dirty.size ? `${head} plus uncommitted changes in ${[...dirty].sort().join(', ')}` : head;
  } catch {
    return 'unknown (not a git checkout)';
  }
}

export type StartCommand = {
  /** What runs: an executable and its arguments, with the environment the script sets. */
  command: string;
  args: string[];
  env: Record<string, string>;
  /** How `npm start` starts the server in this tree, for the report. */
  describe: string;
  /** True when production runs a TypeScript loader (tsx) rather than compiled JavaScript. */
  typescriptLoader: boolean;
};

/**
 * How this tree's `npm start` runs the server, taken from package.json's start script: leading VAR=value
 * assignments become the environment; `tsx <file>` runs the tree's tsx, `node <file>` this Node. Anything
 * else (a chain of commands) falls back to tsx on server/main.ts, as the first version did, and says so.
 */
export function startCommand(): StartCommand {
  const pkg = JSON.parse(readFileSync(codePath('package.json'), 'utf8')) as {
    scripts?: Record<string, string>;
  };
  const script = (pkg.scripts?.start ?? '').trim();
  const words = script.split(/\s+/).filter(Boolean);
  const env: Record<string, string> = {};
  while (words[0] && /^[A-Z_][A-Z0-9_]*=/.test(words[0])) {
    const [k, ...v] = words.shift()!.split('=');
    env[k!] = v.join('=');
  }
  const simple = words.length >= 2 && !words.some((w) => /[;&|<>`$()]/.test(w));
  if (simple && words[0] === 'tsx') {
    return {
      command: codePath('node_modules/.bin/tsx'),
      args: words.slice(1),
      env,
      describe: script,
      typescriptLoader: true,
    };
  }
  const entry = words.slice(1).find((w) => !w.startsWith('-'));
  if (simple && words[0] === 'node' && entry && existsSync(codePath(entry))) {
    return {
      command: process.execPath,
      args: words.slice(1),
      env,
      describe: script,
      typescriptLoader: false,
    };
  }
  return {
    command: codePath('node_modules/.bin/tsx'),
    args: ['server/main.ts'],
    env: { NODE_ENV: 'production' },
    describe: `${script || '(no start script)'} — ${words[0] === 'node' ? `${entry ?? 'its entry'} is not built` : 'not understood'}; the bench ran tsx server/main.ts`,
    typescriptLoader: true,
  };
}
