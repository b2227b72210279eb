import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { contextWithSession, personalToken, tokenOf } from './qr-support';
import { api, baseUrl, screenshot, settled, signInAsAdmin, specBrowser, watch } from './support';

/**
 * Spec §8: a browser call answered 50008 / 50012 / 50014 shows the message and the re-login confirmation
 * (重新登录 clears the session and reloads; 取消 stays). A page load with a dead cookie is simply signed out,
 * and a protected page goes to /login saying why.
 */

const browser = specBrowser();

const relogin = (page: Page) => page.getByRole('dialog').filter({ hasText: '登录提示' });
const hasToken = async (context: BrowserContext) => (await context.cookies()).some((c) => c.name === 'token');

describe('a session that ends while the page is open', () => {
  it('an administrator signed in again elsewhere (50012) is offered to sign in again', async () => {
    const first = await browser.open();
    const second = await browser.open();
    await signInAsAdmin(first.page);
    await first.page.goto('/');
    await signInAsAdmin(second.page);

    await first.page.getByRole('link', { name: '个人中心' }).click();
    // The home page has no antd: the API client's message is the public shell's toast (web/components/NotifyHost.tsx).
    await first.page.locator('[data-toasts]').getByText('您的账户已在其他地方登录').waitFor();
    const dialog = await settled(relogin(first.page));
    await dialog.getByText('您已退出登录，可以取消以停留在此页面，或重新登录').waitFor();
    await dialog.getByRole('button', { name: '重新登录' }).click();
    await first.page.getByRole('link', { name: '登录/注册' }).waitFor();
    expect(await hasToken(first.context)).toBe(false);
    // The newer session is untouched.
    await second.page.goto('/');
    await second.page.getByRole('link', { name: '个人中心' }).waitFor();
    expect(first.errors).toEqual([]);
    expect(second.errors).toEqual([]);
  });

  it('a personal user whose session was ended (50008) may cancel and stay on the page', async () => {
    const token = await personalToken(`结束${Date.now().toString(36).slice(-4)}`);
    const context = await contextWithSession(browser, token);
    const page = await context.newPage();
    const errors = watch(page);
    await page.goto('/information');
    await page.getByRole('link', { name: '个人中心' }).waitFor();
    expect((await api('/api/user/logout', {}, await tokenOf(context))).body.code).toBe(1);

    await page.getByRole('link', { name: '个人中心' }).click();
    const dialog = await settled(relogin(page));
    await dialog.getByRole('button', { name: /^取\s*消$/ }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/information');

    // The next page load finds the cookie dead and removes it.
    await page.reload();
    await page.getByRole('link', { name: '登录/注册' }).waitFor();
    expect(await hasToken(context)).toBe(false);
    expect(errors).toEqual([]);
  });
});

describe('a page load with a dead session cookie', () => {
  async function withCookie(token: string) {
    const context = await browser.context();
    await context.addCookies([{ name: 'token', value: token, url: baseUrl(), httpOnly: true, sameSite: 'Lax' }]);
    const page = await context.newPage();
    return { context, page, errors: watch(page) };
  }

  it('shows a public page signed out and clears the cookie', async () => {
    const { context, page, errors } = await withCookie('x'.repeat(43));
    await page.goto('/information');
    await page.getByRole('link', { name: '登录/注册' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/information');
    expect(await hasToken(context)).toBe(false);
    expect(errors).toEqual([]);
  });

  it('sends a protected page to /login with the reason (unknown token)', async () => {
    const { context, page, errors } = await withCookie('y'.repeat(43));
    await page.goto('/company_list');
    await page.waitForURL((u) => u.pathname === '/login');
    await page.getByText('登录状态无效，请重新登录').waitFor();
    expect(await hasToken(context)).toBe(false);
    await screenshot(page, 'login-session-ended-1280');
    expect(errors).toEqual([]);
  });

  it('sends a replaced administrator to the staff sign-in saying so', async () => {
    const first = await browser.open();
    const second = await browser.open();
    await signInAsAdmin(first.page);
    await signInAsAdmin(second.page);
    await first.page.goto('/system/warning');
    await first.page.waitForURL((u) => u.pathname === '/staff/login');
    await first.page.getByText('您的账户已在其他地方登录，请重新登录').waitFor();
    expect(await hasToken(first.context)).toBe(false);
    expect(first.errors).toEqual([]);
  });

  it('on a client-side navigation, reloads the whole page so the header forgets the user', async () => {
    const first = await browser.open();
    const second = await browser.open();
    await signInAsAdmin(first.page);
    await first.page.goto('/');
    await signInAsAdmin(second.page);
    // A protected page reached by client-side links: the guard's redirect replaces the document.
    await first.page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '入驻企业' }).click();
    await first.page.waitForURL((u) => u.pathname === '/company');
    await first.page.getByRole('link', { name: '查看更多企业' }).click();
    await first.page.waitForURL((u) => u.pathname === '/login', { timeout: 10_000 });
    await first.page.getByText('您的账户已在其他地方登录，请重新登录').waitFor();
    await first.page.getByRole('link', { name: '登录/注册' }).waitFor();
    expect(await first.page.getByText(/^欢迎您/).count()).toBe(0);
    expect(first.errors).toEqual([]);
  });
});
