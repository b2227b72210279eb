import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable, Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openDatabase } from '../db/client';
import { testEnv } from '../env';
import { PAGE_CALL_HEADER, trustedProxies } from './logging';

/** A server logging into `lines`, with test routes added by `routes` before it is ready. */
async function loggingApp(routes: (app: Awaited<ReturnType<typeof buildApp>>) => void, env: Parameters<typeof testEnv>[0] = {}) {
  const lines: string[] = [];
  const logStream = new Writable({
    write(chunk, _enc, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-log-'));
  const database = await openDatabase({});
  const app = await buildApp({ env: testEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'info', ...env }), database, logStream });
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
    app.get(
      '/test/stream',
      async () =>
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
    const res = await t.app.inject({
      method: 'GET',
      url: '/test/ok?sign=s3cr3t-sign&page=2',
      headers: { token, cookie: `token=${token}` },
    });
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

describe("a page's in-process calls (PAGE_CALL_HEADER)", () => {
  it('are written at debug, not at info; the page keeps its one line', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/test/ok',
      headers: { [PAGE_CALL_HEADER]: '1', 'x-request-id': 'page-call-id-0001' },
    });
    expect(res.statusCode).toBe(200);
    await new Promise((resolve) => setImmediate(resolve));
    expect(t.entries().filter((e) => e.reqId === 'page-call-id-0001')).toEqual([]);

    const debug = await loggingApp((app) => app.get('/test/ok', async () => ({ ok: true })), { LOG_LEVEL: 'debug' });
    try {
      await debug.app.inject({ method: 'GET', url: '/test/ok', headers: { [PAGE_CALL_HEADER]: '1', 'x-request-id': 'page-call-id-0002' } });
      await new Promise((resolve) => setImmediate(resolve));
      const lines = debug.entries().filter((e) => e.reqId === 'page-call-id-0002');
      expect(lines).toMatchObject([{ level: 20, msg: 'request completed', req: { url: '/test/ok' }, res: { statusCode: 200 } }]);
    } finally {
      await debug.close();
    }
  });

  it('the header from a client over the network changes nothing: its request is logged at info', async () => {
    const served = await loggingApp((app) => app.get('/test/ok', async () => ({ ok: true })));
    try {
      const address = await served.app.listen({ host: '127.0.0.1', port: 0 });
      const res = await fetch(`${address}/test/ok`, { headers: { [PAGE_CALL_HEADER]: '1' } });
      expect(res.status).toBe(200);
      const id = res.headers.get('x-request-id');
      await new Promise((resolve) => setImmediate(resolve));
      expect(served.entries().filter((e) => e.reqId === id)).toMatchObject([{ level: 30, msg: 'request completed' }]);
    } finally {
      await served.close();
    }
  });
});

describe("the request id: our own, or a listed proxy's", () => {
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

  /** The ids requests over a real connection from 127.0.0.1 get, sending each of `sent` as x-request-id. */
  async function idsOver(env: Parameters<typeof testEnv>[0], sent: string[]) {
    const served = await loggingApp((app) => app.get('/test/id', async (req) => ({ id: req.id })), env);
    try {
      const address = await served.app.listen({ host: '127.0.0.1', port: 0 });
      const ids: string[] = [];
      for (const given of sent) {
        const res = await fetch(`${address}/test/id`, { headers: { 'x-request-id': given } });
        const { id } = (await res.json()) as { id: string };
        expect(res.headers.get('x-request-id')).toBe(id);
        ids.push(id);
      }
      const logged = served
        .entries()
        .filter((e) => e.msg === 'request completed')
        .map((e) => e.reqId);
      expect(logged).toEqual(ids);
      return ids;
    } finally {
      await served.close();
    }
  }

  it("TRUST_PROXY unset: a client's x-request-id is ignored, our own id is logged and echoed", async () => {
    const [id] = await idsOver({}, ['client-chosen-id-0001']);
    expect(id).toMatch(UUID);
  });

  it('from a listed proxy (TRUST_PROXY): its x-request-id is used, if 8–64 safe characters; from another address: ignored', async () => {
    const ids = await idsOver({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }, ['proxy-given-id-0001', 'short', 'x'.repeat(65), 'id"with,quotes']);
    expect(ids[0]).toBe('proxy-given-id-0001');
    for (const id of ids.slice(1)) expect(id).toMatch(UUID);
    const [other] = await idsOver({ TRUST_PROXY: '10.0.0.0/8' }, ['proxy-given-id-0002']);
    expect(other).toMatch(UUID);
  });

  it("a request the process makes itself (app.inject: a page's API calls) keeps the page's id", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/test/ok', headers: { 'x-request-id': 'page-request-id-0001' } });
    expect(res.headers['x-request-id']).toBe('page-request-id-0001');
  });

  it('trustedProxies: addresses and ranges, IPv4-mapped sockets too', () => {
    const trusted = trustedProxies(['10.0.0.0/8', '2001:db8::1']);
    expect([trusted('10.1.2.3'), trusted('::ffff:10.1.2.3'), trusted('2001:db8::1')]).toEqual([true, true, true]);
    expect([trusted('11.0.0.1'), trusted('2001:db8::2'), trusted(undefined), trusted('')]).toEqual([false, false, false, false]);
    expect(trustedProxies([])('127.0.0.1')).toBe(false);
  });
});
