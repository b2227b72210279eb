import { spawn } from 'node:child_process';
import { closeSync, openSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Tools run the real server from the project root: tsx on server/main.ts, or the compiled build as `npm start` does. */
export const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
const tsxBin = path.join(projectRoot, 'node_modules/.bin/tsx');

/**
 * How `npm start` in package.json runs the compiled server (said there once: source maps, the heap limits and the
 * allocator settings of docs/ARCHITECTURE.md "Embedded database"), so a tool's server runs as the deployed one
 * does: Node's flags, and the environment its leading VAR=value words set (NODE_ENV left to the tool).
 */
export function serverStart(): { flags: string[]; env: Record<string, string> } {
  const pkg = JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { scripts?: { start?: string } };
  const words = (pkg.scripts?.start ?? '').split(/\s+/).filter(Boolean);
  const env: Record<string, string> = {};
  for (const w of words) {
    const m = /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(w);
    if (!m) break;
    if (m[1] !== 'NODE_ENV') env[m[1]!] = m[2]!;
  }
  return { flags: words.filter((w) => w.startsWith('--')), env };
}

export type ServerSpec = {
  /** Settings for server/env.ts; DATABASE_URL is cleared unless given, so the default is the embedded database. */
  env: Record<string, string>;
  port: number;
  /** stdout and stderr go to this file, so the server outlives the process that started it without a broken pipe. */
  logFile: string;
  readyTimeoutMs?: number;
  /**
   * Entry file relative to the project root: server/main.ts run by tsx unless told. A .js entry (the compiled
   * server, BUILD_DIR/server-main.js, what `npm start` runs) runs on plain Node with `npm start`'s flags.
   */
  entry?: string;
};

export type ServerHandle = {
  pid: number;
  port: number;
  baseUrl: string;
  logFile: string;
  /** How the process ended ('进程已退出，code=0 signal=null'), or null while it runs (started by this process only). */
  exitInfo?: () => string | null;
};

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (addr && typeof addr === 'object' ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

/** Variables Vitest puts into process.env (Vite's import.meta.env); none may change how the server behaves. */
const RUNNER_VARS = new Set(['DEV', 'PROD', 'SSR', 'MODE', 'BASE_URL', 'TEST']);

function childEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: '' };
  // A test runner's variables must not change how the server behaves (React also picks its build by NODE_ENV).
  for (const k of Object.keys(env)) if (k.startsWith('VITEST') || RUNNER_VARS.has(k)) delete env[k];
  // The server runs as `npm start` runs it: React's production build.
  return { ...env, NODE_ENV: 'production', ...extra };
}

export function logTail(file: string, lines = 40): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** PIDs whose parent is `pid`, read from /proc (tsx runs the server in a child of its own). */
export function childPids(pid: number): number[] {
  const out: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) out.push(Number(entry));
    } catch {
      /* the process ended while we looked */
    }
  }
  return out;
}

/**
 * The node process that actually serves: the PID itself when it is node running the server, else the first node
 * child of a wrapper (npm, sh, tsx). A server's own children (the esbuild service `npm start` leaves behind after
 * rebuilding) are not it.
 */
export function servingPid(pid: number): number {
  if (isNodeServer(pid)) return pid;
  const children = childPids(pid);
  return children.find(isNodeServer) ?? children[0] ?? pid;
}

function isNodeServer(pid: number): boolean {
  try {
    const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    if (path.basename(args[0] ?? '') !== 'node') return false;
    // tsx's launcher is node too, but only its child (node with tsx's loader) serves.
    return !args.some((a) => a.endsWith('.bin/tsx') || a.endsWith('tsx/dist/cli.mjs'));
  } catch {
    return false;
  }
}

/** Resident memory in KiB from /proc/<pid>/status (VmRSS now, VmHWM the peak), or undefined when gone. */
export function rssKb(pid: number, field: 'VmRSS' | 'VmHWM' = 'VmRSS'): number | undefined {
  try {
    const m = new RegExp(`${field}:\\s+(\\d+)\\s+kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) : undefined;
  } catch {
    return undefined;
  }
}

async function waitHealthy(handle: ServerHandle, timeoutMs: number, exited: () => string | null): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    const why = exited();
    if (why) throw new Error(`服务器启动失败（${why}）。日志末尾：\n${logTail(handle.logFile)}`);
    try {
      const res = await fetch(`${handle.baseUrl}/healthz`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
      last = `HTTP ${res.status}`;
    } catch (err) {
      last = (err as Error).message;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`服务器 ${timeoutMs / 1000}s 内未就绪（最后一次 /healthz：${last}）。日志末尾：\n${logTail(handle.logFile)}`);
}

/** Starts `tsx server/main.ts` or the compiled server (never through npx, so the PID is ours to stop) and waits for GET /healthz. */
export async function startServer(spec: ServerSpec): Promise<ServerHandle> {
  const fd = openSync(spec.logFile, 'a');
  const entry = spec.entry ?? 'server/main.ts';
  const compiled = entry.endsWith('.js') ? serverStart() : null;
  const [command, args] = compiled ? [process.execPath, [...compiled.flags, entry]] : [tsxBin, [entry]];
  const child = spawn(command, args, {
    cwd: projectRoot,
    env: childEnv({ ...compiled?.env, HOST: '127.0.0.1', PORT: String(spec.port), ...spec.env }),
    stdio: ['ignore', fd, fd],
  });
  closeSync(fd);
  let exitInfo: string | null = null;
  child.on('exit', (code, signal) => {
    exitInfo = `进程已退出，code=${code} signal=${signal}`;
  });
  child.on('error', (err) => {
    exitInfo = `无法启动 ${command}: ${err.message}`;
  });
  if (!child.pid) await new Promise((r) => setTimeout(r, 50));
  const handle: ServerHandle = {
    pid: child.pid ?? -1,
    port: spec.port,
    baseUrl: `http://127.0.0.1:${spec.port}`,
    logFile: spec.logFile,
    exitInfo: () => exitInfo,
  };
  try {
    await waitHealthy(handle, spec.readyTimeoutMs ?? 120_000, () => exitInfo);
  } catch (err) {
    if (handle.pid > 0) await stopServer(handle.pid);
    throw err;
  }
  return handle;
}

/**
 * Stops a server by its PID: SIGTERM (tsx passes it on; main.ts closes the database cleanly), then SIGKILL to
 * it and its child if it has not ended in time. Works for a server another process started.
 */
export async function stopServer(pid: number, timeoutMs = 15_000): Promise<void> {
  if (!isAlive(pid)) return;
  const kids = childPids(pid);
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    return;
  }
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid) && kids.every((k) => !isAlive(k))) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  for (const p of [...kids, pid]) {
    try {
      process.kill(p, 'SIGKILL');
    } catch {
      /* already gone */
    }
  }
}
