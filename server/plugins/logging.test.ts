import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable, Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openDatabase } from '../db/client';
import { testEnv } from '../env';

/** A server logging into `lines`, with test routes added by `routes` before it is ready. */
async function loggingApp(routes: (app: Awaited<ReturnType<typeof buildApp>>) => void) {
  const lines: string[] = [];
  const logStream = new Writable({
    write(chunk, _enc, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-log-'));
  const database = await openDatabase({});
  const app = await buildApp({ env: testEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'info' }), database, logStream });
  routes(app);
  await app.ready();
  return {
    app,
    entries: () => lines.map((l) => JSON.parse(l) as Record<string, any>),
    close: async () => {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

let t: Awaited<ReturnType<typeof loggingApp>>;
beforeAll(async () => {
  t = await loggingApp((app) => {
    app.get('/test/ok', async () => ({ ok: true }));
    app.get('/test/stream', async () =>
      new Readable({
        read() {
          this.destroy(Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' }));
        },
      }),
    );
  });
});
afterAll(() => t.close());

describe('request log', () => {
  it('a client that left before a streamed answer began is noted, not logged as a server error', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/test/stream' });
    await new Promise((resolve) => setImmediate(resolve));
    const mine = t.entries().filter((e) => e.reqId === res.headers['x-request-id']);
    expect(mine.map((e) => e.msg)).toContain('client closed the connection before the answer was sent');
    expect(mine.filter((e) => e.level >= 50)).toEqual([]);
  });

  it('one line per request, when it completes: method, URL without secrets, status, time; no headers', async () => {
    const token = 'tok-3f9a0c7d5e1b2a4c6d8e0f1a';
    const res = await t.app.inject({ method: 'GET', url: '/test/ok?sign=s3cr3t-sign&page=2', headers: { token, cookie: `token=${token}` } });
    expect(res.statusCode).toBe(200);
    await new Promise((resolve) => setImmediate(resolve));
    const entries = t.entries().filter((e) => e.reqId === res.headers['x-request-id']);
    expect(entries).toHaveLength(1);
    const [entry] = entries;
    expect(entry).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', url: '/test/ok?sign=[redacted]&page=2' },
      res: { statusCode: 200 },
    });
    expect(typeof entry!.responseTime).toBe('number');
    expect(entry!.req.headers).toBeUndefined();
    const log = JSON.stringify(t.entries());
    for (const secret of ['s3cr3t-sign', token]) expect(log).not.toContain(secret);
    expect(log).not.toContain('incoming request');
  });
});
