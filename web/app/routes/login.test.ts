import type { AppLoadContext } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { action, loader } from './login';

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

/** The page's load for an address: the SMS sign-in off (sms_status answers it so). */
async function load(url: string) {
  const api = vi.fn(async () => ({ code: 1, msg: '', data: { enabled: false, demo: false } }));
  const context = { api } as unknown as AppLoadContext;
  return loader({ request: new Request(`http://park.test${url}`), context, params: {} } as Parameters<typeof loader>[0]);
}

describe('/login loader: why the visitor is asked to sign in', () => {
  it('says why when a signed-in page sent the visitor here (the guard’s ?redirect=), and keeps the way back', async () => {
    expect(await load('/login?redirect=%2Fcompany_list')).toMatchObject({ next: '/company_list', reason: '登录后可查看入驻企业名录' });
    expect(await load(`/login?redirect=${encodeURIComponent('/company_list?cat=2&page=3')}`)).toMatchObject({
      next: '/company_list?cat=2&page=3',
      reason: '登录后可查看入驻企业名录',
    });
    expect((await load('/login?redirect=%2Fsearch%3Ftype%3D2%26keyword%3Dx')).reason).toBe('登录后可使用站内搜索');
    expect((await load('/login?redirect=%2Fcompanyinfo')).reason).toBe('登录后可申请入驻园区');
    expect((await load('/login?redirect=%2Froom_booking%3Fspace%3D3')).reason).toBe('登录后可预约会议室');
    expect((await load('/login?redirect=%2Fservice_price')).reason).toBe('请先登录后访问该页面');
  });

  it('says nothing for a plain visit, nor for a way back it will not follow', async () => {
    expect(await load('/login')).toMatchObject({ next: null, reason: null });
    for (const bad of ['//evil.example/company_list', '/system/site', 'https://evil.example/']) {
      expect(await load(`/login?redirect=${encodeURIComponent(bad)}`)).toMatchObject({ next: null, reason: null });
    }
  });
});

describe('/login action (intent=sms) without JavaScript', () => {
  /** A plain form post of the SMS sign-in to `url`, sms_login answering with a session. */
  async function plainPost(url: string) {
    const api = vi.fn(async () => ({
      code: 1,
      msg: '',
      data: { token: TOKEN, expires_at: new Date(Date.now() + 3_600_000).toISOString() },
    }));
    const context = { api, secureCookies: false } as unknown as AppLoadContext;
    const request = new Request(`http://park.test${url}`, {
      method: 'POST',
      body: new URLSearchParams({ intent: 'sms', phone: '13800138000', code: '123456' }),
      headers: { origin: 'http://park.test' },
    });
    const res = (await action({ request, context, params: {} } as Parameters<typeof action>[0])) as unknown as Response;
    return { status: res.status, location: res.headers.get('location'), set: res.headers.get('set-cookie') };
  }

  it('goes back to the page the visitor was asked to sign in for, else home, with the session cookie', async () => {
    const back = await plainPost(`/login?tab=sms&redirect=${encodeURIComponent('/company_list?page=2')}`);
    expect(back).toMatchObject({ status: 302, location: '/company_list?page=2' });
    expect(back.set).toMatch(/^token=/);
    expect(await plainPost('/login?tab=sms')).toMatchObject({ status: 302, location: '/' });
    // A way back it will not follow goes home.
    expect(await plainPost(`/login?tab=sms&redirect=${encodeURIComponent('//evil.example/')}`)).toMatchObject({ location: '/' });
  });
});
