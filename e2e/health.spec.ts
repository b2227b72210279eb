import { describe, expect, it } from 'vitest';
import { baseUrl } from './support';

const CHINESE = /[\u4e00-\u9fff]/;

async function post(call: string, body: string, contentType = 'application/json') {
  const res = await fetch(new URL(call, baseUrl()), {
    method: 'POST',
    headers: { 'content-type': contentType },
    body,
  });
  return { status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text() };
}

function expectNoStack(text: string) {
  expect(text).not.toMatch(/\bat .+:\d+:\d+|Error:|SyntaxError|node_modules|\/server\//);
}

describe('the running server', () => {
  it('answers GET /healthz with ok from the database', async () => {
    const res = await fetch(new URL('/healthz', baseUrl()));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ code: 1, msg: 'ok', data: { database: 'pglite' } });
  });

  it('serves the home page as HTML with a title', async () => {
    const res = await fetch(new URL('/', baseUrl()));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const html = await res.text();
    expect(html).toMatch(/<title>[^<]+<\/title>/);
  });

  it('answers an unknown API call with the JSON envelope and a Chinese message, not a page', async () => {
    for (const method of ['POST', 'GET'] as const) {
      const res = await fetch(new URL('/api/no_such/call', baseUrl()), {
        method,
        ...(method === 'POST' ? { headers: { 'content-type': 'application/json' }, body: '{}' } : {}),
      });
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      const text = await res.text();
      expect(text).not.toMatch(/<html|<!doctype/i);
      const body = JSON.parse(text) as { code: number; msg: string };
      expect(body.code).toBe(0);
      expect(body.msg).toMatch(CHINESE);
    }
  });

  it('refuses a malformed JSON body with a 400 envelope and no stack trace', async () => {
    for (const garbage of ['{"keyword": ', 'not json at all', '[1,2,3]', '"text"', '{"a":1}}']) {
      const res = await post('/api/index/server_list', garbage);
      expect(res.status, garbage).toBe(400);
      expect(res.type).toMatch(/application\/json/);
      const body = JSON.parse(res.text) as { code: number; msg: string };
      expect(body.code).toBe(0);
      expect(body.msg).toMatch(CHINESE);
      expectNoStack(res.text);
    }
  });

  it('keeps a wrong-typed body inside the envelope', async () => {
    const res = await post('/api/index/server_list', JSON.stringify({ start: 'abc', page_size: { x: 1 } }));
    expect(res.status).toBeLessThan(500);
    const body = JSON.parse(res.text) as { code: number; msg: string };
    expect(body.code).toBe(0);
    expect(body.msg).toMatch(CHINESE);
    expectNoStack(res.text);
  });
});
