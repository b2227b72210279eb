import type { BrowserContext, Page } from 'playwright-core';
import { ADMIN, api, baseUrl, type SpecBrowser, type Variant } from './support';

export type ShownCode = { sign: string; url: string; provider: 'demo' | 'wechat' };

/** Opens /login and returns the code the page shows, as web_login answered it. */
export async function openQrLogin(page: Page): Promise<ShownCode> {
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/indexnew/web_login');
  await page.goto('/login');
  const body = (await (await answer).json()) as { code: number; msg: string; data: ShownCode };
  if (body.code !== 1) throw new Error(`web_login: ${body.msg}`);
  await page.getByRole('img', { name: '登录二维码' }).waitFor();
  return body.data;
}

/** The "phone": 360 px, touch, its own cookies. */
export function phoneContext(browser: SpecBrowser, base = baseUrl()): Promise<BrowserContext> {
  return browser.context('phone', { baseURL: base });
}

/** Signs the page in as a personal user through the demo QR flow; the phone's part is done by API. */
export async function signInByQr(page: Page, nickname: string): Promise<void> {
  const { sign } = await openQrLogin(page);
  const res = await api('/api/indexnew/scan_confirm', { sign, nickname });
  if (res.body.code !== 1) throw new Error(`scan_confirm: ${res.body.msg}`);
  await page.getByText(`欢迎您，${nickname}`).waitFor({ timeout: 5000 });
  await page.waitForURL((u) => u.pathname === '/', { timeout: 5000 });
}

/** The session token of a context (the HttpOnly cookie; tests may read it, page scripts cannot). */
export async function tokenOf(context: BrowserContext): Promise<string> {
  const token = (await context.cookies()).find((c) => c.name === 'token')?.value;
  if (!token) throw new Error('no token cookie');
  return decodeURIComponent(token);
}

/**
 * A personal user's session token through the demo QR flow, all by API (no browser). checkStatus hands the
 * token only to the holder of the binding cookie web_login set, so that cookie goes along as a browser's would.
 */
export async function personalToken(nickname: string): Promise<string> {
  const post = (call: string, body: object, cookie = '') =>
    fetch(new URL(call, baseUrl()), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
  const login = await post('/api/indexnew/web_login', {});
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const sign = ((await login.json()) as { data: { sign: string } }).data.sign;
  const confirmed = await api('/api/indexnew/scan_confirm', { sign, nickname });
  if (confirmed.body.code !== 1) throw new Error(`scan_confirm: ${confirmed.body.msg}`);
  const status = { body: (await (await post('/api/indexnew/checkStatus', { sign }, cookie)).json()) as unknown };
  const token = (status.body as { token?: string }).token;
  if (!token) throw new Error(`no token from checkStatus: ${JSON.stringify(status.body)}`);
  return token;
}

/** A browser context that carries the given session, as the login action would have set it. */
export async function contextWithSession(browser: SpecBrowser, token: string, variant: Variant = 'desktop'): Promise<BrowserContext> {
  const context = await browser.context(variant);
  await context.addCookies([{ name: 'token', value: token, url: baseUrl(), httpOnly: true, sameSite: 'Lax' }]);
  return context;
}

/** Applies to settle in by API (licence only) and returns the application id; `id` re-applies; `email` the company's. */
/** The mobile an application sent by applyByApi gives unless told: shared by every spec (a spec counting SMS gives its own). */
export const APPLY_MOBILE = '13800138000';

export async function applyByApi(token: string, shopName: string, id?: number, email = '', mobile = APPLY_MOBILE): Promise<number> {
  const { default: sharp } = await import('sharp');
  const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#dddddd' } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.set('name', 'license');
  form.set('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'license.jpg');
  const up = (await (await fetch(new URL('/api/common/upload', baseUrl()), { method: 'POST', headers: { token }, body: form })).json()) as {
    code: number;
    msg: string;
    data: { url: string };
  };
  if (up.code !== 1) throw new Error(`upload: ${up.msg}`);
  const body = {
    shop_name: shopName,
    people_name: '测试联系人',
    mobile,
    province: 330000,
    city: 330100,
    district: 330108,
    license: up.data.url,
    ...(email ? { email } : {}),
    ...(id ? { id } : {}),
  };
  const res = await api<{ id?: number }>('/api/index/shop_submit', body, token);
  if (res.body.code !== 1) throw new Error(`shop_submit: ${res.body.msg}`);
  const mine = await api<{ id: number }>('/api/index/my_shop', {}, token);
  return mine.body.data.id;
}

/** The administrator's decision by API (a new administrator session, which replaces older ones). */
export async function reviewByApi(id: number, status: 1 | 2, remark = ''): Promise<void> {
  const login = await api<{ token: string }>('/api/user/admin_login', { username: ADMIN.username, password: ADMIN.password });
  const res = await api('/api/index/exam_status', { id, status, remark }, login.body.data.token);
  if (res.body.code !== 1) throw new Error(`exam_status: ${res.body.msg}`);
}
