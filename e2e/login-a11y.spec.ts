import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from './axe-support';
import { contextWithSession, personalToken } from './qr-support';
import { specBrowser, type Variant } from './support';

/**
 * Issue 14: /login passes axe (colour contrast included) at 1280 and 360 px: as it opens and with the code shown,
 * with a session-ended notice, and in the code's other states (scanned, expired, refused), which the page's calls
 * are answered into here.
 */
const browser = specBrowser();

const clean = async (page: Page, what: string) => expect(describeViolations(await axeViolations(page)), what).toEqual([]);

/** checkStatus answered with `data` (2 scanned, -1 expired) from now on. */
const statusIs = (page: Page, data: number) =>
  page.route('**/api/indexnew/checkStatus', (route) => route.fulfill({ json: { code: 1, msg: 'ok', data } }));

describe('/login and axe-core', () => {
  it.each<Variant>(['desktop', 'phone'])('no violation, colour contrast included (%s)', async (variant) => {
    const { page, context } = await browser.open(variant);
    try {
      for (const path of ['/login', '/login?notice=session-expired']) {
        await page.goto(path);
        // Before the code arrives (the spinner) and with the code shown.
        expect(describeViolations(await axeViolations(page, ['color-contrast'])), `${path} early`).toEqual([]);
        await page.getByRole('img', { name: '登录二维码' }).waitFor({ timeout: 15_000 });
        await clean(page, path);
      }
      await statusIs(page, 2);
      await page.getByText('请在手机上确认').first().waitFor({ timeout: 10_000 });
      await clean(page, 'scanned');
      await page.unroute('**/api/indexnew/checkStatus');
      await statusIs(page, -1);
      await page.getByText('二维码已失效').first().waitFor({ timeout: 10_000 });
      await clean(page, 'expired');
      await page.unroute('**/api/indexnew/checkStatus');
      await page.route('**/api/indexnew/web_login', (route) =>
        route.fulfill({ json: { code: 0, msg: '服务器繁忙，请稍后再试', data: null } }),
      );
      await page.goto('/login');
      await page.getByRole('button', { name: '重新获取' }).waitFor({ timeout: 10_000 });
      await clean(page, 'refused');
    } finally {
      await context.close();
    }
  });

  it('no violation for someone already signed in (the 您已登录 notice)', async () => {
    const context = await contextWithSession(browser, await personalToken('无障碍检查用户'));
    try {
      const page = await context.newPage();
      await page.goto('/login');
      await page.getByText(/您已登录/).waitFor({ timeout: 10_000 });
      await page.getByRole('img', { name: '登录二维码' }).waitFor({ timeout: 15_000 });
      await clean(page, 'signed in');
    } finally {
      await context.close();
    }
  });
});
