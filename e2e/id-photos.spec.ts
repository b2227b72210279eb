import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { personalToken } from './qr-support';
import { api, baseUrl, screenshot, settled, signInAsAdmin, specBrowser, watch } from './support';

/**
 * Issue 11, personal data: the staff delete an applicant's ID photos on request (PIPL art. 47) from the
 * application's detail, after a confirmation; both the staff and the applicant then see when. The photos are
 * served watermarked and never cached.
 */

const browser = specBrowser();

async function uploadAs(token: string, kind: string, color: string): Promise<string> {
  const image = await sharp({ create: { width: 480, height: 320, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('name', kind);
  form.append('file', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), `${kind}.jpg`);
  const res = (await (
    await fetch(new URL('/api/common/upload', baseUrl()), { method: 'POST', headers: { token }, body: form })
  ).json()) as { code: number; msg: string; data: { url: string } };
  if (res.code !== 1) throw new Error(`upload ${kind}: ${res.msg}`);
  return res.data.url;
}

const today = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai' }).format(new Date());
const visible = (page: Page, text: string) =>
  expect.poll(() => page.getByText(text, { exact: false }).first().isVisible(), { timeout: 10_000 }).toBe(true);

describe('ID photos deleted on request', () => {
  it('the staff delete them from the application after confirming; staff and applicant see the date', { timeout: 180_000 }, async () => {
    const company = `证照删除测试${Date.now() % 100000}有限公司`;
    const token = await personalToken('证照申请人');
    const body = {
      shop_name: company,
      people_name: '赵女士',
      mobile: '13800139000',
      province: 330000,
      city: 330100,
      district: 330108,
      license: await uploadAs(token, 'license', '#f0f0f0'),
      befor_pic: await uploadAs(token, 'befor_pic', '#dde7f3'),
      after_pic: await uploadAs(token, 'after_pic', '#e8f0dd'),
      id_consent: true,
    };
    expect((await api('/api/index/shop_submit', body, token)).body.code).toBe(1);

    // Served to the applicant watermarked (not the bytes uploaded), and never cached.
    const view = await fetch(new URL(body.befor_pic, baseUrl()), { headers: { token } });
    expect(view.status).toBe(200);
    expect(view.headers.get('cache-control')).toContain('no-store');

    const context = await browser.context();
    const ap = await context.newPage();
    const errors = watch(ap);
    await signInAsAdmin(ap);
    await ap.goto(`/system/applylist?keyword=${encodeURIComponent(company)}`);
    await ap.getByRole('button', { name: `审核「${company}」` }).click();
    const dialog = await settled(ap.locator('.ant-modal').filter({ hasText: `入驻申请详情：${company}` }));
    await expect.poll(() => dialog.locator('img').count()).toBe(3);
    await dialog.getByRole('button', { name: '删除身份证照片' }).click();
    const confirm = await settled(ap.locator('.ant-modal-confirm'));
    await screenshot(ap, 'id-photos-delete-confirm-desktop');
    await expect.poll(() => confirm.textContent()).toContain('确定删除该申请的法人身份证照片吗？');
    await confirm.getByRole('button', { name: /删\s*除/ }).click();
    await visible(ap, '身份证照片已删除');
    const note = `身份证照片已于 ${today()} 删除`;
    await expect.poll(() => dialog.getByText(note).isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => dialog.locator('img').count()).toBe(1);
    expect(await dialog.getByRole('button', { name: '删除身份证照片' }).count()).toBe(0);
    await screenshot(ap, 'id-photos-deleted-dialog-desktop');

    // The files are gone for everyone.
    const gone = await fetch(new URL(body.befor_pic, baseUrl()), { headers: { token } });
    expect([gone.status, await gone.json()]).toEqual([200, { code: 0, msg: '文件不存在', data: null }]);

    // The applicant sees the same note on their application.
    const user = await browser.context();
    await user.addCookies([{ name: 'token', value: token, url: baseUrl(), httpOnly: true, sameSite: 'Lax' }]);
    const page = await user.newPage();
    const userErrors = watch(page);
    await page.goto('/companyinfo');
    await visible(page, note);
    await screenshot(page, 'id-photos-deleted-applicant-desktop');

    expect(errors).toEqual([]);
    expect(userErrors).toEqual([]);
  });
});
