import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDays, parkToday } from '../shared/billing/rules';
import { contextWithSession, personalToken } from './qr-support';
import { api, baseUrl, screenshot, settled, signInAsAdmin, specBrowser, watch } from './support';

/**
 * Issue 10, 政策通知: staff publish a notice to the demo company (杭州瀚芯微电子有限公司, 王启明) → follow it up
 * → the company sees it on /policy_notice with its link opening in a new tab → staff delete it after
 * '确定删除吗？' → the company no longer sees it.
 */

const COMPANY = '杭州瀚芯微电子有限公司';
const LINK = 'https://www.gov.cn/zhengce/';

const browser = specBrowser();

async function pickOption(page: Page, label: string, text: string) {
  const box = page.getByLabel(label, { exact: true });
  await box.click();
  await box.pressSequentially(text);
  // antd renders the open list in a portal; the option is chosen with Enter once the search shows it.
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: text }).first().waitFor();
  await box.press('Enter');
  const field = page.locator('.ant-form-item', { has: page.getByText(label, { exact: true }) }).first();
  await expect.poll(() => field.innerText()).toContain(text);
}

async function fillDate(page: Page, label: string, ymd: string) {
  const box = page.getByLabel(label, { exact: true });
  await box.click();
  await box.fill(ymd);
  await box.press('Enter');
}

describe('policy notices from publishing to deletion', () => {
  it('reaches the demo company, is followed up, and is gone for the company once staff delete it', async () => {
    const run = Date.now().toString(36);
    const title = `关于申报集成电路流片补贴的提醒（E2E ${run}）`;
    const note = `已电话联系王启明，提醒按期申报（${run}）`;
    const end = addDays(parkToday(), 30);

    // The demo company's owner signs in by the demo QR (nickname 王启明 names the seeded owner).
    const token = await personalToken('王启明');
    const mine = await api<{ company_name: string }[]>('/api/index/my_notice', {}, token);
    expect(mine.body.code, mine.body.msg).toBe(1);
    expect(mine.body.data.some((n) => n.company_name === COMPANY)).toBe(true);

    // Staff publish the notice to the demo company.
    const staffContext = await browser.context();
    const staff = await staffContext.newPage();
    const staffErrors = watch(staff);
    await signInAsAdmin(staff);
    await staff.goto('/system/account');
    await staff.getByRole('columnheader', { name: '企业' }).waitFor();
    await staff.getByRole('button', { name: '新增通知' }).click();
    const add = await settled(staff.getByRole('dialog', { name: '新增通知' }));
    await add.getByRole('button', { name: '发布' }).click();
    await add.getByText('请输入通知标题').waitFor();
    await pickOption(staff, '接收企业', COMPANY);
    await add.getByLabel('通知标题', { exact: true }).fill(title);
    await fillDate(staff, '结束日期', end);
    await add.getByLabel('链接（选填）', { exact: true }).fill('javascript:alert(1)');
    await add.getByRole('button', { name: '发布' }).click();
    await add.getByText('请填写以 http:// 或 https:// 开头的链接').waitFor();
    await add.getByLabel('链接（选填）', { exact: true }).fill(LINK);
    await screenshot(staff, 'policy-notices-add-1280');
    await add.getByRole('button', { name: '发布' }).click();
    const row = staff.locator('tbody tr', { hasText: title });
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => row.innerText()).toContain(COMPANY);
    await expect.poll(() => row.innerText()).toContain('未跟进');

    // 跟进: the dialog asks '确定跟进吗？' and takes the note.
    await staff.getByRole('button', { name: `跟进：${title}` }).click();
    const follow = await settled(staff.getByRole('dialog', { name: '确定跟进吗？' }));
    await follow.getByRole('button', { name: '确定跟进' }).click();
    await follow.getByText('请输入跟进内容').waitFor();
    await follow.getByLabel('跟进内容').fill(note);
    await screenshot(staff, 'policy-notices-follow-1280');
    await follow.getByRole('button', { name: '确定跟进' }).click();
    await expect.poll(() => row.innerText(), { timeout: 15_000 }).toContain('已跟进');
    await expect.poll(() => row.innerText()).toContain(note);
    await staff.getByRole('button', { name: `跟进记录：${title}` }).click();
    const history = await settled(staff.getByRole('dialog', { name: `跟进记录：${title}` }));
    await expect.poll(() => history.innerText()).toContain(note);
    await expect.poll(() => history.innerText()).toContain(parkToday());
    await screenshot(staff, 'policy-notices-history-1280');
    await history.getByRole('button', { name: '关闭' }).last().click();
    await expect.poll(() => history.count()).toBe(0);
    await screenshot(staff, 'policy-notices-staff-1280');

    // The company sees it, current, its link opening in a new tab.
    const companyContext = await contextWithSession(browser, token);
    const company = await companyContext.newPage();
    const companyErrors = watch(company);
    await company.goto('/policy_notice');
    const card = company.getByRole('article', { name: title });
    await card.waitFor({ timeout: 10_000 });
    await expect.poll(() => card.innerText()).toContain('进行中');
    await expect.poll(() => card.innerText()).toContain(`${parkToday()} 至 ${end}`);
    const link = card.getByRole('link', { name: title });
    expect(await link.getAttribute('href')).toBe(LINK);
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toContain('noopener');
    // The staff's notes stay with the staff.
    expect(await company.content()).not.toContain(note);
    await screenshot(company, 'policy-notices-company-1280');

    const phoneContext = await browser.context('phone');
    await phoneContext.addCookies([{ name: 'token', value: token, url: baseUrl(), httpOnly: true, sameSite: 'Lax' }]);
    const phone = await phoneContext.newPage();
    const phoneErrors = watch(phone);
    await phone.goto('/policy_notice');
    await phone.getByRole('article', { name: title }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(phone, 'policy-notices-company-360');

    // Staff delete it after '确定删除吗？'.
    await staff.getByRole('button', { name: `删除：${title}` }).click();
    const confirm = await settled(staff.getByRole('dialog'));
    await confirm.getByText('确定删除吗？').filter({ visible: true }).waitFor();
    await screenshot(staff, 'policy-notices-delete-1280');
    await confirm.getByRole('button', { name: '删除' }).click();
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(0);

    // The company no longer sees it.
    await company.reload();
    await company.getByRole('article').first().waitFor();
    expect(await company.getByRole('article', { name: title }).count()).toBe(0);
    const after = await api<{ title: string }[]>('/api/index/my_notice', { page_size: 50 }, token);
    expect(after.body.data.map((n) => n.title)).not.toContain(title);

    // The staff page on a phone: the table scrolls in its own box, the page does not.
    const staffPhone = await browser.context('phone');
    await staffPhone.addCookies(await staffContext.cookies());
    const staffPhonePage = await staffPhone.newPage();
    const staffPhoneErrors = watch(staffPhonePage);
    await staffPhonePage.goto('/system/account');
    await staffPhonePage.getByRole('button', { name: '新增通知' }).waitFor();
    expect(await staffPhonePage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(staffPhonePage, 'policy-notices-staff-360');

    expect(staffErrors).toEqual([]);
    expect(companyErrors).toEqual([]);
    expect(phoneErrors).toEqual([]);
    expect(staffPhoneErrors).toEqual([]);
  });
});
