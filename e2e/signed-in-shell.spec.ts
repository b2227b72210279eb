import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { applyByApi, contextWithSession, personalToken, reviewByApi, signInByQr } from './qr-support';
import { settled, signInAsAdmin, specBrowser, watch } from './support';

/**
 * Spec §2 (welcome, 个人中心) and §5 (apply button) for a personal user signed in by QR. The buttons ask the
 * server for the current review status on click, so a decision made after the page loaded counts at once.
 */

const browser = specBrowser();

const unique = (prefix: string) => `${prefix}${Date.now().toString(36).slice(-5)}`;
/** A toast of the public shell (web/components/NotifyHost.tsx: plain, no antd on public pages). */
const message = (page: Page, text: string) => page.locator('[data-toasts]').getByText(text).waitFor();

async function asUser(token: string): Promise<{ page: Page; errors: string[] }> {
  const context = await contextWithSession(browser, token);
  const page = await context.newPage();
  return { page, errors: watch(page) };
}

describe('personal-centre button', () => {
  it('asks a user without a company to settle in first, then opens the form after 0.8 s', async () => {
    const { page, errors } = await browser.open();
    const nickname = unique('无企业');
    await signInByQr(page, nickname);
    await page.getByText(`欢迎您，${nickname}`).waitFor();
    await page.getByRole('link', { name: '个人中心' }).click();
    const shownAt = Date.now();
    await message(page, '请先入驻企业');
    await page.waitForURL((u) => u.pathname === '/companyinfo', { timeout: 5000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(600);
    expect(errors).toEqual([]);
  });

  it('follows the review status as it changes, without reloading the page', async () => {
    const token = await personalToken(unique('审核'));
    const { page, errors } = await asUser(token);
    await page.goto('/');
    const id = await applyByApi(token, unique('状态测试公司'));

    await page.getByRole('link', { name: '个人中心' }).click();
    await message(page, '正在审核中');

    await reviewByApi(id, 2, '材料不全');
    await page.getByRole('link', { name: '个人中心' }).click();
    const alert = await settled(page.getByRole('dialog'));
    await alert.getByText('您的申请被拒绝：材料不全').waitFor();
    await alert.getByRole('button', { name: '重新申请' }).click();
    await page.waitForURL((u) => u.pathname === '/companyinfo' && u.searchParams.get('id') === String(id));

    await applyByApi(token, unique('状态测试公司'), id);
    await reviewByApi(id, 1);
    await page.goto('/');
    await page.getByRole('link', { name: '个人中心' }).click();
    await page.waitForURL((u) => u.pathname === '/service', { timeout: 5000 });
    expect(errors).toEqual([]);
  });

  it('takes an administrator to the back office', async () => {
    const { page, errors } = await browser.open();
    await signInAsAdmin(page);
    await page.goto('/');
    await page.getByRole('link', { name: '个人中心' }).click();
    await page.waitForURL((u) => u.pathname.startsWith('/system'), { timeout: 5000 });
    expect(errors).toEqual([]);
  });
});

describe('apply button on /company (spec §5)', () => {
  const apply = (page: Page) => page.getByRole('main').getByRole('link', { name: '立即申请入驻' }).first();

  it('asks visitors to sign in, then opens /login', async () => {
    const { page, errors } = await browser.open();
    await page.goto('/company');
    await apply(page).click();
    await message(page, '请登录！');
    await page.waitForURL((u) => u.pathname === '/login', { timeout: 5000 });
    expect(errors).toEqual([]);
  });

  it('tells an administrator to switch to a personal login', async () => {
    const { page, errors } = await browser.open();
    await signInAsAdmin(page);
    await page.goto('/company');
    await apply(page).click();
    await message(page, '请切换为个人登录！');
    expect(new URL(page.url()).pathname).toBe('/company');
    expect(errors).toEqual([]);
  });

  it('follows the application: none, under review, rejected, settled', async () => {
    const token = await personalToken(unique('申请'));
    const { page, errors } = await asUser(token);
    await page.goto('/company');
    await apply(page).click();
    await page.waitForURL((u) => u.pathname === '/companyinfo' && !u.searchParams.has('id'), { timeout: 5000 });

    const id = await applyByApi(token, unique('申请测试公司'));
    await page.goto('/company');
    await apply(page).click();
    await message(page, '申请已提交，正在审核中');

    await reviewByApi(id, 2, '经营范围不符');
    await apply(page).click();
    const alert = await settled(page.getByRole('dialog'));
    await alert.getByText('您的申请被拒绝：经营范围不符').waitFor();
    await alert.getByRole('button', { name: '重新申请' }).click();
    await page.waitForURL((u) => u.pathname === '/companyinfo' && u.searchParams.get('id') === String(id));

    await applyByApi(token, unique('申请测试公司'), id);
    await reviewByApi(id, 1);
    await page.goto('/company');
    await apply(page).click();
    await message(page, '您已成功入驻！');
    expect(errors).toEqual([]);
  });
});
