import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A POST with our web pages' cookies (same origin) from `ip`; answers the HTTP status. */
async function post(url: string, ip: string, cookies: Record<string, string>, headers: Record<string, string> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url,
    payload: {},
    cookies,
    headers: { origin: t.env.publicUrl, ...headers },
    remoteAddress: ip,
  });
  return res.statusCode;
}
const random = () => randomBytes(24).toString('base64url');

describe('per-call limits count the session the request authenticates as', () => {
  it('over http, a random __Host-token beside a valid token cookie is still that session (feedback: 20 a minute)', async () => {
    const { token } = await signIn(t);
    const statuses = [];
    for (let i = 0; i < 21; i++) statuses.push(await post('/api/demo/feedback', '192.0.2.31', { token, '__Host-token': random() }));
    expect(statuses).toEqual([...Array<number>(20).fill(200), 429]);
    // A colleague behind the same address has a count of its own.
    expect(await post('/api/demo/feedback', '192.0.2.31', { token: (await signIn(t)).token })).toBe(200);
  });

  it('a token that gives no session counts as its network, not as a fresh client each time', async () => {
    const statuses = [];
    for (let i = 0; i < 21; i++) statuses.push(await post('/api/demo/feedback', `2001:db8:31:1::${i + 1}`, {}, { token: random() }));
    expect(statuses).toEqual([...Array<number>(20).fill(200), 429]);
  });

  it('the file routes too (upload: 30 a minute)', async () => {
    const { token } = await signIn(t);
    const statuses = [];
    for (let i = 0; i < 31; i++) statuses.push(await post('/api/common/upload', '192.0.2.32', { token, '__Host-token': random() }));
    expect(statuses).toEqual([...Array<number>(30).fill(200), 429]);
  });
});
