import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { applyByApi, personalToken, reviewByApi } from './qr-support';
import { baseUrl, screenshot, settled, signInAsAdmin, specBrowser, type Variant, watch } from './support';

/**
 * Issue 10, service requests: a settled company raises a repair request with two JPEG photos on /service →
 * staff find it in the inbox (/system/feedback), open it with its photos, answer and complete it → the company
 * sees 已完成 and the 平台反馈 on /service_list. Screenshots of the three pages, desktop and phone.
 */

const browser = specBrowser();

async function signedIn(token: string, variant: Variant = 'desktop'): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.context(variant);
  await context.addCookies([{ name: 'token', value: token, url: baseUrl(), httpOnly: true, sameSite: 'Lax' }]);
  const page = await context.newPage();
  return { page, errors: watch(page) };
}

async function adminPage(variant: Variant = 'desktop'): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.context(variant);
  const page = await context.newPage();
  const errors = watch(page);
  await signInAsAdmin(page);
  return { page, errors };
}

const jpeg = async (name: string, color: string) => ({
  name,
  mimeType: 'image/jpeg',
  buffer: await sharp({ create: { width: 640, height: 480, channels: 3, background: color } })
    .jpeg()
    .toBuffer(),
});

/** Every image in `scope` has loaded (authorized files come back with the session cookie). */
const imagesLoaded = (page: Page, scope: string) =>
  page.evaluate((sel) => {
    const imgs = [...document.querySelectorAll<HTMLImageElement>(`${sel} img`)];
    return imgs.length > 0 && imgs.every((i) => i.complete && i.naturalWidth > 0);
  }, scope);

const visible = (page: Page, text: string) =>
  expect.poll(() => page.getByText(text, { exact: false }).first().isVisible(), { timeout: 10_000 }).toBe(true);

describe('service requests, end to end', () => {
  const run = Date.now().toString(36);
  const companyName = `诉求旅程${run}科技有限公司`;
  const title = `1601室空调不制冷 ${run}`;
  const reply = '已更换空调内机电容，恢复正常制冷，感谢反馈。';
  let token = '';

  it('a settled company raises a repair request with two photos', async () => {
    // The company is made by API first: the administrator's API login must come before the browser sign-in.
    token = await personalToken(`诉求测试${run}`);
    await reviewByApi(await applyByApi(token, companyName), 1);

    const { page, errors } = await signedIn(token);
    await page.goto('/service');
    await visible(page, '报修请附上照片');
    await visible(page, '借用会议室请写明名称、时间和时长');
    await screenshot(page, 'feedback-service-1280');

    // The spec's messages, under the fields.
    await page.getByRole('button', { name: /提\s*交$/ }).click();
    await visible(page, '请输入标题');
    await visible(page, '请输入简述');

    await page.getByLabel('标题').fill(title);
    await page.getByLabel('简述').fill('东侧两台空调内机开机后不制冷，已持续两天，请安排维修。');
    await page
      .locator('[data-upload="feedback"] input[type=file]')
      .setInputFiles([await jpeg('ac-1.jpg', '#3366cc'), await jpeg('ac-2.jpg', '#cc6633')]);
    const photos = page.locator('[data-upload="feedback"]');
    const done = photos.locator('[data-state="done"] img');
    await expect.poll(() => done.count(), { timeout: 15_000 }).toBe(2);
    for (const src of await done.evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src')))) expect(src).toMatch(/^\/files\/\d+$/);
    await expect.poll(() => imagesLoaded(page, '[data-upload="feedback"]')).toBe(true);
    await screenshot(page, 'feedback-service-filled-1280');

    // A PNG named .jpg is refused by its content, with the spec's message; nothing is added.
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#888' } })
      .png()
      .toBuffer();
    await photos.locator('input[type=file]').setInputFiles([{ name: 'fake.jpg', mimeType: 'image/jpeg', buffer: png }]);
    await visible(page, '仅支持 JPG 格式的图片');
    expect(await photos.locator('[data-state]').count()).toBe(2);
    // A third photo, then removed: the form keeps the first two.
    await photos.locator('input[type=file]').setInputFiles([await jpeg('ac-3.jpg', '#33aa66')]);
    await expect.poll(() => done.count(), { timeout: 15_000 }).toBe(3);
    await photos.getByRole('button', { name: '删除照片 3' }).click();
    await expect.poll(() => done.count()).toBe(2);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toContain('上传照片');
    // A stored photo opens larger; Esc closes it and focus returns to the thumbnail.
    await photos.getByRole('button', { name: '查看照片 1' }).click();
    const preview = page.getByRole('dialog', { name: '照片 1' });
    await expect
      .poll(() => preview.getByRole('img', { name: '照片 1' }).evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth))
      .toBe(640);
    await screenshot(page, 'feedback-service-photo-preview-1280');
    await page.keyboard.press('Escape');
    await expect.poll(() => preview.isVisible()).toBe(false);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('查看照片 1');

    await page.getByRole('button', { name: /提\s*交$/ }).click();
    await visible(page, '提交成功');
    await page.waitForURL((u) => u.pathname === '/service_list', { timeout: 10_000 });
    const card = page.getByRole('article', { name: title });
    await expect.poll(() => card.innerText()).toContain('待处理');
    await expect.poll(() => card.innerText()).toContain('2 张照片');

    // 需求记录 on /service opens the same records, 6 a page.
    await page.goto('/service');
    await page.getByRole('button', { name: '需求记录' }).click();
    const records = await settled(page.getByRole('dialog', { name: '需求记录' }));
    await expect.poll(() => records.innerText()).toContain(title);
    await screenshot(page, 'feedback-service-records-1280');
    expect(errors).toEqual([]);
  });

  it('staff find it in the inbox, see the photos, answer and complete it', async () => {
    const { page, errors } = await adminPage();
    await page.goto('/system/feedback');
    const open = page.getByRole('button', { name: `答复：${companyName}「${title}」` });
    await open.waitFor({ timeout: 10_000 });
    const row = page.getByRole('row', { name: new RegExp(title) });
    await expect.poll(() => row.innerText()).toContain('待答复');
    await screenshot(page, 'feedback-inbox-1280');

    await open.click();
    const dialog = await settled(page.getByRole('dialog', { name: '服务诉求详情' }));
    await expect.poll(() => dialog.innerText(), { timeout: 10_000 }).toContain(companyName);
    await expect.poll(() => dialog.getByRole('img', { name: /照片 \d/ }).count()).toBe(2);
    await expect.poll(() => imagesLoaded(page, '.ant-modal-body ul')).toBe(true);
    await dialog.getByLabel('平台反馈').fill(reply);
    await screenshot(page, 'feedback-inbox-detail-1280');
    await dialog.getByRole('button', { name: /答复并办结/ }).click();
    await visible(page, '已答复并办结');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect.poll(() => row.innerText(), { timeout: 10_000 }).toContain('已完成');
    await expect.poll(() => row.innerText()).toContain('已答复');

    // The 已完成 filter finds it; the 超时未答复 filter does not (it was answered today).
    await page.getByRole('group', { name: '处理状态' }).getByRole('link', { name: '已完成' }).click();
    await page.waitForURL(/status=done/);
    await page.getByRole('button', { name: `查看：${companyName}「${title}」` }).waitFor();
    expect(errors).toEqual([]);
  });

  it('the company sees 已完成 and the 平台反馈 on /service_list', async () => {
    const { page, errors } = await signedIn(token);
    await page.goto('/service_list');
    const card = page.getByRole('article', { name: title });
    await expect.poll(() => card.innerText()).toContain('已完成');
    await expect.poll(() => card.innerText()).toContain(`平台反馈：${reply}`);
    await card.getByRole('button', { name: `查看详情：${title}` }).click();
    const dialog = await settled(page.getByRole('dialog', { name: '服务诉求详情' }));
    await expect.poll(() => dialog.innerText()).toContain(reply);
    await expect.poll(() => dialog.innerText()).toContain('平台反馈');
    await expect.poll(() => imagesLoaded(page, '.ant-modal-body ul')).toBe(true);
    // A photo opens larger.
    await dialog.getByRole('img', { name: /照片 1/ }).click();
    await page.locator('.ant-image-preview-img').waitFor({ timeout: 10_000 });
    await screenshot(page, 'feedback-service-list-preview-1280');
    await page.keyboard.press('Escape');
    await screenshot(page, 'feedback-service-list-detail-1280');
    expect(errors).toEqual([]);
  });

  it('looks right on a phone, and for the demo company with its history', async () => {
    const demo = await personalToken('王启明');
    for (const variant of ['desktop', 'phone'] as const) {
      const { page, errors } = await signedIn(demo, variant);
      await page.goto('/service_list');
      await page.getByRole('article').first().waitFor();
      await visible(page, '已完成');
      await visible(page, '待处理');
      await screenshot(page, `feedback-service-list-demo-${variant}`);
      await page
        .getByRole('article', { name: '1602室卫生间漏水' })
        .getByRole('button', { name: /查看详情/ })
        .click();
      await settled(page.getByRole('dialog', { name: '服务诉求详情' }));
      await visible(page, '已更换角阀和软管');
      await screenshot(page, `feedback-service-list-demo-detail-${variant}`);
      if (variant === 'phone') {
        await page.goto('/service');
        await visible(page, '提出需求');
        await screenshot(page, 'feedback-service-phone');
      }
      expect(errors).toEqual([]);
    }
    // A company not settled yet sees what the rest of the company area shows then.
    const newcomer = await signedIn(await personalToken(`诉求未入驻${run}`));
    await newcomer.page.goto('/service');
    await visible(newcomer.page, '请先入驻企业');
    await newcomer.page.getByRole('link', { name: /申请入驻/ }).waitFor();
    expect(newcomer.errors).toEqual([]);

    const { page, errors } = await adminPage('phone');
    await page.goto('/system/feedback');
    await page.getByRole('table').waitFor();
    await screenshot(page, 'feedback-inbox-phone');
    // The demo park has a request left 80 days (close to the three-month line) and one waiting six days.
    await page.goto('/system/feedback?age=critical');
    await expect.poll(() => page.getByRole('row', { name: /申请增加地面停车位/ }).innerText()).toContain('临近三个月未答复');
    await page.goto('/system/feedback?age=overdue');
    await expect.poll(() => page.getByRole('row', { name: /实验室排风噪音大/ }).innerText()).toContain('超时未答复');
    expect(errors).toEqual([]);
  });
});
