import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, api, launchBrowser, newContext, screenshot, settled, signInAsAdmin, watch } from './support';

/**
 * Issue 13, the content editor: creates a policy in /system/policies, publishes it now → it leads the home page's
 * policy tab and /information, its detail page shows it and offers its PDF attachment; unpublishes it → gone from the public pages.
 * The first administrator holds 内容编辑 among its roles.
 */

const SLOW = { timeout: 15_000 };
const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const TITLE = `关于组织申报浮光专项资金的通知${Date.now().toString(36)}`;

let browser: Browser;
const contexts: BrowserContext[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => undefined);
  await browser?.close();
});

describe('policy publishing', () => {
  it('lets an editor publish a policy that leads the public pages at once, then unpublish it', async () => {
    const context = await newContext(browser, 'desktop');
    contexts.push(context);
    const page = await context.newPage();
    const errors = watch(page);
    await signInAsAdmin(page, ADMIN);
    await page.goto('/system/policies');
    await expect.poll(() => page.locator('main').innerText(), SLOW).toContain('新建政策');

    // Create a draft in the drawer: title, category, body in the rich-text editor.
    await page.getByRole('button', { name: '新建政策' }).click();
    const drawer = page.getByRole('dialog').filter({ hasText: '新建政策' });
    await drawer.getByLabel('标题', { exact: true }).waitFor(SLOW);
    await drawer.getByLabel('标题', { exact: true }).fill(TITLE);
    await drawer.getByLabel('分类', { exact: true }).click();
    await page.locator('.ant-select-item-option').filter({ hasText: '科技' }).first().click();
    await drawer.getByLabel('副标题一', { exact: true }).fill('发文机关：区科技局');
    const body = drawer.getByRole('textbox', { name: '政策正文' });
    await body.waitFor(SLOW);
    await body.click();
    await page.keyboard.type('申报对象为园区内注册的科技型企业。');
    // An attachment (a PDF, checked by its content on the server).
    await drawer.getByLabel('上传附件').setInputFiles({ name: '申报指南.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect.poll(() => drawer.innerText(), SLOW).toContain('申报指南.pdf');
    await drawer.getByRole('button', { name: '保存草稿' }).click();
    const row = page.locator('tr').filter({ hasText: TITLE });
    await expect.poll(() => row.innerText(), SLOW).toContain('草稿');

    // Publish now.
    await row.getByRole('button', { name: '发布' }).click();
    const dialog = await settled(page.getByRole('dialog').filter({ hasText: '定时发布' }));
    await dialog.getByRole('button', { name: '立即发布' }).click();
    await expect.poll(() => row.innerText(), SLOW).toContain('已发布');

    // The public site shows it at once: first on the home policy tab and on /information, and its detail page.
    const home = await context.newPage();
    await home.goto('/');
    const firstPolicy = home.getByRole('tabpanel').locator('a[href*="type=0"]').first();
    await expect.poll(() => firstPolicy.innerText(), SLOW).toContain(TITLE);
    await home.goto('/information');
    await expect.poll(() => home.locator('main').innerText(), SLOW).toContain(TITLE);
    const listed = await api<{ id: number; title: string }[]>('/api/index/server_list', {});
    expect(listed.body.data[0]?.title).toBe(TITLE);
    const id = listed.body.data[0]!.id;
    await home.goto(`/policydetail?id=${id}&type=0`);
    await expect.poll(() => home.locator('main').innerText(), SLOW).toContain('申报对象为园区内注册的科技型企业');
    // Its detail offers the file, which anyone can download.
    const fileLink = home.getByRole('link', { name: /申报指南\.pdf/ });
    await fileLink.waitFor(SLOW);
    const fileUrl = new URL((await fileLink.getAttribute('href'))!, home.url());
    const download = await fetch(new URL(fileUrl.pathname, home.url()));
    expect([download.status, download.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    expect(Buffer.from(await download.arrayBuffer()).equals(PDF)).toBe(true);
    await screenshot(home, 'policy-published-detail');

    // Unpublish with confirmation: gone from the public pages.
    await row.getByRole('button', { name: '下线' }).click();
    const confirm = await settled(page.getByRole('dialog').filter({ hasText: '确定下线' }));
    // antd spaces the confirm's two-character button: "下 线".
    await confirm.getByRole('button', { name: /^下\s*线$/ }).click();
    await expect.poll(() => row.innerText(), SLOW).toContain('已下线');
    await home.goto('/');
    await expect.poll(() => home.getByRole('tabpanel').innerText(), SLOW).not.toContain(TITLE);
    await home.goto('/information');
    await expect.poll(() => home.locator('main').innerText(), SLOW).not.toContain(TITLE);
    await home.goto(`/policydetail?id=${id}&type=0`);
    await expect.poll(() => home.locator('main').innerText(), SLOW).not.toContain('申报对象为园区内注册的科技型企业');
    expect((await fetch(new URL(fileUrl.pathname, home.url()))).status).toBe(404);
    expect(errors).toEqual([]);
  });
});
