import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, projectRoot, startServer, stopServer } from '../scripts/lib/server-process';
import { findBrowser, launch, type BrowserSpec } from './browser';
import { ADMIN, ARTIFACTS, readState, type ServerState } from './state';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    browser: BrowserSpec;
    /** JSON file with the running server's PID and settings, so restartServer() can replace it. */
    serverStateFile: string;
  }
}

/**
 * Once per e2e run: find and try the browser, start the built server on a free port with a fresh embedded
 * database (demo content seeded on first start), and hand both to the specs. Teardown stops it by PID.
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
  const port = await freePort();
  const state: ServerState = {
    pid: -1,
    port,
    dataDir: path.join(tmp, 'data'),
    logFile: path.join(tmp, 'server.log'),
    env: {
      DATA_DIR: path.join(tmp, 'data'),
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
  const stateFile = path.join(tmp, 'server.json');
  const server = await startServer({ env: state.env, port, logFile: state.logFile }).catch((err: unknown) => {
    // startServer has stopped the process; keep its log for people, drop the rest.
    mkdirSync(ARTIFACTS, { recursive: true });
    copyFileSync(state.logFile, path.join(ARTIFACTS, 'server.log'));
    rmSync(tmp, { recursive: true, force: true });
    throw err;
  });
  state.pid = server.pid;
  writeFileSync(stateFile, JSON.stringify(state));
  process.stdout.write(`e2e: server ${server.baseUrl} (pid ${server.pid}), browser ${browser.source} ${browser.executablePath}\n`);

  project.provide('baseUrl', server.baseUrl);
  project.provide('browser', browser);
  project.provide('serverStateFile', stateFile);

  return async () => {
    // restartServer() may have replaced the process: the state file names the current one.
    const current = existsSync(stateFile) ? readState(stateFile) : state;
    await stopServer(current.pid);
    if (current.pid !== server.pid) await stopServer(server.pid);
    try {
      copyFileSync(current.logFile, path.join(ARTIFACTS, 'server.log'));
      const log = readFileSync(current.logFile, 'utf8').trim();
      if (log) process.stdout.write(`e2e: server log (warn and above) kept in e2e/artifacts/server.log\n`);
    } catch {
      /* no log */
    }
    rmSync(tmp, { recursive: true, force: true });
  };
}
