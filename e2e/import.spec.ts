import ExcelJS from 'exceljs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDays, parkToday } from '../shared/billing/rules';
import { withCreditCheck } from '../shared/imports/rules';
import { violationsOf } from './axe-support';
import { screenshot, signInAsAdmin, specBrowser, textOf } from './support';

/**
 * Issue 31, a park moving in: staff download the 整本导入 template on /system/imports, a script fills three rooms, two
 * companies and two leases (one paid through five days from today, one far ahead), the check shows the plan, 确认导入
 * writes it; the lapsing lease is under 一周内到期 on the warnings page, and the company's contact mobile (invited
 * as 负责人 by the import) signs in by SMS and sees it with its warning on 房屋费用. Two people, two browser contexts.
 */

const browser = specBrowser();
const SLOW = { timeout: 15_000 };
const run = Date.now().toString(36);
const building = `导入${run}栋`;
const rooms = [1, 2, 3].map((n) => `R${run}-${n}01`);
const companies = [`导入旅程${run}科技有限公司`, `导入旅程${run}贸易有限公司`];
const creditCode = withCreditCheck(`91320102${String(Date.now() % 1e9).padStart(9, '0')}`);
/** Company one's contact mobile, of this run only: the import invites it as 负责人. */
const ownerPhone = `136${String(Date.now() % 1e8).padStart(8, '0')}`;
const otherPhone = `135${String((Date.now() + 1) % 1e8).padStart(8, '0')}`;
/**
 * The owner's browser is a client of its own (the e2e server believes X-Forwarded-For from loopback): SMS codes are
 * limited per client network, and other specs spend codes from 127.0.0.1.
 */
const ownerAddress = `10.31.${Date.now() % 250}.1`;
const today = parkToday();
const lapsing = addDays(today, 5);
const fileName = `园区数据${run}.xlsx`;

/** The template's columns by header (a required one is marked 名称*). */
function columnsOf(ws: ExcelJS.Worksheet): Map<string, number> {
  const at = new Map<string, number>();
  ws.getRow(1).eachCell((cell, col) => at.set(String(cell.value).replace(/\*$/, ''), col));
  return at;
}

/** Writes rows from row 3 (row 2 is the template's example, left as it is), cells by header. */
function fill(wb: ExcelJS.Workbook, sheet: string, rows: Record<string, string | number>[]) {
  const ws = wb.getWorksheet(sheet);
  if (!ws) throw new Error(`模板缺少工作表「${sheet}」`);
  const at = columnsOf(ws);
  rows.forEach((cells, i) => {
    for (const [header, value] of Object.entries(cells)) {
      const col = at.get(header);
      if (!col) throw new Error(`工作表「${sheet}」缺少「${header}」列`);
      ws.getCell(3 + i, col).value = value;
    }
  });
}

async function fillTemplate(file: string): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(file);
  expect(wb.worksheets.map((w) => w.name)).toEqual(expect.arrayContaining(['房间', '企业', '房租合同', '服务费合同', '缴费记录']));
  fill(
    wb,
    '房间',
    rooms.map((number, i) => ({ 楼栋: building, 房间号: number, 楼层: `${i + 1}层`, '面积(㎡)': 80 + i * 20, 用途: '办公' })),
  );
  fill(wb, '企业', [
    { 企业名称: companies[0]!, 统一社会信用代码: creditCode, 联系人: '李一', 手机号: ownerPhone, 入驻日期: addDays(today, -30) },
    { 企业名称: companies[1]!, 联系人: '王二', 手机号: otherPhone },
  ]);
  const lease = { 楼栋: building, 签约日期: addDays(today, -30), 起租日期: addDays(today, -30) };
  fill(wb, '房租合同', [
    {
      ...lease,
      合同编号: `ZL-${run}-1`,
      企业名称: companies[0]!,
      房间号: rooms[0]!,
      '租期(月)': 12,
      '月租金(元)': 8000,
      付款方式: '月付',
      已缴至: lapsing,
    },
    {
      ...lease,
      合同编号: `ZL-${run}-2`,
      企业名称: companies[1]!,
      房间号: rooms[1]!,
      '租期(月)': 24,
      '月租金(元)': 6000,
      付款方式: '年付',
      已缴至: addDays(today, 300),
    },
  ]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** A sheet's line in the check's report: 工作表, 数据行, 新增, 更新, 不变, 错误. */
const sheetLine = (report: Locator, sheet: string) =>
  report
    .locator('.ui-table-row')
    .filter({ has: report.page().getByRole('cell', { name: sheet, exact: true }) })
    .locator('td')
    .allInnerTexts();

const region = (page: Page, name: string) => page.getByRole('region', { name });

describe('importing a park from Excel', () => {
  it(
    'downloads the template, checks and imports a filled workbook, and the lapsing lease is warned on both sides',
    { timeout: 240_000 },
    async () => {
      // Staff: the template of 整本导入 (the default choice), downloaded through the page's link.
      const staff = await browser.open('desktop');
      const sp = staff.page;
      await signInAsAdmin(sp);
      await sp.goto('/system/imports');
      const data = region(sp, '导入数据');
      const kind = data.locator('.ant-form-item').filter({ hasText: '文件内容' });
      await expect.poll(() => textOf(kind), SLOW).toContain('整本导入（多张工作表）');
      const [download] = await Promise.all([sp.waitForEvent('download', SLOW), data.getByRole('link', { name: /下载「整本导入/ }).click()]);
      expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
      const workbook = await fillTemplate(await download.path());

      // The check: the plan, nothing written yet.
      await sp.locator('#import-file').setInputFiles({
        name: fileName,
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: workbook,
      });
      await data.getByRole('button', { name: '检查' }).click();
      const report = region(sp, '检查结果');
      const summary = report.getByRole('status');
      await expect.poll(() => textOf(summary), SLOW).toBe('检查完成：共 7 行数据，确认后将新增 7 条，更新 0 条，不变 0 条。');
      expect(await sheetLine(report, '房间')).toEqual(['房间', '3', '3', '0', '0', '0']);
      expect(await sheetLine(report, '企业')).toEqual(['企业', '2', '2', '0', '0', '0']);
      expect(await sheetLine(report, '房租合同')).toEqual(['房租合同', '2', '2', '0', '0', '0']);
      expect(await report.getByRole('heading', { name: '错误明细' }).count()).toBe(0);
      expect(await textOf(report)).toContain(fileName);
      expect(await violationsOf(sp, '/system/imports')).toEqual([]);
      await screenshot(sp, 'import-checked-1280');

      // 确认导入: written, said so, and listed in 导入记录.
      await report.getByRole('button', { name: '确认导入' }).click();
      await sp.getByText('导入完成：新增 7 行，更新 0 行，不变 0 行').waitFor(SLOW);
      await expect.poll(() => textOf(summary), SLOW).toBe('已导入：新增 7 条，更新 0 条，不变 0 条。');
      expect(await report.getByRole('button', { name: '确认导入' }).count()).toBe(0);
      const record = region(sp, '导入记录').locator('.ui-table-row').filter({ hasText: fileName });
      await expect.poll(() => textOf(record), SLOW).toContain('已导入');
      expect(await textOf(record)).toContain('整本导入');
      await screenshot(sp, 'import-committed-1280');

      // The lapsing lease is under 一周内到期; the one paid far ahead is not warned.
      await sp.goto('/system/warning');
      await sp.getByRole('navigation', { name: '预警类型' }).getByRole('link', { name: '一周内到期' }).click();
      await sp.waitForURL(/tab=2/, SLOW);
      const search = sp.getByRole('search', { name: '搜索预警' });
      await search.getByLabel('关键词').fill(`导入旅程${run}`);
      await search.getByRole('button', { name: '搜索' }).click();
      await sp.waitForURL(/keyword=/, SLOW);
      await sp.getByRole('button', { name: `查看详情：${companies[0]} ${rooms[0]}` }).waitFor(SLOW);
      expect(await sp.getByRole('button', { name: new RegExp(`查看详情：${companies[1]}`) }).count()).toBe(0);
      await screenshot(sp, 'import-warning-1280');

      // Company one's contact signs in by SMS code (演示模式 shows it), a client of their own, and is its 负责人 at once.
      const owner = await browser.open('desktop', { extraHTTPHeaders: { 'x-forwarded-for': ownerAddress } });
      const op = owner.page;
      await op.goto('/login');
      await op.getByRole('tab', { name: '短信登录' }).click();
      await op.getByLabel('手机号').fill(ownerPhone);
      await op.getByRole('button', { name: '获取验证码' }).click();
      const shown = op.getByText(/演示模式：验证码 \d{6}/);
      await shown.waitFor(SLOW);
      const code = /验证码 (\d{6})/.exec(await shown.innerText())![1]!;
      await op.getByLabel(/^验证码/).fill(code);
      await op.getByRole('button', { name: /^登\s*录$/ }).click();
      await op.waitForURL((u) => u.pathname === '/', SLOW);

      // 房屋费用: the lease of room one, warned, paid through five days from today.
      await op.goto('/room_price');
      const card = op.getByRole('article', { name: rooms[0] });
      await expect.poll(() => textOf(card), SLOW).toContain('即将到期（1个月内），请及时续费');
      expect(await textOf(card)).toContain(lapsing);
      expect(await textOf(card)).toContain(`ZL-${run}-1`);
      expect(await op.getByRole('article', { name: rooms[1] }).count()).toBe(0);
      await screenshot(op, 'import-room-price-1280');

      expect(staff.errors).toEqual([]);
      expect(owner.errors).toEqual([]);
    },
  );
});
