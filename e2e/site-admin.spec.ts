import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StaffRole } from '../shared/auth/staff-roles';
import { addStaffAccount } from './staff-support';
import { ADMIN, launchBrowser, newContext, screenshot, settled, signInAsAdmin, watch } from './support';

/**
 * Issue 13, 站点管理 (/system/site): the system administrator (the first administrator holds 系统管理员) changes the
 * 备案号, and the public footer shows it at once; a bad one is refused in Chinese. A content editor (an account
 * holding only 内容编辑) sees only the content tabs, adds a 友情链接 → it shows in the home page's footer; deletes
 * it with confirmation → it is gone from the home page and waits in the trash.
 */

const SLOW = { timeout: 15_000 };
const STAMP = Date.now().toString(36);
const BEIAN = `京ICP备${String(Date.now()).slice(-8)}号-9`;
const LINK = `浮光科创联盟${STAMP}`;
const EDITOR = { username: `siteed${STAMP}`, password: 'Editor-e2e-Passw0rd!' } as const;

let browser: Browser;
const contexts: BrowserContext[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => undefined);
  await browser?.close();
});

describe('site management', () => {
  it('a system administrator changes the 备案号: the public footer shows it at once', async () => {
    // The editor's account first: adding it restarts the server (its embedded database has one writer).
    await addStaffAccount(EDITOR.username, EDITOR.password, [StaffRole.CONTENT], '内容编辑小林');
    const context = await newContext(browser, 'desktop');
    contexts.push(context);
    const page = await context.newPage();
    const errors = watch(page);
    await signInAsAdmin(page, ADMIN);
    await page.goto('/system/site');
    const field = page.getByLabel('ICP 备案号', { exact: true });
    await field.waitFor(SLOW);
    // Bad input: the contract's Chinese message under the field, nothing sent.
    await field.fill('备案号123');
    await page.getByRole('button', { name: /^保\s*存$/ }).click();
    await expect.poll(() => page.locator('main').innerText(), SLOW).toContain('ICP 备案号格式不正确');

    await field.fill(BEIAN);
    await page.getByRole('button', { name: /^保\s*存$/ }).click();
    await expect.poll(() => page.locator('.ant-message').innerText(), SLOW).toContain('站点信息已保存');
    await screenshot(page, 'site-admin-settings');

    const home = await newContext(browser, 'desktop');
    contexts.push(home);
    const visitor = await home.newPage();
    await visitor.goto('/');
    await expect.poll(() => visitor.locator('footer').innerText(), SLOW).toContain(BEIAN);
    expect(errors).toEqual([]);
  });

  it('a content editor adds a 友情链接 that shows on the home page, deletes it, and it is gone', async () => {
    const context = await newContext(browser, 'desktop');
    contexts.push(context);
    const page = await context.newPage();
    const errors = watch(page);
    await signInAsAdmin(page, EDITOR);
    await page.goto('/system/site');
    const tabs = page.getByRole('group', { name: '设置项' });
    await expect.poll(() => tabs.innerText(), SLOW).toContain('友情链接');
    expect(await tabs.innerText()).not.toContain('站点信息');

    await tabs.getByRole('link', { name: '友情链接' }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'link');
    await page.getByRole('button', { name: '新增友情链接' }).click();
    const drawer = page.getByRole('dialog').filter({ hasText: '新增友情链接' });
    await drawer.getByLabel('名称', { exact: true }).waitFor(SLOW);
    await drawer.getByLabel('名称', { exact: true }).fill(LINK);
    // Not http(s): refused in Chinese.
    await drawer.getByLabel('链接地址', { exact: true }).fill('javascript:alert(1)');
    await drawer.getByRole('button', { name: /^保\s*存$/ }).click();
    await expect.poll(() => drawer.innerText(), SLOW).toContain('链接地址须以 http:// 或 https:// 开头');
    await drawer.getByLabel('链接地址', { exact: true }).fill('https://www.example.com/alliance');
    await drawer.getByRole('button', { name: /^保\s*存$/ }).click();
    const row = page.locator('tr').filter({ hasText: LINK });
    await expect.poll(() => row.count(), SLOW).toBe(1);
    await screenshot(page, 'site-admin-links');

    const visitorContext = await newContext(browser, 'desktop');
    contexts.push(visitorContext);
    const visitor = await visitorContext.newPage();
    await visitor.goto('/');
    await expect.poll(() => visitor.locator('footer').innerText(), SLOW).toContain(LINK);
    expect(await visitor.getByRole('link', { name: LINK }).getAttribute('href')).toBe('https://www.example.com/alliance');

    // Delete with confirmation: gone from the home page at once, waiting in the trash.
    await row.getByRole('button', { name: '删除' }).click();
    const confirm = await settled(page.getByRole('dialog').filter({ hasText: '确定删除' }));
    await confirm.getByRole('button', { name: /^删\s*除$/ }).click();
    await expect.poll(() => row.count(), SLOW).toBe(0);
    await visitor.goto('/');
    await expect.poll(() => visitor.locator('footer').innerText(), SLOW).not.toContain(LINK);
    await page.getByRole('link', { name: '回收站' }).click();
    await expect.poll(() => page.locator('main').innerText(), SLOW).toContain(LINK);

    // The other content tabs, for people to look at: the banners with their pictures, the column intros.
    await page.goto('/system/site?tab=banner');
    await expect.poll(() => page.locator('main').innerText(), SLOW).toContain('新增轮播图');
    await screenshot(page, 'site-admin-banners');
    await page.goto('/system/site?tab=columns');
    await page.getByLabel('科技服务介绍', { exact: true }).waitFor(SLOW);
    await screenshot(page, 'site-admin-columns');
    expect(errors).toEqual([]);
  });
});
