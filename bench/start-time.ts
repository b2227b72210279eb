/**
 * `npm start` on a fresh data directory, timed until the home page answers 200: what a fresh clone gives after
 * `npm ci` (issue 12: within 10 s). The tree's own start script runs through npm, as a user would run it, on a
 * copy of the bench's build (what an install that builds would have left; a tree whose start builds first
 * rebuilds the copy: that is its start time), so the bench's own build is never touched.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, cpSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isAlive, logTail } from '../scripts/lib/server-process';
import { BUILD_DIR, BUILD_PATH, CODE_DIR, codePath, startCommand } from './code';
import { benchPort } from './servers';

export type StartResult = {
  /** package.json's start script (and prestart, when there is one). */
  script: string;
  prestart: string | null;
  /** Seconds from `npm start` to the first 200 from GET /, or null when it did not come within the limit. */
  firstPageSeconds: number | null;
  error?: string;
  typescriptLoader: boolean;
  loadStart: string;
};

const LIMIT_MS = 300_000;

/** Stops the whole process group npm started (npm, its shell, the server). */
async function stopGroup(pid: number): Promise<void> {
  const signal = (s: NodeJS.Signals) => {
    try {
      process.kill(-pid, s);
    } catch {
      /* gone */
    }
  };
  signal('SIGTERM');
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline && isAlive(pid)) await new Promise((r) => setTimeout(r, 100));
  signal('SIGKILL');
}

export async function timeStart(loadAvg: () => string): Promise<StartResult> {
  const pkg = JSON.parse(readFileSync(codePath('package.json'), 'utf8')) as {
    scripts?: Record<string, string>;
  };
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-start-'));
  const logFile = path.join(dataDir, 'start.log');
  const port = await benchPort();
  const startBuild = `${BUILD_DIR}-start`;
  rmSync(codePath(startBuild), { recursive: true, force: true });
  if (existsSync(BUILD_PATH)) cpSync(BUILD_PATH, codePath(startBuild), { recursive: true });
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const k of Object.keys(env)) if (k.startsWith('BENCH_') || k.startsWith('npm_') || k === 'DATABASE_URL') delete env[k];
  Object.assign(env, {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(dataDir, 'data'),
    BUILD_DIR: startBuild,
    LOG_LEVEL: 'warn',
    ADMIN_PASSWORD: randomBytes(12).toString('hex'),
  });
  const result: StartResult = {
    script: pkg.scripts?.start ?? '',
    prestart: pkg.scripts?.prestart ?? null,
    firstPageSeconds: null,
    typescriptLoader: startCommand().typescriptLoader,
    loadStart: loadAvg(),
  };
  const fd = openSync(logFile, 'a');
  const started = performance.now();
  const child = spawn('npm', ['start'], { cwd: CODE_DIR, env, stdio: ['ignore', fd, fd], detached: true });
  closeSync(fd);
  let exited: string | null = null;
  child.on('exit', (code, sig) => (exited = `npm start exited (code ${code}, signal ${sig})`));
  try {
    while (performance.now() - started < LIMIT_MS && !exited) {
      const ok = await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(5000) })
        .then(async (r) => r.status === 200 && (await r.text()).includes('</html>'))
        .catch(() => false);
      if (ok) {
        result.firstPageSeconds = Math.round((performance.now() - started) / 100) / 10;
        break;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    if (result.firstPageSeconds === null)
      result.error = `${exited ?? `no page within ${LIMIT_MS / 1000} s`}: ${logTail(logFile, 5).replace(/\s+/g, ' ').slice(0, 300)}`;
    return result;
  } finally {
    if (child.pid) await stopGroup(child.pid);
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(codePath(startBuild), { recursive: true, force: true });
    rmSync(codePath(`${startBuild}.lock`), { force: true });
  }
}

export { CODE_DIR };
