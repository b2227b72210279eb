// @ts-check
/**
 * The production build: the pages (react-router build → BUILD_DIR/client, BUILD_DIR/server), the server itself
 * compiled to JavaScript (esbuild → BUILD_DIR/server-main.js with a source map), so `npm start` runs plain Node,
 * and the embedded database a first start copies (BUILD_DIR/pgdata-template, scripts/db-template.ts).
 *
 *   node scripts/build.js              build now (npm run build)
 *   node scripts/build.js --if-stale   build only when the build is missing or older than the sources
 *   node scripts/build.js --install    the same, run by npm ci / npm install (postinstall); without the build tools
 *                                      (an install that left out devDependencies) it says so and leaves the install be
 *
 * A finished build carries BUILD_DIR/build-stamp.json with a fingerprint of its sources; `npm start`
 * (scripts/start.js) compares it with the checkout. Builds of one BUILD_DIR take turns through a lock file beside
 * it (BUILD_DIR.lock), so two processes started from one checkout never both write it.
 *
 * Plain JavaScript on purpose: `npm start` loads this file, and production runs no TypeScript loader.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { closeSync, existsSync, openSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath, pathToFileURL, URL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** What a build is made of. Tests are left out: editing one must not make `npm start` build again. */
const SOURCE_DIRS = ['server', 'shared', 'web'];
const SOURCE_FILES = [
  'vite.config.ts',
  'react-router.config.ts',
  'tsconfig.json',
  'package-lock.json',
  'scripts/build.js',
  'scripts/db-template.ts',
];
const NOT_SOURCES = [/\.test\.tsx?$/, /^server\/test\//, /(^|\/)\.DS_Store$/];

/** The compiled server inside a build directory. */
export const SERVER_ENTRY = 'server-main.js';
const STAMP = 'build-stamp.json';
/** How often a process waiting for another one's build looks again. */
const LOCK_POLL_MS = 500;

/** @param {string} buildDir */
export const buildPath = (buildDir) => path.resolve(ROOT, buildDir);
/** @param {string} buildDir */
export const serverEntryOf = (buildDir) => path.join(buildPath(buildDir), SERVER_ENTRY);

/** @param {string} dir @param {string[]} out */
function walk(dir, out) {
  for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) walk(rel, out);
    else if (entry.isFile() && !NOT_SOURCES.some((re) => re.test(rel))) out.push(rel);
  }
}

/** A hash of every source file's path and content (about 700 files, a few MB: milliseconds). */
export function sourceFingerprint() {
  const files = [];
  for (const dir of SOURCE_DIRS) walk(dir, files);
  for (const file of SOURCE_FILES) if (existsSync(path.join(ROOT, file))) files.push(file);
  files.sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(ROOT, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

/**
 * 'fresh' when the build holds the pages and the compiled server and was made from the sources as they are now.
 * @param {string} buildDir
 * @returns {'missing' | 'stale' | 'fresh'}
 */
export function buildState(buildDir) {
  const dir = buildPath(buildDir);
  if (!existsSync(path.join(dir, STAMP)) || !existsSync(serverEntryOf(buildDir)) || !existsSync(path.join(dir, 'server/index.js'))) {
    return 'missing';
  }
  try {
    const stamp = JSON.parse(readFileSync(path.join(dir, STAMP), 'utf8'));
    return stamp.sources === sourceFingerprint() ? 'fresh' : 'stale';
  } catch {
    return 'missing';
  }
}

/** Whether the build tools are installed (an install without devDependencies has none). */
export function canBuild() {
  const require = createRequire(path.join(ROOT, 'package.json'));
  try {
    require.resolve('@react-router/dev/package.json');
    require.resolve('esbuild');
    return true;
  } catch {
    return false;
  }
}

/** @param {number} pid */
function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return /** @type {NodeJS.ErrnoException} */ (err).code === 'EPERM';
  }
}

/**
 * Takes BUILD_DIR.lock (created exclusively, holding our PID); waits while a live process holds it, takes over
 * one left by a process that died. Returns the release function.
 * @param {string} buildDir
 */
async function takeLock(buildDir) {
  const lock = `${buildPath(buildDir)}.lock`;
  let told = false;
  for (;;) {
    try {
      const fd = openSync(lock, 'wx');
      writeFileSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lock, { force: true });
    } catch (err) {
      if (/** @type {NodeJS.ErrnoException} */ (err).code !== 'EEXIST') throw err;
    }
    let holder = NaN;
    try {
      holder = Number(readFileSync(lock, 'utf8'));
    } catch {
      continue; // released between our two looks
    }
    if (!Number.isInteger(holder) || holder <= 0 || !alive(holder)) {
      try {
        unlinkSync(lock);
      } catch {
        /* another waiter removed it first */
      }
      continue;
    }
    if (!told) {
      process.stdout.write(`另一个进程（pid ${holder}）正在构建 ${buildDir}/，等待其完成…（锁文件 ${path.relative(ROOT, lock)}）\n`);
      told = true;
    }
    await sleep(LOCK_POLL_MS);
  }
}

/** The build step running in a child process, stopped with us when the build is interrupted. */
/** @type {import('node:child_process').ChildProcess | undefined} */
let step;

/**
 * @param {string} what   the step's name in an error
 * @param {string} command
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} [env]
 */
function run(what, command, args, env = process.env) {
  return new Promise((resolve, reject) => {
    step = spawn(command, args, { cwd: ROOT, env, stdio: 'inherit' });
    step.on('error', reject);
    step.on('exit', (code, signal) => {
      step = undefined;
      if (code === 0) resolve(undefined);
      else reject(new Error(`${what}失败（${signal ?? `exit ${code}`}）`));
    });
  });
}

/** @param {string} buildDir */
function buildPages(buildDir) {
  const manifest = createRequire(path.join(ROOT, 'package.json')).resolve('@react-router/dev/package.json');
  const bin = path.join(path.dirname(manifest), JSON.parse(readFileSync(manifest, 'utf8')).bin['react-router']);
  return run('页面构建（react-router build）', process.execPath, [bin, 'build'], { ...process.env, BUILD_DIR: buildDir });
}

/**
 * Bundled code sees the bundle's own address in `import.meta.url`; code that finds files beside its source
 * (server/db/migrations, package.json, packages resolved from there) must keep seeing its source's address.
 * Each such file gets its own location, relative to the bundle, so the build still works when the checkout moves.
 * @param {string} outDir
 * @returns {import('esbuild').Plugin}
 */
function sourceLocation(outDir) {
  return {
    name: 'source-import-meta-url',
    setup(build) {
      build.onLoad({ filter: /\.ts$/ }, (args) => {
        const code = readFileSync(args.path, 'utf8');
        if (!code.includes('import.meta.url')) return undefined;
        const rel = path.relative(outDir, args.path).split(path.sep).join('/');
        return { contents: code.replaceAll('import.meta.url', `new URL(${JSON.stringify(rel)}, import.meta.url).href`), loader: 'ts' };
      });
    },
  };
}

/** server/main.ts and what it imports from server/ and shared/ → one ES module; packages stay in node_modules. @param {string} buildDir */
async function compileServer(buildDir) {
  const esbuild = await import('esbuild');
  const outfile = serverEntryOf(buildDir);
  await esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: ['server/main.ts'],
    outfile,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Stack traces in the logs name .ts files and lines (node --enable-source-maps, see scripts/start.js).
    sourcemap: 'linked',
    sourcesContent: false,
    logLevel: 'warning',
    plugins: [sourceLocation(path.dirname(outfile))],
  });
  // esbuild's service is a child process that would stay for the life of `npm start` when it rebuilt first.
  await esbuild.stop();
}

/**
 * The server's JavaScript in ASCII only (issue 34's memory): V8 keeps a module's whole source for as long as the
 * process runs, as a one-byte string when every character fits in Latin-1 and as a two-byte string otherwise — the
 * pages' server bundle (3.5 million characters, 24 000 of them Chinese) took 7 MB instead of 3.6, the server's own
 * 2.3 MB instead of 1.2. esbuild's `charset: 'ascii'` writes strings, templates and names with escapes (the pages'
 * bundle is re-printed that way; the server's is compiled so); what it leaves is in comments and regular expression
 * literals, where `\uXXXX` means the same character (line separators become line breaks, which they were). Checked:
 * the file with its comments and spaces taken out is the same before and after that step, or the build stops.
 * @param {string} file
 * @param {boolean} reprint  re-print through esbuild first (the pages' bundle: Vite keeps characters as they are)
 */
export async function asciiOnly(file, reprint) {
  const esbuild = await import('esbuild');
  const original = readFileSync(file, 'utf8');
  const escaped = reprint
    ? (await esbuild.transform(original, { loader: 'js', format: 'esm', charset: 'ascii', legalComments: 'inline' })).code
    : original;
  const toAscii = (/** @type {string} */ code) =>
    code
      .replace(/[\u2028\u2029]/g, '\n')
      // An escaped character (`\。`, odd backslashes before it) becomes its escape without that backslash.
      // eslint-disable-next-line no-control-regex
      .replace(/(\\*)([^\x00-\x7f])/g, (_, bs, c) => `${bs.slice(bs.length % 2)}\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  const ascii = toAscii(escaped);
  const program = async (/** @type {string} */ code) =>
    (await esbuild.transform(code, { loader: 'js', format: 'esm', charset: 'ascii', minifyWhitespace: true, legalComments: 'none' })).code;
  if (ascii !== escaped && (await program(ascii)) !== toAscii(await program(escaped))) throw new Error(`${file}：转为 ASCII 后程序不同`);
  if (ascii !== original) writeFileSync(file, ascii);
}

/** The pages' server bundle and the server in ASCII only (asciiOnly). @param {string} buildDir */
async function asciiServerCode(buildDir) {
  const assets = path.join(buildPath(buildDir), 'server/assets');
  for (const name of readdirSync(assets).filter((n) => n.endsWith('.js'))) await asciiOnly(path.join(assets, name), true);
  await asciiOnly(serverEntryOf(buildDir), false);
  const esbuild = await import('esbuild');
  await esbuild.stop();
}

/** Beside the server build: the antd sheet's address and the style-cache keys it holds (ANTD_SHEET_MANIFEST of web/app/entry.server.tsx). */
const ANTD_SHEET_MANIFEST = 'antd-sheet.json';

/**
 * Ant Design's stylesheet (issue 34): the rules of every antd component the pages use under all their themes, made
 * by the server build itself (web/app/antd-styles.server.tsx, through its entry), written to
 * BUILD_DIR/client/assets/antd-<content hash>.css, which the server sends as an immutable file like Vite's. The
 * pages link it instead of writing antd's rules into each answer. In a child process, with the production flag the
 * server runs with.
 * @param {string} buildDir
 */
function writeAntdSheet(buildDir) {
  return run('antd 样式表生成', process.execPath, [fileURLToPath(import.meta.url), '--antd-sheet'], {
    ...process.env,
    BUILD_DIR: buildDir,
    NODE_ENV: 'production',
  });
}

/** The child's part of writeAntdSheet. @param {string} buildDir */
async function antdSheet(buildDir) {
  const dir = buildPath(buildDir);
  const serverBuild = await import(pathToFileURL(path.join(dir, 'server/index.js')).href);
  const make = serverBuild.entry?.module?.antdStyleSheet;
  if (typeof make !== 'function') throw new Error('页面构建的入口没有 antdStyleSheet');
  const { css, keys } = /** @type {{ css: string, keys: string[] }} */ (make());
  const href = `/assets/antd-${createHash('sha256').update(css).digest('base64url').slice(0, 10)}.css`;
  writeFileSync(path.join(dir, 'client', href), css);
  writeFileSync(path.join(dir, 'server', ANTD_SHEET_MANIFEST), JSON.stringify({ href, keys }));
}

/** Files the browser is sent compressed (scripts, styles, SVG images, text); others (PDF, JPEG, PNG) are sent as they are. */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|html|xml)$/;

/**
 * The static files' compressed copies, made once here and sent by the server as they are (@fastify/static's
 * `preCompressed`, server/plugins/web.ts): `<file>.br` (brotli at its best quality, about a fifth smaller than gzip
 * for scripts) and `<file>.gz` (gzip at 9), beside each compressible file of BUILD_DIR/client, when smaller than it (a
 * file read as a stream is compressed whatever its size, so small files have copies too). Compressed as they were sent, each visitor's first load cost the server a compression of every
 * script and style (antd's sheet alone 750 KB) at a quality far below these.
 * @param {string} buildDir
 */
export async function precompressAssets(buildDir) {
  const client = path.join(buildPath(buildDir), 'client');
  const files = readdirSync(client, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && COMPRESSIBLE.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
  const br = promisify(brotliCompress);
  const gz = promisify(gzip);
  const one = async (/** @type {string} */ file) => {
    const body = readFileSync(file);
    const [brotli, gzipped] = await Promise.all([
      br(body, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
          [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
      gz(body, { level: zlibConstants.Z_BEST_COMPRESSION }),
    ]);
    if (brotli.length < body.length) writeFileSync(`${file}.br`, brotli);
    if (gzipped.length < body.length) writeFileSync(`${file}.gz`, gzipped);
  };
  // zlib's work runs on libuv's thread pool: a few files at a time keep its threads busy.
  const queue = [...files];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let file = queue.shift(); file; file = queue.shift()) await one(file);
    }),
  );
}

/**
 * The embedded database a first start copies (BUILD_DIR/pgdata-template: initialised, migrated, divisions loaded;
 * scripts/db-template.ts), so a new DATA_DIR skips initdb and the loads (server/db/client.ts).
 * @param {string} buildDir
 */
function makeDatabaseTemplate(buildDir) {
  const target = path.join(buildPath(buildDir), 'pgdata-template');
  return run('内置数据库模板生成', path.join(ROOT, 'node_modules/.bin/tsx'), ['scripts/db-template.ts', target]);
}

/**
 * Builds BUILD_DIR under its lock. With ifStale, a build that is already fresh is kept (also when another process
 * finished it while we waited for the lock).
 * @param {string} buildDir
 * @param {{ ifStale?: boolean }} [options]
 * @returns {Promise<'built' | 'fresh'>}
 */
export async function build(buildDir, { ifStale = false } = {}) {
  const release = await takeLock(buildDir);
  // Interrupted: stop the page build too, and leave no lock behind.
  const stop = (/** @type {NodeJS.Signals} */ signal) => {
    step?.kill(signal);
    release();
    process.exit(130);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  try {
    if (ifStale && buildState(buildDir) === 'fresh') {
      process.stdout.write(`${buildDir}/ 已是最新构建。\n`);
      return 'fresh';
    }
    const sources = sourceFingerprint();
    const started = Date.now();
    // The stamp goes first (react-router build then empties BUILD_DIR): a build interrupted halfway is never fresh.
    rmSync(path.join(buildPath(buildDir), STAMP), { force: true });
    await buildPages(buildDir);
    await writeAntdSheet(buildDir);
    await precompressAssets(buildDir);
    await compileServer(buildDir);
    await asciiServerCode(buildDir);
    await makeDatabaseTemplate(buildDir);
    writeFileSync(path.join(buildPath(buildDir), STAMP), `${JSON.stringify({ sources, builtAt: new Date().toISOString() }, null, 2)}\n`);
    process.stdout.write(`构建完成：${buildDir}/（页面与服务端，${((Date.now() - started) / 1000).toFixed(1)} 秒）\n`);
    return 'built';
  } finally {
    process.removeListener('SIGINT', stop);
    process.removeListener('SIGTERM', stop);
    release();
  }
}

async function main() {
  const args = new Set(process.argv.slice(2));
  const buildDir = process.env.BUILD_DIR || 'build';
  if (args.has('--antd-sheet')) return antdSheet(buildDir);
  const install = args.has('--install');
  if (install && !canBuild()) {
    process.stdout.write('未安装构建工具（devDependencies），跳过构建；npm start 需要已有的构建产物（npm run build）。\n');
    return;
  }
  await build(buildDir, { ifStale: install || args.has('--if-stale') });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((/** @type {unknown} */ err) => {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  });
}
