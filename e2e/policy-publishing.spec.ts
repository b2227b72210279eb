import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { StaffRole } from '../shared/auth/staff-roles';
import { addStaffAccounts } from './staff-support';
import { api, chooseOption, screenshot, settled, signInAsAdmin, specBrowser, watch } from './support';

/**
 * Issue 13, the content editor: creates a policy in /system/policies, publishes it now → it leads the home page's
 * policy tab and /information, its detail page shows it and offers its PDF attachment; unpublishes it → gone from the public pages.
 * The editor is an account holding only 内容编辑. Then the auditor (an account holding only 审计管理员) finds the
 * unpublishing in the audit viewer, sees before → after and exports it as CSV.
 */

const SLOW = { timeout: 15_000 };
const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const TITLE = `关于组织申报浮光专项资金的通知${Date.now().toString(36)}`;
const AUDITOR = { username: `polaud${Date.now().toString(36)}`, password: 'Audit-e2e-Passw0rd!' } as const;
const EDITOR = { username: `poledit${Date.now().toString(36)}`, password: 'Editor-e2e-Passw0rd!' } as const;

const browser = specBrowser();

describe('policy publishing', () => {
  it('lets an editor publish a policy that leads the public pages at once, then unpublish it; the auditor finds and exports the change', async () => {
    // The accounts first: adding one restarts the server (its embedded database has one writer).
    await addStaffAccounts([
      { ...AUDITOR, roles: [StaffRole.AUDITOR] },
      { ...EDITOR, roles: [StaffRole.CONTENT], nickname: '编辑小王' },
    ]);
    const context = await browser.context('desktop');
    const page = await context.newPage();
    const errors = watch(page);
    await signInAsAdmin(page, EDITOR);
    await page.goto('/system/policies');
    await expect.poll(() => page.locator('main').innerText(), SLOW).toContain('新建政策');

    // Create a draft in the drawer: title, category, body in the rich-text editor.
    await page.getByRole('button', { name: '新建政策' }).click();
    const drawer = page.getByRole('dialog').filter({ hasText: '新建政策' });
    await drawer.getByLabel('标题', { exact: true }).waitFor(SLOW);
    await drawer.getByLabel('标题', { exact: true }).fill(TITLE);
    // Picked and checked (chooseOption): a click that lands while the list slides open leaves no category, and the save is refused.
    await chooseOption(page, drawer, '分类', '科技');
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
    const gone = await fetch(new URL(fileUrl.pathname, home.url()));
    expect([gone.status, gone.headers.get('cache-control'), await gone.json()]).toEqual([
      200,
      'private, no-store',
      { code: 0, msg: '文件不存在', data: null },
    ]);
    expect(errors).toEqual([]);

    // The auditor signs in (a context of their own) and finds the unpublishing: action and object.
    const auditContext = await browser.context('desktop');
    const audit = await auditContext.newPage();
    const auditErrors = watch(audit);
    await signInAsAdmin(audit, AUDITOR);
    await audit.goto('/system/audit');
    await expect.poll(() => audit.locator('main').innerText(), SLOW).toContain('审计日志');
    await audit.getByLabel('操作', { exact: true }).fill('policy.unpublish');
    await audit.keyboard.press('Escape');
    await audit.getByLabel('对象编号', { exact: true }).fill(String(id));
    await audit.getByRole('button', { name: '查询' }).click();
    await audit.waitForURL(
      (url) => url.searchParams.get('action') === 'policy.unpublish' && url.searchParams.get('object_id') === String(id),
    );
    const auditRows = audit.locator('.ui-table tbody tr.ui-table-row');
    await expect.poll(() => auditRows.count(), SLOW).toBe(1);
    const auditRow = auditRows.first();
    await expect.poll(() => auditRow.innerText(), SLOW).toContain('下线政策');

    // Before → after: the state went from published (1) to unpublished (0); the title is the policy's.
    await auditRow.getByRole('button', { name: /查看第 \d+ 条审计记录/ }).click();
    const record = await settled(audit.getByRole('dialog', { name: /审计记录 #\d+/ }));
    await expect.poll(() => record.innerText(), SLOW).toContain('变更前后');
    const diff = record.getByRole('table', { name: '变更前后对比' });
    expect(await diff.getByRole('row', { name: /status/ }).innerText()).toMatch(/status[\s\S]*1[\s\S]*0/);
    expect(await record.innerText()).toContain(TITLE);
    expect(await record.innerText()).toContain('内容编辑');
    await screenshot(audit, 'policy-unpublish-audit-record');
    await audit.keyboard.press('Escape');

    // 导出 CSV with the same filters: one line, the action, the policy's id and title.
    const [csvFile] = await Promise.all([audit.waitForEvent('download'), audit.getByRole('link', { name: '导出 CSV' }).click()]);
    expect(csvFile.suggestedFilename()).toMatch(/^审计日志-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await csvFile.path())!)
      .subarray(3)
      .toString('utf8');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toContain('操作代码');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('下线政策');
    expect(lines[1]).toContain('policy.unpublish');
    expect(lines[1]).toContain(`,${id},`);
    expect(lines[1]).toContain(TITLE);
    expect(lines[1]).toContain('status: 1 → 0');
    expect(auditErrors).toEqual([]);
    // Two roles' journeys and a server restart: more than the default minute on a busy machine.
  }, 180_000);
});
