import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDays, parkToday } from '../shared/billing/rules';
import type { ContractOptions } from '../shared/contracts/billing';
import { applyByApi, contextWithSession, personalToken, reviewByApi } from './qr-support';
import { ADMIN, api, screenshot, settled, signInAsAdmin, specBrowser, watch } from './support';

/**
 * Issue 9, the money loop: staff create a lease that lapses in five days → it shows under 一周内到期 and in the
 * overview → the company sees the warning on /room_price → staff record the payment with 已缴费，解除预警 → the
 * warning is gone on both sides and the payment shows in the company's history.
 */

const browser = specBrowser();

const SOON = '即将到期（1个月内），请及时续费';

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

describe('rent from lease to payment', () => {
  it('warns both sides of a lease lapsing in five days and lifts the warning when staff record the payment', async () => {
    const run = Date.now().toString(36);
    const companyName = `收费旅程${run}科技有限公司`;
    const contractNo = `HT-E2E-${run}`;
    const token = await personalToken(`收费测试${run}`);
    const companyId = await applyByApi(token, companyName);
    await reviewByApi(companyId, 1);

    // A vacant room, read before the staff's browser session (a new administrator login replaces older ones).
    const login = await api<{ token: string }>('/api/user/admin_login', ADMIN);
    const options = await api<ContractOptions>('/api/admin/contract_options', {}, login.body.data.token);
    const room = options.body.data.rooms.find((r) => !r.leased);
    expect(room, 'a vacant demo room').toBeTruthy();
    const before = await api<{ warn_number: number }>('/api/index/warn_data', {}, login.body.data.token);
    const paidThrough = addDays(parkToday(), 5);

    // Staff create the lease in the back office.
    const staffContext = await browser.context();
    const staff = await staffContext.newPage();
    const staffErrors = watch(staff);
    await signInAsAdmin(staff);
    await staff.goto('/system/leases');
    await staff.getByRole('button', { name: '新建租约' }).click();
    await pickOption(staff, '企业', companyName);
    await pickOption(staff, '房间', room!.number);
    await staff.getByLabel('合同编号', { exact: true }).fill(contractNo);
    await staff.getByLabel('月租金(元)', { exact: true }).fill('8000');
    const paid = staff.getByLabel('已缴至', { exact: true });
    await paid.click();
    await paid.fill(paidThrough);
    await staff.getByLabel('合同编号', { exact: true }).click();
    await staff.getByRole('button', { name: '保存', exact: true }).click();
    await expect.poll(() => staff.getByRole('row', { name: new RegExp(contractNo) }).count(), { timeout: 15_000 }).toBe(1);
    await screenshot(staff, 'billing-leases-1280');

    // It is under 一周内到期, and the overview counts it.
    await staff.goto('/system/warning');
    await staff.getByRole('navigation', { name: '预警类型' }).getByRole('link', { name: '一周内到期' }).click();
    await staff.waitForURL(/tab=2/);
    const detail = staff.getByRole('button', { name: `查看详情：${companyName} ${room!.number}` });
    await detail.waitFor({ timeout: 10_000 });
    const overview = staff.locator('section', { has: staff.getByRole('heading', { name: '园区概览' }) });
    await expect.poll(() => overview.innerText()).toContain(String(before.body.data.warn_number + 1));
    await screenshot(staff, 'billing-warning-1280');

    // The company sees the warning on /room_price.
    const companyContext = await contextWithSession(browser, token);
    const company = await companyContext.newPage();
    const companyErrors = watch(company);
    await company.goto('/room_price');
    const card = company.getByRole('article', { name: room!.number });
    await expect.poll(() => card.innerText()).toContain(SOON);
    await expect.poll(() => card.innerText()).toContain(paidThrough);
    await screenshot(company, 'billing-room-price-warned');

    // Staff record the payment with 已缴费，解除预警.
    await detail.click();
    const dialog = await settled(staff.getByRole('dialog', { name: '预警详情' }));
    await dialog.getByRole('button', { name: '已缴费，解除预警' }).click();
    const pay = await settled(staff.getByRole('dialog', { name: '登记缴费' }));
    await pay.getByText('对公转账', { exact: true }).click();
    await pay.getByLabel('备注（选填）').fill('E2E 转账流水');
    await pay.getByRole('button', { name: /确认缴费/ }).click();
    await expect.poll(() => detail.count(), { timeout: 15_000 }).toBe(0);

    // The warning is gone for the company, and the payment is in its history.
    await company.reload();
    await expect.poll(() => card.innerText()).not.toContain(SOON);
    await card.getByRole('link', { name: `查看「${room!.number}」的缴费记录` }).click();
    const history = company.getByRole('table', { name: `${room!.number}的缴费记录` });
    await expect.poll(() => history.innerText(), { timeout: 10_000 }).toContain('对公转账');
    await expect.poll(() => history.innerText()).toContain('E2E 转账流水');
    await screenshot(company, 'billing-room-price-history');

    expect(staffErrors).toEqual([]);
    expect(companyErrors).toEqual([]);
  });
});
