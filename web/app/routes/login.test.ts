import type { AppLoadContext } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { action } from './login';

const TOKEN = 'a'.repeat(43);

/**
 * The QR hand-over (issue 27, login CSRF): the action sets the session cookie only for a token the load context
 * confirms as the one checkStatus has just handed to this browser (server/plugins/web.ts, qr.service isQrHandOver),
 * and refuses a post with neither Origin nor Referer.
 */
async function post(fields: Record<string, string>, headers: Record<string, string>, handedOver: boolean) {
  const isQrHandOver = vi.fn(async (_token: string) => handedOver);
  const context = { secureCookies: false, isQrHandOver } as unknown as AppLoadContext;
  const request = new Request('http://park.test/login', {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers,
  });
  const res = (await action({ request, context, params: {} } as Parameters<typeof action>[0])) as unknown as {
    data: unknown;
    init: ResponseInit | null;
  };
  const set = new Headers(res.init?.headers).get('set-cookie');
  return { data: res.data, status: res.init?.status ?? 200, set, isQrHandOver };
}

const qr = { intent: 'qr', token: TOKEN, expires_at: new Date(Date.now() + 3_600_000).toISOString() };
const fromOurPage = { origin: 'http://park.test' };

describe('/login action (intent=qr)', () => {
  it('sets the session cookie for the token checkStatus has just handed to this browser', async () => {
    const res = await post(qr, fromOurPage, true);
    expect(res.data).toEqual({ qr: 'ok' });
    expect(res.set).toMatch(new RegExp(`^token=${TOKEN}; Path=/; HttpOnly; SameSite=Lax`));
    expect(res.isQrHandOver).toHaveBeenCalledWith(TOKEN);
    expect((await post(qr, { referer: 'http://park.test/login' }, true)).set).toMatch(/^token=/);
  });

  it('sets no cookie for any other well-formed token (another site posting its own account’s session)', async () => {
    const res = await post(qr, fromOurPage, false);
    expect(res).toMatchObject({ data: { qr: 'refused' }, status: 403, set: null });
    expect(res.isQrHandOver).toHaveBeenCalledWith(TOKEN);
  });

  it('refuses a post with neither Origin nor Referer without looking at it', async () => {
    const res = await post(qr, {}, true);
    expect(res).toMatchObject({ data: { qr: 'refused' }, status: 403, set: null });
    expect(res.isQrHandOver).not.toHaveBeenCalled();
  });

  it('refuses a malformed token or another intent, setting nothing', async () => {
    for (const fields of [
      { ...qr, token: 'short' },
      { ...qr, expires_at: 'soon' },
      { intent: 'password', token: TOKEN },
    ]) {
      const res = await post(fields, fromOurPage, true);
      expect(res, JSON.stringify(fields)).toMatchObject({ data: { qr: 'refused' }, status: 400, set: null });
    }
  });
});
