import { describe, expect, it } from 'vitest';
import { ADMIN, api, screenshot, signInAsAdmin, specBrowser, watch } from './support';

/**
 * Issue 13, park operations: a settled company's public listing corrected from /system/companylist (编辑公开信息)
 * shows at once in the public directory and on the company's page. The first administrator holds 园区运营.
 */

const SLOW = { timeout: 15_000 };

const browser = specBrowser();

describe('company listing', () => {
  it('lets park operations correct a settled company’s name and main business, shown on the public pages at once', async () => {
    const first = (await api<{ id: number; shop_name: string }[]>('/api/index/shop_list', { page_size: 50 })).body.data;
    expect(first.length).toBeGreaterThan(0);
    const context = await browser.context('desktop');
    const page = await context.newPage();
    const errors = watch(page);
    await signInAsAdmin(page, ADMIN);
    const target = first[0]!;
    await page.goto(`/system/companylist?keyword=${encodeURIComponent(target.shop_name)}`);
    await page.getByRole('button', { name: `编辑公开信息：${target.shop_name}` }).click();
    const drawer = page.getByRole('dialog').filter({ hasText: '编辑企业公开信息' });
    const name = drawer.getByLabel('企业名称', { exact: true });
    await name.waitFor(SLOW);
    const renamed = `${target.shop_name}（更名）`.slice(0, 100);
    const domain = await drawer.getByLabel('主营业务', { exact: true }).inputValue();
    await name.fill('  ');
    await drawer.getByRole('button', { name: /^保\s*存$/ }).click();
    await expect.poll(() => drawer.innerText(), SLOW).toContain('请输入企业名称');
    await drawer.getByLabel('主营业务', { exact: true }).fill('集成电路设计与测试服务');
    await name.fill(renamed);
    await screenshot(page, 'company-listing-drawer');
    await drawer.getByRole('button', { name: /^保\s*存$/ }).click();
    await expect.poll(() => page.locator('.ui-table tbody').innerText(), SLOW).toContain(renamed);

    const pub = await context.newPage();
    await pub.goto(`/comdetail?id=${target.id}`);
    await expect.poll(() => pub.locator('main').innerText(), SLOW).toContain(renamed);
    expect(await pub.locator('main').innerText()).toContain('集成电路设计与测试服务');
    const listed = (await api<{ shop_name: string }[]>('/api/index/shop_list', { page_size: 50 })).body.data.map((c) => c.shop_name);
    expect(listed).toContain(renamed);

    // Taken off the directory: its page answers as missing and the directory no longer lists it; then back on.
    await drawer.waitFor({ state: 'hidden', ...SLOW });
    await page.getByRole('button', { name: `编辑公开信息：${renamed}` }).click();
    await expect.poll(() => name.inputValue().catch(() => ''), SLOW).toBe(renamed);
    await drawer.getByRole('switch', { name: '在入驻企业名录中显示' }).click();
    await drawer.getByRole('button', { name: /^保\s*存$/ }).click();
    await drawer.waitFor({ state: 'hidden', ...SLOW });
    const hidden = (await api<{ shop_name: string }[]>('/api/index/shop_list', { page_size: 50 })).body.data.map((c) => c.shop_name);
    expect(hidden).not.toContain(renamed);
    await pub.goto(`/comdetail?id=${target.id}`);
    await expect.poll(() => pub.locator('main').innerText(), SLOW).not.toContain(renamed);

    // Put the demo company back as it was (listed, its name and main business), for the other journeys.
    await page.getByRole('button', { name: `编辑公开信息：${renamed}` }).click();
    await expect.poll(() => name.inputValue().catch(() => ''), SLOW).toBe(renamed);
    await drawer.getByRole('switch', { name: '在入驻企业名录中显示' }).click();
    await name.fill(target.shop_name);
    await drawer.getByLabel('主营业务', { exact: true }).fill(domain);
    await drawer.getByRole('button', { name: /^保\s*存$/ }).click();
    await expect.poll(() => page.locator('.ui-table tbody').innerText(), SLOW).not.toContain(renamed);
    expect((await api<{ shop_name: string }[]>('/api/index/shop_list', { page_size: 50 })).body.data.map((c) => c.shop_name)).toContain(
      target.shop_name,
    );
    expect(errors).toEqual([]);
  });
});
