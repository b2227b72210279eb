import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: string, contentType = 'application/json') =>
  t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType } });

describe('garbage on the wire gets a clear envelope, never a stack', () => {
  it('malformed JSON: 400 with a Chinese message', async () => {
    const res = await post('/api/index/server_list', '{"type":');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 0, msg: '请求格式错误', data: null });
  });

  it('a JSON array or scalar body is refused the same way', async () => {
    for (const body of ['[1,2]', '"x"', 'null', '42']) {
      const res = await post('/api/index/server_list', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe('请求格式错误');
    }
  });

  it('an empty body is an empty payload', async () => {
    const res = await post('/api/index/server_list', '');
    expect(res.json()).toMatchObject({ code: 1, count: 0 });
  });

  it('form-encoded bodies from older clients are read', async () => {
    const res = await post('/api/index/server_list', 'start=1&page_size=5', 'application/x-www-form-urlencoded');
    expect(res.json()).toMatchObject({ code: 1 });
  });

  it('an unknown call is a 404 envelope', async () => {
    const res = await post('/api/index/no_such_call', '{}');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 0, msg: '接口不存在', data: null });
  });

  it('an oversize body is refused with 413', async () => {
    const res = await post('/api/index/server_list', JSON.stringify({ keyword: 'x'.repeat(2 * 1024 * 1024) }));
    expect(res.statusCode).toBe(413);
    expect(res.json().msg).toBe('请求内容过大');
  });

  it('an unsupported content type is refused with 415', async () => {
    const res = await post('/api/index/server_list', '<x/>', 'application/xml');
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe(0);
  });

  it('never leaks a stack trace', async () => {
    const res = await post('/api/index/server_detail', '{"id": {"a": [1, {"b": null}]}}');
    expect(res.body).not.toMatch(/at .*\.ts|Error:|stack/);
  });

  it('tags every response with a request id', async () => {
    const res = await post('/api/demo/config', '{}');
    expect(res.headers['x-request-id']).toMatch(/[\w-]{8,}/);
  });

  it('reports the database in /healthz', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.json()).toMatchObject({ code: 1, data: { database: expect.stringMatching(/pglite|postgres/) } });
  });
});

describe('rate limiting', () => {
  it('answers 429 with the envelope once a client exceeds the limit', async () => {
    const limited = await createTestApp({ RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await limited.app.inject({ method: 'POST', url: '/api/demo/links', payload: {} });
        codes.push(res.statusCode);
        if (res.statusCode === 429) {
          expect(res.json()).toMatchObject({ code: 0, msg: '操作过于频繁，请稍后再试' });
          // A refusal says the limit and when to come back.
          expect(res.headers).toMatchObject({ 'x-ratelimit-limit': '3', 'x-ratelimit-remaining': '0' });
          expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        } else {
          // Below the limit, no rate-limit headers on the answer.
          expect(Object.keys(res.headers).filter((h) => h.startsWith('x-ratelimit'))).toEqual([]);
        }
      }
      expect(codes).toEqual([200, 200, 200, 429, 429]);
    } finally {
      await limited.close();
    }
  });

  it('counts a client by its address as the plugin normalizes it: IPv4 and IPv4-mapped alike, IPv6 by its /64', async () => {
    const limited = await createTestApp({ RATE_LIMIT_PER_MINUTE: '2' });
    const from = (remoteAddress: string) => limited.app.inject({ method: 'POST', url: '/api/demo/links', payload: {}, remoteAddress });
    try {
      expect([
        (await from('203.0.113.7')).statusCode,
        (await from('::ffff:203.0.113.7')).statusCode,
        (await from('203.0.113.7')).statusCode,
      ]).toEqual([200, 200, 429]);
      expect([
        (await from('2001:db8:1:2::a')).statusCode,
        (await from('2001:db8:1:2:ffff::b')).statusCode,
        (await from('2001:db8:1:2::c')).statusCode,
      ]).toEqual([200, 200, 429]);
      // Another address (and another /64) has its own count.
      expect([(await from('203.0.113.8')).statusCode, (await from('2001:db8:1:3::a')).statusCode]).toEqual([200, 200]);
    } finally {
      await limited.close();
    }
  });

  it('a call with a limit of its own counts only there, and /healthz counts nowhere', async () => {
    const limited = await createTestApp({ RATE_LIMIT_PER_MINUTE: '2' });
    const status = async (method: 'GET' | 'POST', url: string, remoteAddress: string) =>
      (await limited.app.inject({ method, url, payload: method === 'POST' ? { sign: 'x' } : undefined, remoteAddress })).statusCode;
    try {
      // checkStatus has its own 120 a minute: three of them leave the global count of the address untouched.
      for (let i = 0; i < 3; i++) expect(await status('POST', '/api/indexnew/checkStatus', '198.51.100.1')).toBe(200);
      for (let i = 0; i < 3; i++) expect(await status('GET', '/healthz', '198.51.100.1')).toBe(200);
      expect([await status('POST', '/api/demo/links', '198.51.100.1'), await status('POST', '/api/demo/links', '198.51.100.1')]).toEqual([
        200, 200,
      ]);
      expect(await status('POST', '/api/demo/links', '198.51.100.1')).toBe(429);
      // Over the global limit, the call with its own limit and the probe still answer.
      expect(await status('POST', '/api/indexnew/checkStatus', '198.51.100.1')).toBe(200);
      expect(await status('GET', '/healthz', '198.51.100.1')).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
