import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDays } from '../shared/billing/rules';
import { StaffRole } from '../shared/auth/staff-roles';
import { addStaffAccount } from './staff-support';
import { ADMIN, api, screenshot, settled, signInAsAdmin, specBrowser, watch } from './support';

/**
 * Issue 13, the auditor: a staff member of park operations changes a lease; the auditor (审计管理员, an account of
 * that role alone) signs in, finds the change by filtering the audit trail, opens it (before → after) and exports
 * the filtered trail as CSV, read back from the download.
 */

const AUDITOR = { username: `auditor${Date.now().toString(36)}`, password: 'Audit-e2e-Passw0rd!' } as const;

const browser = specBrowser();

async function openAs(variant: 'desktop' | 'phone'): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.context(variant);
  const page = await context.newPage();
  const errors = watch(page);
  await signInAsAdmin(page, AUDITOR);
  return { page, errors };
}

describe('audit viewer', () => {
  it('lets the auditor find a lease change by another staff member, open it and export it as CSV', async () => {
    await addStaffAccount(AUDITOR.username, AUDITOR.password, [StaffRole.AUDITOR]);

    // The first administrator (park operations among its roles) corrects a demo lease's paid-through date.
    const login = await api<{ token: string }>('/api/user/admin_login', ADMIN);
    const token = login.body.data.token;
    const leases = await api<{ id: number; expire_time: string; number: string }[]>('/api/admin/lease_list', { status: 1 }, token);
    const lease = leases.body.data[0]!;
    expect(lease, 'a live demo lease').toBeTruthy();
    const moved = addDays(lease.expire_time, 31);
    const changed = await api('/api/index/update_time', { type: 1, id: lease.id, expire_time: moved }, token);
    expect(changed.body.code).toBe(1);

    // The auditor signs in; the back office opens on the audit trail, the only page of the role.
    const { page, errors } = await openAs('desktop');
    await page.goto('/system/audit');
    await expect.poll(() => page.locator('main').innerText()).toContain('审计日志');

    // Filter: who (the administrator's account), what (修改房租到期时间), which lease.
    await page.getByLabel('操作人', { exact: true }).fill(ADMIN.username);
    const action = page.getByLabel('操作', { exact: true });
    await action.fill('lease.update_time');
    await page.keyboard.press('Escape');
    await page.getByLabel('对象编号', { exact: true }).fill(String(lease.id));
    await page.getByRole('button', { name: '查询' }).click();
    await page.waitForURL(
      (url) => url.searchParams.get('action') === 'lease.update_time' && url.searchParams.get('object_id') === String(lease.id),
    );
    const rows = page.locator('.ui-table tbody tr.ui-table-row');
    await expect.poll(() => rows.count()).toBe(1);
    const row = rows.first();
    await expect.poll(() => row.innerText()).toContain('修改房租到期时间');
    expect(await row.innerText()).toContain(`${lease.expire_time}`);
    expect(await row.innerText()).toContain(moved);
    await screenshot(page, 'audit-viewer-1280-list');

    // The record: before → after side by side.
    await row.getByRole('button', { name: /查看第 \d+ 条审计记录/ }).click();
    const drawer = await settled(page.getByRole('dialog', { name: /审计记录 #\d+/ }));
    await expect.poll(() => drawer.innerText()).toContain('变更前后');
    const diff = drawer.getByRole('table', { name: '变更前后对比' });
    const changedRow = diff.getByRole('row', { name: /expire_time/ });
    expect(await changedRow.innerText()).toMatch(new RegExp(`expire_time[\\s\\S]*${lease.expire_time}[\\s\\S]*${moved}`));
    expect(await drawer.innerText()).toContain('园区运营');
    await screenshot(page, 'audit-viewer-1280-record');
    await page.keyboard.press('Escape');

    // 导出 CSV with the same filters: read the download back.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: '导出 CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^审计日志-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = readFileSync((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trim().split('\r\n');
    expect(lines[0]).toContain('时间,操作人');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('修改房租到期时间');
    expect(lines[1]).toContain(`expire_time: ${lease.expire_time} → ${moved}`);

    // The export itself is in the trail now.
    await page.goto('/system/audit?action=audit.export');
    await expect.poll(() => page.locator('.ui-table tbody').innerText()).toContain('导出审计日志');
    expect(errors).toEqual([]);

    // On a phone: the same view, filters first, the table scrolling in its own box.
    const phone = await openAs('phone');
    await phone.page.goto(`/system/audit?action=lease.update_time&object_id=${lease.id}`);
    await expect.poll(() => phone.page.locator('.ui-table tbody').innerText()).toContain('修改房租到期时间');
    await screenshot(phone.page, 'audit-viewer-360');
    expect(phone.errors).toEqual([]);
  });

  it("keeps the trail from other roles: the administrator is told /system/audit is the 审计管理员's, and shown none of it", async () => {
    const context = await browser.context();
    const page = await context.newPage();
    await signInAsAdmin(page);
    await page.goto('/system/audit');
    await expect.poll(() => page.locator('main').innerText()).toContain('「审计日志」仅供审计管理员使用');
    expect(await page.locator('main table').count()).toBe(0);
    expect(await page.getByRole('link', { name: '前往房租预警' }).count()).toBe(1);
    const res = await api('/api/admin/audit_list', {}, (await api<{ token: string }>('/api/user/admin_login', ADMIN)).body.data.token);
    expect([res.status, res.body.code, res.body.msg]).toEqual([200, 0, '无权访问']);
  });
});
