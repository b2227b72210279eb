import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, projectRoot, startServer, stopServer, type ServerHandle } from '../scripts/lib/server-process';

/**
 * `npm start` runs the compiled JavaScript of the build on plain Node (issue 12), not the sources the rest of the
 * suite's server runs through tsx: started here on a new data folder of its own (which also copies the build's
 * embedded database), beside the suite's server.
 */
const buildDir = process.env.BUILD_DIR || 'build';
const entry = path.join(buildDir, 'server-main.js');
let server: ServerHandle | undefined;
let tmp: string | undefined;

// Started in the hook (whose time limit allows a slow start on a busy machine); the test only asks.
beforeAll(async () => {
  expect(existsSync(path.join(projectRoot, entry)), `未找到 ${entry}：先运行 npm run build`).toBe(true);
  tmp = mkdtempSync(path.join(tmpdir(), 'portal-start-'));
  const port = await freePort();
  server = await startServer({
    entry,
    port,
    logFile: path.join(tmp, 'server.log'),
    env: { DATA_DIR: path.join(tmp, 'data'), PUBLIC_URL: `http://127.0.0.1:${port}`, BUILD_DIR: buildDir, LOG_LEVEL: 'warn' },
  });
});

afterAll(async () => {
  if (server) await stopServer(server.pid);
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

describe('npm start', () => {
  it('the compiled server serves the first page from a new data folder, with its content', async () => {
    const base = server!.baseUrl;
    // The newest policy's title, from the API, must be in the /information page's HTML.
    const list = await fetch(`${base}/api/index/server_list`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    const first = ((await list.json()) as { data: { title: string }[] }).data[0]?.title;
    expect(first).toBeTruthy();
    const page = await fetch(`${base}/information`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(first);
    // The built page: hashed bundles, no dev server.
    expect(html).toMatch(/\/assets\/[\w-]+\.js/);
    expect(html).not.toContain('/@vite/client');
    expect((await fetch(`${base}/robots.txt`)).status).toBe(200);
  });
});
