import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { QR_OTHER_BROWSER_MSG } from '../shared/contracts/qr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startServer, stopServer, type ServerHandle } from '../scripts/lib/server-process';
import { FakeWechat } from '../server/test/fake-wechat';
import { openQrLogin, phoneContext } from './qr-support';
import { api, screenshot, settled, specBrowser, watch } from './support';

/** Spec §4 and issue 4: the computer shows a code, a phone confirms it, the computer is signed in. */

const browser = specBrowser();

const unique = (prefix: string) => `${prefix}${Date.now().toString(36).slice(-5)}`;

/** Emulates the browser tab being hidden or shown again (headless pages are always visible). */
async function setTabHidden(page: Page, hidden: boolean) {
  await page.evaluate((h) => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => h });
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (h ? 'hidden' : 'visible') });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

describe('QR sign-in, demo provider', () => {
  it('signs the computer in within two seconds of the phone confirming, then logs out', async () => {
    const computer = await browser.open('desktop');
    const phone = await phoneContext(browser);
    const phonePage = await phone.newPage();
    const phoneErrors = watch(phonePage);
    const nickname = unique('扫码');
    try {
      const { page } = computer;
      const code = await openQrLogin(page);
      expect(code.provider).toBe('demo');
      // The code is bound to this browser by an HttpOnly cookie that page scripts cannot read.
      const bind = (await computer.context.cookies()).find((c) => c.name === 'qr_bind');
      expect(bind).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(await page.evaluate(() => document.cookie)).not.toContain('qr_bind');
      await expect.poll(() => page.getByText('演示模式', { exact: true }).count()).toBe(1);
      expect(await page.getByRole('link', { name: code.url }).getAttribute('target')).toBe('_blank');
      // No staff tab (spec §2): the QR code first, then 短信登录 (issue 30, on in 演示模式).
      expect(await page.getByRole('tab').allTextContents()).toEqual(['扫码登录', '短信登录']);
      await screenshot(page, 'qr-login-1280');

      await phonePage.goto(code.url);
      await phonePage.getByText('演示模式').first().waitFor();
      await screenshot(phonePage, 'm-scan-360');
      await phonePage.getByLabel('昵称').fill(nickname);
      await phonePage.getByRole('button', { name: '确认登录' }).click();
      await phonePage.getByText('已确认，请在电脑上继续').waitFor();
      const confirmedAt = Date.now();
      await screenshot(phonePage, 'm-scan-confirmed-360');

      await page.getByText(`欢迎您，${nickname}`).waitFor({ timeout: 2000 });
      expect(Date.now() - confirmedAt).toBeLessThan(2000);
      await page.getByText('登录成功').first().waitFor();
      await page.waitForURL((u) => u.pathname === '/', { timeout: 3000 });

      const cookie = (await computer.context.cookies()).find((c) => c.name === 'token');
      expect(cookie?.httpOnly).toBe(true);
      const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }) + document.cookie);
      expect(stored).not.toContain(decodeURIComponent(cookie!.value));

      // Spec §2: logout asks first, clears the session and reloads.
      await page.getByRole('button', { name: /^退\s*出$/ }).click();
      const dialog = await settled(page.getByRole('dialog'));
      await dialog.getByText('确定退出登录吗？').filter({ visible: true }).waitFor();
      await dialog.getByRole('button', { name: /^退\s*出$/ }).click();
      await page.getByRole('link', { name: '登录/注册' }).waitFor();
      expect((await computer.context.cookies()).find((c) => c.name === 'token')).toBeUndefined();

      expect(computer.errors).toEqual([]);
      expect(phoneErrors).toEqual([]);
    } finally {
      await computer.context.close();
      await phone.close();
    }
  });

  it('fits a 360 px screen', async () => {
    const { page, context, errors } = await browser.open('phone');
    try {
      await openQrLogin(page);
      const card = await page.locator('section[aria-labelledby="login-heading"]').boundingBox();
      expect(card!.x).toBeGreaterThanOrEqual(0);
      expect(card!.x + card!.width).toBeLessThanOrEqual(360);
      await screenshot(page, 'qr-login-360');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('offers 刷新二维码 once the code is used up, and the phone is told it has expired', async () => {
    const { page, context, errors } = await browser.open();
    const phone = await phoneContext(browser);
    try {
      const first = await openQrLogin(page);
      // Another computer's page gave it up, as if it had been used: the next poll answers -1.
      expect((await api('/api/indexnew/logout', { sign: first.sign })).body.code).toBe(1);
      const refresh = page.getByRole('button', { name: '刷新二维码' });
      await refresh.waitFor({ timeout: 3000 });
      await page.getByText('二维码已失效', { exact: true }).waitFor();
      await screenshot(page, 'qr-login-expired-1280');

      const fresh = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/indexnew/web_login');
      await refresh.click();
      const second = ((await (await fresh).json()) as { data: { sign: string } }).data;
      expect(second.sign).not.toBe(first.sign);
      await page.getByRole('img', { name: '登录二维码' }).waitFor();
      expect(await refresh.count()).toBe(0);

      const phonePage = await phone.newPage();
      await phonePage.goto(first.url);
      await phonePage.getByText('二维码已失效，请在电脑上刷新二维码').waitFor();
      expect(await phonePage.getByRole('button', { name: '确认登录' }).count()).toBe(0);
      await screenshot(phonePage, 'm-scan-expired-360');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      await phone.close();
    }
  });

  it('gives the code up when the page is left or reloaded', async () => {
    const { page, context, errors } = await browser.open();
    try {
      const code = await openQrLogin(page);
      const cancelled = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/indexnew/cancel');
      await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '首页' }).click();
      expect((await cancelled).postDataJSON()).toEqual({ sign: code.sign });
      await expect.poll(async () => (await api('/api/indexnew/checkStatus', { sign: code.sign })).body.data).toBe(-1);

      // Unloading the page (a reload here) gives the code up too.
      const again = await openQrLogin(page);
      await page.reload();
      await page.getByRole('img', { name: '登录二维码' }).waitFor();
      await expect.poll(async () => (await api('/api/indexnew/checkStatus', { sign: again.sign })).body.data).toBe(-1);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('stops polling while the tab is hidden and picks the same code up on return', async () => {
    const { page, context, errors } = await browser.open();
    try {
      const code = await openQrLogin(page);
      await setTabHidden(page, true);
      await page.waitForTimeout(300);
      let polls = 0;
      page.on('request', (r) => {
        if (new URL(r.url()).pathname === '/api/indexnew/checkStatus') polls += 1;
      });
      // Confirmed on another tab of the same computer (the demo link opens in a new tab).
      expect((await api('/api/indexnew/scan_confirm', { sign: code.sign, nickname: unique('隐藏') })).body.code).toBe(1);
      await page.waitForTimeout(2500);
      expect(polls).toBe(0);
      expect(await page.getByText('登录成功').count()).toBe(0);

      await setTabHidden(page, false);
      await page.getByText(/^欢迎您，隐藏/).waitFor({ timeout: 3000 });
      expect(polls).toBeGreaterThan(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("shows web_login's refusal in place of the code", async () => {
    const { page, context, errors } = await browser.open();
    try {
      await page.route('**/api/indexnew/web_login', (route) =>
        route.fulfill({ json: { code: 0, msg: '扫码登录暂未开通，请联系园区管理员', data: null } }),
      );
      await page.goto('/login');
      await page.getByText('扫码登录暂未开通，请联系园区管理员').first().waitFor();
      expect(await page.getByRole('img', { name: '登录二维码' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: /重新获取/ }).count()).toBe(1);
      expect(await page.getByRole('link', { name: '管理员登录' }).count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('confirms from a phone without JavaScript (a plain form post)', async () => {
    const { page, context, errors } = await browser.open();
    const phone = await browser.context('phone', { javaScriptEnabled: false });
    try {
      const code = await openQrLogin(page);
      const phonePage = await phone.newPage();
      await phonePage.goto(code.url);
      const nickname = unique('无脚本');
      await phonePage.getByLabel('昵称').fill(nickname);
      await phonePage.getByRole('button', { name: '确认登录' }).click();
      await phonePage.getByText('已确认，请在电脑上继续').waitFor();
      await page.getByText(`欢迎您，${nickname}`).waitFor({ timeout: 3000 });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      await phone.close();
    }
  });

  it("asks the phone for a nickname, and its 取消登录 ends the computer's code", async () => {
    const { page, context, errors } = await browser.open();
    const phone = await phoneContext(browser);
    try {
      const code = await openQrLogin(page);
      const phonePage = await phone.newPage();
      await phonePage.goto(code.url);
      await phonePage.getByRole('button', { name: '确认登录' }).click();
      await phonePage.getByText('请输入昵称').waitFor();
      await phonePage.getByRole('button', { name: '不是我，取消登录' }).click();
      await phonePage.getByText('已取消登录').waitFor();
      await page.getByRole('button', { name: '刷新二维码' }).waitFor({ timeout: 3000 });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      await phone.close();
    }
  });
});

describe('QR sign-in, bound to the browser that asked (issue 11)', () => {
  it('never signs in a second browser that knows only the sign (a shoulder-surfer, a screenshot)', async () => {
    const computer = await browser.open('desktop');
    const thief = await browser.open('desktop');
    try {
      const code = await openQrLogin(computer.page);
      await thief.page.goto('/information');
      const once = await thief.page.evaluate(async (sign) => {
        const res = await fetch('/api/indexnew/checkStatus', {
          method: 'POST',
          credentials: 'same-origin',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ sign }),
        });
        return (await res.json()) as { code: number; data: number; msg: string };
      }, code.sign);
      expect(once).toEqual({ code: 1, data: 0, msg: QR_OTHER_BROWSER_MSG });
      // The other browser polls checkStatus with the sign, as the page itself would, until the owner is in.
      const polling = thief.page.evaluate(async (sign) => {
        const answers: string[] = [];
        for (let i = 0; i < 12; i++) {
          const res = await fetch('/api/indexnew/checkStatus', {
            method: 'POST',
            credentials: 'same-origin',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ sign }),
          });
          answers.push(await res.text());
          await new Promise((r) => setTimeout(r, 250));
        }
        return answers;
      }, code.sign);
      const nickname = unique('本人');
      expect((await api('/api/indexnew/scan_confirm', { sign: code.sign, nickname })).body.code).toBe(1);
      const answers = await polling;
      expect(answers.length).toBe(12);
      // Live, it is told only to wait; once the owner has collected the session, that the code is used up.
      for (const a of answers) {
        expect(a).not.toContain('token');
        const body = JSON.parse(a) as { code: number; data: number; msg: string };
        expect(body.code).toBe(1);
        expect([0, -1]).toContain(body.data);
        if (body.data === 0) expect(body.msg).toBe(QR_OTHER_BROWSER_MSG);
      }
      expect((await thief.context.cookies()).find((c) => c.name === 'token')).toBeUndefined();
      // The browser that asked is signed in all the same.
      await computer.page.getByText(`欢迎您，${nickname}`).waitFor({ timeout: 5000 });
      await thief.page.reload();
      expect(await thief.page.getByText(/欢迎您/).count()).toBe(0);
      expect(computer.errors).toEqual([]);
      expect(thief.errors).toEqual([]);
    } finally {
      await computer.context.close();
      await thief.context.close();
    }
  });

  it('shows the phone what is asking to be signed in, and 不是我 cancels it', async () => {
    const { page, context, errors } = await browser.open();
    const phone = await phoneContext(browser);
    try {
      const userAgent = await page.evaluate(() => navigator.userAgent);
      const major = userAgent.match(/Chrome\/(\d+)/)?.[1];
      const code = await openQrLogin(page);
      const phonePage = await phone.newPage();
      await phonePage.goto(code.url);
      const asking = phonePage.getByRole('region', { name: '请求登录的电脑' });
      await asking.waitFor();
      expect(await asking.textContent()).toContain(`Chrome ${major}`);
      expect(await asking.textContent()).toMatch(/网络地址(127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)/);
      expect(await asking.textContent()).toMatch(/请求时间\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
      // The requester sits above 确认登录, so it is read before confirming.
      const box = await asking.boundingBox();
      const confirm = await phonePage.getByRole('button', { name: '确认登录' }).boundingBox();
      expect(box!.y + box!.height).toBeLessThanOrEqual(confirm!.y);
      await screenshot(phonePage, 'm-scan-requester-360');

      await phonePage.getByRole('button', { name: '不是我，取消登录' }).click();
      await phonePage.getByText('已取消登录').waitFor();
      await page.getByRole('button', { name: '刷新二维码' }).waitFor({ timeout: 3000 });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      await phone.close();
    }
  });

  it('shows the 演示模式 ribbon on every page while the demo is on, above the page and not over it', async () => {
    for (const variant of ['desktop', 'phone'] as const) {
      const { page, context, errors } = await browser.open(variant);
      try {
        await page.goto('/');
        const ribbon = page.getByRole('note', { name: '演示模式' });
        await ribbon.waitFor();
        expect(await ribbon.textContent()).toBe('演示模式：扫码登录使用演示账号，请勿填写真实个人信息');
        const box = (await ribbon.boundingBox())!;
        expect(box.y).toBe(0);
        expect(box.width).toBeLessThanOrEqual(variant === 'phone' ? 360 : 1280);
        // In the flow of the page: the header starts below it.
        const header = (await page.locator('header').first().boundingBox())!;
        expect(header.y).toBeGreaterThanOrEqual(box.y + box.height - 1);
        expect(await ribbon.evaluate((el) => getComputedStyle(el).position)).toBe('static');
        await screenshot(page, `home-demo-ribbon-${variant === 'phone' ? 360 : 1280}`);
        await page.goto('/login');
        await page.getByRole('note', { name: '演示模式' }).waitFor();
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });
});

/**
 * The WeChat provider against the local fake of WeChat's OAuth endpoints: a second server of our own, started
 * for this block with WECHAT_* settings pointing at the fake (a fresh embedded database, the same build).
 */
describe('QR sign-in through WeChat (fake WeChat server)', () => {
  const fake = new FakeWechat();
  let server: ServerHandle;
  let tmp: string;

  beforeAll(async () => {
    const fakeBase = await fake.start();
    tmp = mkdtempSync(path.join(tmpdir(), 'portal-e2e-wechat-'));
    const port = await freePort();
    server = await startServer({
      port,
      logFile: path.join(tmp, 'server.log'),
      env: {
        DATA_DIR: path.join(tmp, 'data'),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        ADMIN_PASSWORD: 'e2e-wechat-admin-password',
        SEED_DEMO: '0',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_PER_MINUTE: '1000000',
        WECHAT_APPID: fake.appid,
        WECHAT_SECRET: fake.secret,
        WECHAT_OPEN_BASE: fakeBase,
        WECHAT_API_BASE: fakeBase,
      },
    });
  });
  afterAll(async () => {
    if (server) await stopServer(server.pid);
    await fake.stop();
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  });

  async function computerAndPhone() {
    const computer = await browser.context('desktop', { baseURL: server.baseUrl });
    const phone = await phoneContext(browser, server.baseUrl);
    const page = await computer.newPage();
    const phonePage = await phone.newPage();
    const errors: string[] = [];
    watchOurs(page, server.baseUrl, errors);
    watchOurs(phonePage, server.baseUrl, errors);
    return { computer, phone, page, phonePage, errors, close: () => Promise.all([computer.close(), phone.close()]) };
  }

  it('signs the computer in after the phone authorises at WeChat and confirms', async () => {
    fake.user = { openid: 'openid-e2e-1', unionid: 'union-e2e-1', nickname: '微信李雷', headimgurl: 'https://wx.qlogo.cn/e2e.png' };
    const { page, phonePage, errors, close } = await computerAndPhone();
    try {
      const code = await openQrLogin(page);
      expect(code.provider).toBe('wechat');
      expect(await page.getByText('演示模式').count()).toBe(0);
      expect(await page.getByRole('note', { name: '演示模式' }).count()).toBe(0);
      await page.getByText('打开微信“扫一扫”扫描二维码，在手机上确认即可登录。').waitFor();

      await phonePage.goto(code.url);
      await phonePage.getByRole('link', { name: '使用微信授权登录' }).click();
      await phonePage.waitForURL((u) => u.origin === fake.base);
      await phonePage.locator('#approve').click();
      await phonePage.waitForURL((u) => u.origin === server.baseUrl && u.pathname === '/m/scan');
      await phonePage.getByText('将以微信用户「微信李雷」登录').waitFor();
      await screenshot(phonePage, 'm-scan-wechat-360');
      // The computer learns of the scan (checkStatus data 2) before the phone confirms.
      await page.getByText('扫码成功，请在手机上确认').waitFor({ timeout: 3000 });
      await screenshot(page, 'qr-login-wechat-scanned-1280');

      await phonePage.getByRole('button', { name: '确认登录' }).click();
      await phonePage.getByText('已确认，请在电脑上继续').waitFor();
      const confirmedAt = Date.now();
      await page.getByText('欢迎您，微信李雷').waitFor({ timeout: 2000 });
      expect(Date.now() - confirmedAt).toBeLessThan(2000);
      await page.waitForURL((u) => u.pathname === '/', { timeout: 3000 });
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('tells the phone when WeChat authorisation was refused, and lets it try again', async () => {
    const { page, phonePage, errors, close } = await computerAndPhone();
    try {
      const code = await openQrLogin(page);
      await phonePage.goto(code.url);
      await phonePage.getByRole('link', { name: '使用微信授权登录' }).click();
      await phonePage.locator('#deny').click();
      await phonePage.waitForURL((u) => u.searchParams.get('error') === 'denied');
      await phonePage.getByText('您已取消授权').waitFor();
      await screenshot(phonePage, 'm-scan-wechat-denied-360');
      expect(await phonePage.getByRole('link', { name: '使用微信授权登录' }).count()).toBe(1);
      expect(await page.getByRole('img', { name: '登录二维码' }).count()).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('refuses to confirm from a phone that did not authorise', async () => {
    fake.user = { openid: 'openid-e2e-2', nickname: '微信韩梅梅', headimgurl: '' };
    const { page, phonePage, errors, close } = await computerAndPhone();
    const other = await phoneContext(browser, server.baseUrl);
    try {
      const code = await openQrLogin(page);
      await phonePage.goto(code.url);
      await phonePage.getByRole('link', { name: '使用微信授权登录' }).click();
      await phonePage.locator('#approve').click();
      await phonePage.getByText('将以微信用户「微信韩梅梅」登录').waitFor();

      const stranger = await other.newPage();
      await stranger.goto(code.url);
      await stranger.getByRole('button', { name: '确认登录' }).click();
      await stranger.getByText('请使用扫码的手机确认登录').waitFor();
      expect(await page.getByText(/^欢迎您/).count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await other.close();
      await close();
    }
  });
});

/** Console errors of our own pages only (the fake's bare HTML page is not ours to judge). */
function watchOurs(page: Page, origin: string, errors: string[]): void {
  page.on('console', (msg) => {
    if (msg.type() === 'error' && msg.location().url.startsWith(origin)) errors.push(`console: ${msg.text()} (${msg.location().url})`);
  });
  page.on('pageerror', (err) => {
    if (page.url().startsWith(origin)) errors.push(`pageerror: ${err.message}`);
  });
}
