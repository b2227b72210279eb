// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { call, type ApiCall } from '@shared/calls/define';
import { api, ApiError } from './api';
import { setFeedback, type Feedback } from './feedback';

const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A declaration for the transport under test: any body, any answer unless one is given. */
const probe = (path: `/api/${string}`, result: z.ZodType = z.unknown()) => call(path, z.record(z.string(), z.unknown()), result);

let shown: string[];
let relogin: (() => void) | null;
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  shown = [];
  relogin = null;
  const fb: Feedback = {
    error: (t) => shown.push(t),
    notice: () => undefined,
    confirm: () => undefined,
    confirmRelogin: (fn) => (relogin = fn),
  };
  setFeedback(fb);
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  setFeedback(null);
  vi.unstubAllGlobals();
});

describe('api', () => {
  it('posts JSON with the session cookie and resolves the envelope on code 1', async () => {
    fetchMock.mockResolvedValueOnce(answer({ code: 1, msg: 'ok', data: [1, 2], count: 2 }));
    const env = await api(probe('/api/index/server_list', z.array(z.number())), { start: 1 });
    expect(env).toEqual({ code: 1, msg: 'ok', data: [1, 2], count: 2 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/index/server_list');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', body: '{"start":1}' });
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
    expect(shown).toEqual([]);
  });

  it("shows the server's message and rejects on any other code", async () => {
    fetchMock.mockResolvedValueOnce(answer({ code: 0, msg: '请完善信息', data: null }));
    await expect(api(probe('/api/index/question_add'))).rejects.toMatchObject({ code: 0, message: '请完善信息' });
    expect(shown).toEqual(['请完善信息']);
    expect(relogin).toBeNull();
  });

  it("says 'Error' when the server gave no message", async () => {
    fetchMock.mockResolvedValueOnce(answer({ code: 0, msg: '', data: null }));
    await expect(api(probe('/api/x'))).rejects.toBeInstanceOf(ApiError);
    expect(shown).toEqual(['Error']);
  });

  it.each([50008, 50012, 50014])('offers to sign in again on code %i', async (code) => {
    fetchMock.mockResolvedValueOnce(answer({ code, msg: '登录已过期，请重新登录', data: null }));
    await expect(api(probe('/api/index/my_room'))).rejects.toMatchObject({ code });
    expect(shown).toEqual(['登录已过期，请重新登录']);
    expect(relogin).toBeTypeOf('function');
  });

  it('re-login ends the session through /logout', async () => {
    fetchMock.mockResolvedValueOnce(answer({ code: 50008, msg: '登录状态无效，请重新登录', data: null }));
    await expect(api(probe('/api/index/my_room'))).rejects.toBeInstanceOf(ApiError);
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    fetchMock.mockResolvedValueOnce(answer({ code: 1, msg: '', data: null }));
    relogin?.();
    await vi.waitFor(() => expect(reload).toHaveBeenCalled());
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/logout');
  });

  it('reports a network failure in words', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(api(probe('/api/demo/config'))).rejects.toMatchObject({ code: -1 });
    expect(shown).toEqual(['网络异常，请检查网络后重试']);
  });

  it('keeps the envelope message of a transport fault such as 429', async () => {
    fetchMock.mockResolvedValueOnce(answer({ code: 0, msg: '操作过于频繁，请稍后再试', data: null }, 429));
    await expect(api(probe('/api/x'))).rejects.toBeInstanceOf(ApiError);
    expect(shown).toEqual(['操作过于频繁，请稍后再试']);
  });

  it('refuses a path that is not an API call', async () => {
    await expect(api({ path: '/logout', body: z.object({}), result: z.unknown() } as unknown as ApiCall)).rejects.toThrow(
      'not an API call',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
