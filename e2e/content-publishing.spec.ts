import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN, api, chooseOption, screenshot, settled, signInAsAdmin, specBrowser, watch } from './support';

/**
 * Issue 13, the content editor's other columns (/system/content): a news item with a cover image is drafted,
 * published → it leads the home page's 新闻动态 tab and its detail shows it; unpublished → gone. A room is created
 * with its number, area, rent and 出租状态, published → listed on /tenancy; deleted → gone, and back from the trash
 * as a draft. The first administrator holds 内容编辑 among its roles.
 */

const SLOW = { timeout: 15_000 };
const STAMP = Date.now().toString(36);
const NEWS = `园区秋季招聘会圆满举办${STAMP}`;
const ROOM = `创新大厦 A-${STAMP}`;

const browser = specBrowser();

const confirmIn = async (page: Page, title: string, button: RegExp) => {
  const confirm = await settled(page.getByRole('dialog').filter({ hasText: title }));
  await confirm.getByRole('button', { name: button }).click();
};

describe('content publishing', () => {
  it('lets an editor publish news with a cover image to the home page and take it down; rooms go to /tenancy and through the trash', async () => {
    const context = await browser.context('desktop');
    const page = await context.newPage();
    const errors = watch(page);
    await signInAsAdmin(page, ADMIN);
    await page.goto('/system/content?kind=news');
    await expect.poll(() => page.locator('main').innerText(), SLOW).toContain('新建新闻动态');

    await page.getByRole('button', { name: '新建新闻动态' }).click();
    const drawer = page.getByRole('dialog').filter({ hasText: '新建新闻动态' });
    await drawer.getByLabel('标题', { exact: true }).waitFor(SLOW);
    // Empty title: the contract's message, nothing sent.
    await drawer.getByRole('button', { name: '保存草稿' }).click();
    await expect.poll(() => drawer.innerText(), SLOW).toContain('请填写标题');
    await drawer.getByLabel('标题', { exact: true }).fill(NEWS);
    await drawer.getByLabel('来源', { exact: true }).fill('园区办公室');
    const cover = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#2f6fb3' } })
      .jpeg()
      .toBuffer();
    await drawer.locator('input[type=file]').first().setInputFiles({ name: 'cover.jpg', mimeType: 'image/jpeg', buffer: cover });
    await expect.poll(() => drawer.locator('.ant-upload-list-item-done, .ant-upload-list-item img').count(), SLOW).toBeGreaterThan(0);
    const body = drawer.getByRole('textbox', { name: '新闻动态正文' });
    await body.waitFor(SLOW);
    await body.click();
    await page.keyboard.type('三十余家园区企业提供岗位四百余个。');
    await screenshot(page, 'content-news-form');
    await drawer.getByRole('button', { name: '保存草稿' }).click();
    const row = page.locator('tr').filter({ hasText: NEWS });
    await expect.poll(() => row.innerText(), SLOW).toContain('草稿');

    await row.getByRole('button', { name: '发布' }).click();
    const dialog = await settled(page.getByRole('dialog').filter({ hasText: '定时发布' }));
    await dialog.getByRole('button', { name: '立即发布' }).click();
    await expect.poll(() => row.innerText(), SLOW).toContain('已发布');
    await screenshot(page, 'content-admin-news');

    // The public site at once: the home page's 新闻动态 tab leads with it; its detail page shows the body.
    const listed = await api<{ id: number; title: string }[]>('/api/demo/article_list', { type: 2 });
    expect(listed.body.data[0]?.title).toBe(NEWS);
    const id = listed.body.data[0]!.id;
    const home = await context.newPage();
    await home.goto('/');
    await home.getByRole('tab', { name: '新闻动态' }).click();
    await expect.poll(() => home.getByRole('tabpanel').innerText(), SLOW).toContain(NEWS);
    await home.goto(`/policydetail?id=${id}&type=2`);
    await expect.poll(() => home.locator('main').innerText(), SLOW).toContain('三十余家园区企业提供岗位四百余个');

    // Unpublish: gone from the public site.
    await row.getByRole('button', { name: '下线' }).click();
    await confirmIn(page, '确定下线', /^下\s*线$/);
    await expect.poll(() => row.innerText(), SLOW).toContain('已下线');
    const after = await api<{ title: string }[]>('/api/demo/article_list', { type: 2 });
    expect(after.body.data.map((d) => d.title)).not.toContain(NEWS);
    await home.goto(`/policydetail?id=${id}&type=2`);
    await expect.poll(() => home.locator('main').innerText(), SLOW).not.toContain('三十余家园区企业提供岗位四百余个');

    // A room: the kind's own fields (a select, a number, money).
    await page.getByRole('group', { name: '类型' }).getByRole('link', { name: '房源' }).click();
    await page.waitForURL((url) => url.searchParams.get('kind') === 'room');
    await page.getByRole('button', { name: '新建房源' }).click();
    const roomDrawer = page.getByRole('dialog').filter({ hasText: '新建房源' });
    await roomDrawer.getByLabel('标题', { exact: true }).waitFor(SLOW);
    await roomDrawer.getByLabel('标题', { exact: true }).fill(ROOM);
    await roomDrawer.getByLabel('房号', { exact: true }).fill(`A-${STAMP}`);
    await roomDrawer.getByLabel('面积（㎡）', { exact: true }).fill('86.5');
    await roomDrawer.getByLabel('月租金（元）', { exact: true }).fill('4200');
    await chooseOption(page, roomDrawer, '出租状态', '空置');
    await roomDrawer.getByRole('button', { name: '保存草稿' }).click();
    const roomRow = page.locator('tr').filter({ hasText: ROOM });
    await expect.poll(() => roomRow.innerText(), SLOW).toContain('草稿');
    await roomRow.getByRole('button', { name: '发布' }).click();
    await (await settled(page.getByRole('dialog').filter({ hasText: '定时发布' }))).getByRole('button', { name: '立即发布' }).click();
    await expect.poll(() => roomRow.innerText(), SLOW).toContain('已发布');
    await home.goto('/tenancy');
    await expect.poll(() => home.locator('main').innerText(), SLOW).toContain(ROOM);

    // Delete with confirmation: gone; the trash restores it as a draft.
    await roomRow.getByRole('button', { name: '删除' }).click();
    await confirmIn(page, '确定删除', /^删\s*除$/);
    await expect.poll(() => page.locator('main').innerText(), SLOW).not.toContain(ROOM);
    await home.goto('/tenancy');
    await expect.poll(() => home.locator('main').innerText(), SLOW).not.toContain(ROOM);
    await page.getByRole('link', { name: '回收站' }).click();
    const trashRow = page.locator('tr').filter({ hasText: ROOM });
    await expect.poll(() => trashRow.innerText(), SLOW).toContain('可恢复至');
    await trashRow.getByRole('button', { name: '恢复' }).click();
    await confirmIn(page, '确定恢复', /^恢\s*复$/);
    await expect.poll(() => page.locator('main').innerText(), SLOW).not.toContain(ROOM);
    await page.getByRole('link', { name: '返回房源列表' }).click();
    await expect.poll(() => page.locator('tr').filter({ hasText: ROOM }).innerText(), SLOW).toContain('草稿');
    expect(errors).toEqual([]);
  });
});
