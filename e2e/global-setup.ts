import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, projectRoot, startServer, stopServer } from '../scripts/lib/server-process';
import { findBrowser, launch, type BrowserSpec } from './browser';
import { ADMIN, ARTIFACTS, e2eServers, readState, type ServerState } from './state';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The suite's servers, one per worker (E2E_SERVERS): support.ts's ownServer() picks the worker's own. */
    servers: { baseUrl: string; stateFile: string }[];
    browser: BrowserSpec;
  }
}

/**
 * Once per e2e run: find and try the browser, start the built server E2E_SERVERS times (1 by default), each on a
 * free port with a fresh embedded database of its own (demo content seeded on first start), and hand them and the
 * browser to the specs. A spec file talks to its worker's server only, so files running at once never share
 * sessions, rate limits or data (a staff sign-in in one would end the other's: one session per staff account).
 * One by one is the default: on 2 cores two at a time saturated both (the specs' own work, the server's and
 * Chromium's), took 27.5 min where one at a time takes about 30, and made two specs miss their waits. With more
 * cores, E2E_SERVERS=2 or more. Teardown stops them by PID.
 */
export default async function setup(project: TestProject) {
  // The server reads BUILD_DIR too (server/env.ts); the child gets it through the environment.
  const buildDir = process.env.BUILD_DIR || 'build';
  if (!existsSync(path.join(projectRoot, buildDir, 'server/index.js'))) {
    throw new Error(`未找到页面构建产物 ${buildDir}/server/index.js：请先运行 npm run build（npm run test:e2e 会先构建）。`);
  }
  const browser = await findBrowser();
  const probe = await launch(browser).catch((err: Error) => {
    throw new Error(`浏览器无法启动（${browser.source}: ${browser.executablePath}）：${err.message}`);
  });
  await probe.close();

  mkdirSync(ARTIFACTS, { recursive: true });
  const tmp = mkdtempSync(path.join(tmpdir(), 'portal-e2e-'));
  const started: { first: number; stateFile: string; logName: string }[] = [];
  const stopAll = async () => {
    for (const { first, stateFile, logName } of started) {
      // restartServer() may have replaced the process: the state file names the current one.
      const current = readState(stateFile);
      await stopServer(current.pid);
      if (current.pid !== first) await stopServer(first);
      try {
        copyFileSync(current.logFile, path.join(ARTIFACTS, logName));
        const log = readFileSync(current.logFile, 'utf8').trim();
        if (log) process.stdout.write(`e2e: server log (warn and above) kept in e2e/artifacts/${logName}\n`);
      } catch {
        /* no log */
      }
    }
    rmSync(tmp, { recursive: true, force: true });
  };

  const count = e2eServers();
  // Ports first, one after another: each server gets a port of its own.
  const ports: number[] = [];
  while (ports.length < count) {
    const port = await freePort();
    if (!ports.includes(port)) ports.push(port);
  }
  const startOne = async (n: number) => {
    const own = path.join(tmp, `server-${n}`);
    mkdirSync(own);
    const port = ports[n - 1]!;
    const state: ServerState = {
      pid: -1,
      port,
      dataDir: path.join(own, 'data'),
      logFile: path.join(own, 'server.log'),
      env: {
        DATA_DIR: path.join(own, 'data'),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        ADMIN_USERNAME: ADMIN.username,
        ADMIN_PASSWORD: ADMIN.password,
        LOG_LEVEL: 'warn',
        RATE_LIMIT_PER_MINUTE: '1000000',
        // X-Forwarded-For from the browser on loopback is believed, so a spec's context can be a client of its own
        // (extraHTTPHeaders): SMS codes are limited per client network, and the specs share 127.0.0.1.
        TRUST_PROXY: '127.0.0.1',
        // Messages go out at any hour: a run at night must not wait for the morning's SMS (the hours are unit-tested).
        SEND_HOURS: '0-24',
      },
    };
    const logName = n === 1 ? 'server.log' : `server-${n}.log`;
    const server = await startServer({ env: state.env, port, logFile: state.logFile }).catch((err: unknown) => {
      // startServer has stopped the process; keep its log for people.
      copyFileSync(state.logFile, path.join(ARTIFACTS, logName));
      throw err;
    });
    const stateFile = path.join(own, 'server.json');
    writeFileSync(stateFile, JSON.stringify({ ...state, pid: server.pid }));
    started.push({ first: server.pid, stateFile, logName });
    process.stdout.write(`e2e: server ${n} ${server.baseUrl} (pid ${server.pid})\n`);
    return { baseUrl: server.baseUrl, stateFile };
  };

  const servers = await Promise.all(Array.from({ length: count }, (_, i) => startOne(i + 1))).catch(async (err: unknown) => {
    await stopAll();
    throw err;
  });
  process.stdout.write(`e2e: ${count} server(s), browser ${browser.source} ${browser.executablePath}\n`);

  project.provide('servers', servers);
  project.provide('browser', browser);

  return stopAll;
}
