/**
 * The servers the bench measures, each in a child process of its own: the measured tree's production server
 * (started as its `npm start` starts it, from BENCH_CODE_DIR with its own build) and the bare Fastify
 * hello-world that /healthz is compared with.
 */
import { spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { childPids, freePort, logTail, projectRoot, rssKb, stopServer } from '../scripts/lib/server-process';
import { BUILD_DIR, CODE_DIR, startCommand } from './code';

export type Running = { pid: number; port: number; baseUrl: string; logFile: string };

/** Ports the bench may use (BENCH_PORTS=4500-4599 on a shared machine); free ones from the OS otherwise. */
const PORT_RANGE = (process.env.BENCH_PORTS ?? '').split('-').map(Number);
let nextPort = PORT_RANGE[0] ?? 0;

export async function benchPort(): Promise<number> {
  const [lo, hi] = PORT_RANGE;
  if (!lo || !hi) return freePort();
  const net = await import('node:net');
  for (let tries = 0; tries <= hi - lo; tries++) {
    const port = nextPort;
    nextPort = nextPort >= hi ? lo : nextPort + 1;
    const free = await new Promise<boolean>((resolve) => {
      const s = net.createServer();
      s.once('error', () => resolve(false));
      s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port in ${lo}-${hi}`);
}

/** Variables of a test runner or of this process that must not reach the measured server. */
function childEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: '' };
  for (const k of Object.keys(env)) {
    if (k.startsWith('VITEST') || k.startsWith('BENCH_') || k.startsWith('npm_')) delete env[k];
  }
  return { ...env, NODE_ENV: 'production', ...extra };
}

async function waitFor(url: string, ok: (status: number) => boolean, timeoutMs: number, exited: () => string | null, logFile: string) {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    const why = exited();
    if (why) throw new Error(`server did not start (${why}); log:\n${logTail(logFile)}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
      await res.arrayBuffer();
      if (ok(res.status)) return;
      last = `HTTP ${res.status}`;
    } catch (err) {
      last = (err as Error).message;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server not ready in ${timeoutMs / 1000} s (last: ${last}); log:\n${logTail(logFile)}`);
}

function launch(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv, logFile: string) {
  const fd = openSync(logFile, 'a');
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', fd, fd] });
  closeSync(fd);
  let exitInfo: string | null = null;
  child.on('exit', (code, signal) => (exitInfo = `exited, code ${code} signal ${signal}`));
  child.on('error', (err) => (exitInfo = `cannot run ${command}: ${err.message}`));
  return { child, exited: () => exitInfo };
}

/**
 * The measured tree's server as its `npm start` runs it (tsx or compiled JavaScript), with the build in
 * BUILD_DIR, ready when `readyPath` answers 200 (GET /healthz unless told).
 */
export async function startCodeServer(opts: {
  env: Record<string, string>;
  logFile: string;
  readyPath?: string;
  timeoutMs?: number;
  /** Set PUBLIC_URL to the address the bench uses (pages then link to it). */
  publicUrl?: boolean;
}): Promise<Running> {
  const start = startCommand();
  const port = await benchPort();
  const env = childEnv({
    ...start.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    BUILD_DIR,
    ...(opts.publicUrl ? { PUBLIC_URL: `http://127.0.0.1:${port}` } : {}),
    ...opts.env,
  });
  const { child, exited } = launch(start.command, start.args, CODE_DIR, env, opts.logFile);
  const handle = { pid: child.pid ?? -1, port, baseUrl: `http://127.0.0.1:${port}`, logFile: opts.logFile };
  try {
    await waitFor(`${handle.baseUrl}${opts.readyPath ?? '/healthz'}`, (s) => s === 200, opts.timeoutMs ?? 180_000, exited, opts.logFile);
  } catch (err) {
    await stopServer(handle.pid, 5000);
    throw err;
  }
  return handle;
}

/** The bare Fastify hello-world (bench/hello-world.mjs) on plain Node. */
export async function startHelloWorld(logFile: string): Promise<Running> {
  const port = await benchPort();
  const { child, exited } = launch(
    process.execPath,
    [path.join(projectRoot, 'bench/hello-world.mjs')],
    projectRoot,
    childEnv({ PORT: String(port) }),
    logFile,
  );
  const handle = { pid: child.pid ?? -1, port, baseUrl: `http://127.0.0.1:${port}`, logFile };
  try {
    await waitFor(`${handle.baseUrl}/`, (s) => s === 200, 30_000, exited, logFile);
  } catch (err) {
    await stopServer(handle.pid, 5000);
    throw err;
  }
  return handle;
}

/** The process that serves: tsx runs the server in a child of its own; compiled JavaScript is the process itself. */
export function servingPid(pid: number): number {
  return childPids(pid)[0] ?? pid;
}

/** Resident memory now (VmRSS) and at its peak (VmHWM), in MB, of the process that serves. */
export function memoryMb(pid: number): { rss: number; hwm: number } {
  const p = servingPid(pid);
  return { rss: Math.round((rssKb(p) ?? 0) / 1024), hwm: Math.round((rssKb(p, 'VmHWM') ?? 0) / 1024) };
}

/**
 * Where the resident memory is, from /proc/<pid>/smaps, in MB: `wasm` is the WebAssembly memories (the embedded
 * database, PGlite): V8 reserves gigabytes for a 32-bit WebAssembly memory and opens only its current size, so a
 * memory is the readable anonymous mapping straight before an inaccessible anonymous one of 1 GiB or more. `files` is
 * the mapped files (node itself, shared libraries), `rest` everything else (V8's JavaScript heap, code, buffers,
 * native allocations). Undefined when the process is gone.
 */
export function memoryParts(pid: number): { wasm: number; files: number; rest: number } | undefined {
  let text: string;
  try {
    text = readFileSync(`/proc/${servingPid(pid)}/smaps`, 'utf8');
  } catch {
    return undefined;
  }
  type Mapping = { size: number; perms: string; name: string; rssKb: number };
  const maps: Mapping[] = [];
  for (const line of text.split('\n')) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (head) {
      maps.push({ size: Number.parseInt(head[2]!, 16) - Number.parseInt(head[1]!, 16), perms: head[3]!, name: head[4] ?? '', rssKb: 0 });
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss && maps.length) maps[maps.length - 1]!.rssKb = Number(rss[1]);
  }
  const kb = { wasm: 0, files: 0, rest: 0 };
  maps.forEach((m, i) => {
    const next = maps[i + 1];
    const wasm = !m.name && m.perms.startsWith('rw') && next && !next.name && next.perms.startsWith('---') && next.size >= 1024 ** 3;
    kb[m.name.startsWith('/') ? 'files' : wasm ? 'wasm' : 'rest'] += m.rssKb;
  });
  return { wasm: Math.round(kb.wasm / 1024), files: Math.round(kb.files / 1024), rest: Math.round(kb.rest / 1024) };
}

export { stopServer };
