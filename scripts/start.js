// @ts-check
/**
 * `npm start`: runs the compiled server (BUILD_DIR/server-main.js, plain JavaScript with source maps). npm ci
 * builds at install time (scripts/build.js --install); when the build is missing or older than the sources (an edit
 * since), it is built again here first, under the build's lock, so two processes started together build it once.
 *
 * On PostgreSQL the server runs with a larger young generation than `npm start`'s flag gives the embedded default
 * (YOUNG_GENERATION_MB): Node sets its heap's sizes when it starts, so this process runs the server in a child of
 * its own with that flag changed, hands it every signal that stops it, and ends as it ends.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * V8's young generation, MB a semi-space, by database (docs/RELIABILITY.md, "Memory, and the flags of `npm start`").
 * `npm start`'s flag is the embedded default's: 8 keeps the process near its 300 MB. On PostgreSQL the data lives in
 * the database's own processes, and 32 halves the tails under load (a million policies, keyword searches at 20
 * connections: p99 45–53 → 25–29 ms, bench/RESULTS.md §5) for about 50 MB more.
 */
const YOUNG_GENERATION_MB = { embedded: 8, postgresql: 32 };
const SEMI_SPACE_FLAG = '--max-semi-space-size=';

/**
 * Node's flags for the server on PostgreSQL: this process's, with the embedded default's young generation made
 * PostgreSQL's. None when it needs no change: the embedded database, or flags of the person's own (README).
 * @param {string[]} execArgv
 * @returns {string[] | null}
 */
function postgresqlFlags(execArgv) {
  if (!process.env.DATABASE_URL) return null;
  const at = execArgv.indexOf(`${SEMI_SPACE_FLAG}${YOUNG_GENERATION_MB.embedded}`);
  if (at < 0) return null;
  return execArgv.with(at, `${SEMI_SPACE_FLAG}${YOUNG_GENERATION_MB.postgresql}`);
}

/**
 * This script again in a child with `flags`: the signals that stop a server are handed to it (a terminal's Ctrl-C
 * reaches both; the server stops once whatever number of them comes), and this process ends with its exit code, or
 * by the signal that ended it.
 * @param {string[]} flags
 */
function runInChild(flags) {
  const child = spawn(process.execPath, [...flags, fileURLToPath(import.meta.url), ...process.argv.slice(2)], { stdio: 'inherit' });
  const signals = /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP']);
  for (const signal of signals) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => {
    if (signal === null) process.exit(code ?? 1);
    for (const s of signals) process.removeAllListeners(s);
    process.kill(process.pid, signal);
  });
}

/** The server in this process: built first when the build is missing or older than the sources. */
async function startServer() {
  const { build, buildState, canBuild, ROOT, serverEntryOf } = await import('./build.js');
  const buildDir = process.env.BUILD_DIR || 'build';
  // Relative settings (DATA_DIR, BUILD_DIR) mean the project's folders, wherever this was started from.
  process.chdir(ROOT);

  const state = buildState(buildDir);
  if (state !== 'fresh') {
    const why = state === 'missing' ? `未找到构建产物 ${buildDir}/` : `${buildDir}/ 早于源文件的改动`;
    if (!canBuild()) {
      process.stderr.write(`${why}，且未安装构建工具（devDependencies）：请在装有它们的环境运行 npm run build 后再启动。\n`);
      process.exit(1);
    }
    process.stdout.write(`${why}，先构建（约一分钟）…\n`);
    try {
      await build(buildDir, { ifStale: true });
    } catch (err) {
      process.stderr.write(`构建失败，未启动：${err instanceof Error ? err.message : String(err)}\n`);
      process.exit(1);
    }
  }

  await import(pathToFileURL(path.resolve(serverEntryOf(buildDir))).href);
}

// On PostgreSQL this process only hands over to the child (which builds, if need be, and serves): it loads nothing more.
const flags = postgresqlFlags(process.execArgv);
if (flags) runInChild(flags);
else await startServer();
