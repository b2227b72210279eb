import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { contextWithSession, personalToken } from './qr-support';
import { screenshot, settled, signInAsAdmin, specBrowser, watch } from './support';

/**
 * Issue 10, consultations answered on time: a signed-in person (not settled in the park) asks about a room from its
 * public page → the staff's inbox shows it as 待答复 beside the demo's overdue ones → staff answer it → the person
 * reaches 我的咨询 from the header and sees 已处理 with the answer.
 */

const SLOW = { timeout: 15_000 };

const browser = specBrowser();

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

async function toast(page: Page, text: string) {
  await expect.poll(() => page.getByText(text, { exact: true }).count(), SLOW).toBeGreaterThan(0);
}

describe('a consultation from question to answer', () => {
  it('reaches the inbox flagged by age, is answered there, and the answer shows on /my_question', async () => {
    const run = Date.now().toString(36);
    const content = `想预约下周看房并了解租金，编号${run}`;
    const answer = `已为您预约周二上午看房，招商专员会提前电话联系（${run}）。`;

    // The person: signed in by QR, no company yet.
    const token = await personalToken(`咨询人${run}`);
    const personContext = await contextWithSession(browser, token);
    const person = await personContext.newPage();
    const personErrors = watch(person);

    await person.goto('/tenancydetail?id=1');
    await person.waitForLoadState('networkidle');
    await person.getByRole('button', { name: '咨询看房' }).click();
    const dialog = await settled(person.getByRole('dialog', { name: '在线咨询' }));
    await dialog.getByLabel(/^姓名/).fill('钱女士');
    await dialog.getByLabel(/^手机号/).fill('13812345678');
    await dialog.getByLabel(/^企业名称/).fill(`筹建中企业${run}`);
    await dialog.getByLabel(/^咨询内容/).fill(content);
    await dialog.getByRole('button', { name: '提交咨询' }).click();
    await toast(person, '提交成功，我们会尽快与您联系');

    // Not settled, so 个人中心 would send them to the application form; 我的咨询 in the header gets them there.
    await person.goto('/');
    await person.getByRole('link', { name: '我的咨询', exact: true }).click();
    await person.waitForURL((u) => u.pathname === '/my_question', SLOW);
    const card = person.getByRole('article').filter({ hasText: run });
    await expect.poll(() => card.innerText(), SLOW).toContain('未处理');
    expect(await card.innerText()).toContain('园区工作人员正在处理');
    expect(await card.getByRole('link').first().getAttribute('href')).toBe('/tenancydetail?id=1');

    // Staff: the inbox, unanswered first, with the demo's overdue and critical ones flagged.
    const staffContext = await browser.context();
    const staff = await staffContext.newPage();
    const staffErrors = watch(staff);
    await signInAsAdmin(staff);
    await staff.goto('/system/questions');
    const table = staff.getByRole('table');
    await expect.poll(() => table.innerText(), SLOW).toContain('临近三个月未答复');
    expect(await table.innerText()).toContain('超时未答复');
    await screenshot(staff, 'questions-inbox-1280');

    await staff.getByRole('group', { name: '答复时效' }).getByRole('link', { name: '超时未答复' }).click();
    await staff.waitForURL(/age=overdue/, SLOW);
    await expect.poll(() => table.innerText(), SLOW).not.toContain('待答复');
    expect(await table.innerText()).not.toContain(run);

    // Found by its keyword: fresh, so 待答复, with the phone masked in the list.
    await staff.goto(`/system/questions?status=open&keyword=${encodeURIComponent(run)}`);
    const row = staff.getByRole('row').filter({ hasText: run });
    await expect.poll(() => row.innerText(), SLOW).toContain('待答复');
    expect(await row.innerText()).toContain('138****5678');
    expect(await row.innerText()).toContain('今天提交');

    await row.getByRole('button', { name: /^答复/ }).click();
    const detail = await settled(staff.getByRole('dialog', { name: '咨询详情' }));
    await expect.poll(() => detail.innerText(), SLOW).toContain('13812345678');
    expect(await detail.getByRole('link', { name: /新窗口打开/ }).getAttribute('href')).toBe('/tenancydetail?id=1');
    await detail.getByRole('button', { name: '提交答复' }).click();
    await expect.poll(() => detail.getByRole('alert').innerText(), SLOW).toBe('请输入答复内容');
    await screenshot(staff, 'questions-dialog-1280');
    await detail.getByLabel('答复内容').fill(answer);
    await detail.getByRole('button', { name: '提交答复' }).click();
    await toast(staff, '答复成功');
    await expect.poll(() => detail.isVisible(), SLOW).toBe(false);
    // Answered, it leaves the 未处理 list …
    await expect.poll(() => staff.getByRole('row').filter({ hasText: run }).count(), SLOW).toBe(0);
    // … and shows as 已答复 among the answered.
    await staff.goto(`/system/questions?status=done&keyword=${encodeURIComponent(run)}`);
    await expect.poll(() => staff.getByRole('row').filter({ hasText: run }).innerText(), SLOW).toContain('已答复');

    await staff.goto('/system/questions');
    await staff.setViewportSize(PHONE);
    // Phones get the rows as cards (the table is hidden), with the state beside each name.
    const cards = staff.getByRole('list', { name: '咨询列表' });
    await cards.waitFor();
    expect(await table.isVisible()).toBe(false);
    expect(await cards.innerText()).toContain('临近三个月未答复');
    await screenshot(staff, 'questions-inbox-360');
    await staff.setViewportSize(DESKTOP);

    // The person sees 已处理 and the answer.
    await person.reload();
    await expect.poll(() => card.innerText(), SLOW).toContain('已处理');
    expect(await card.innerText()).toContain(answer);
    expect(await card.innerText()).toMatch(/答复于 \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    await screenshot(person, 'my-question-1280');
    await person.setViewportSize(PHONE);
    await person.reload();
    await card.waitFor();
    await screenshot(person, 'my-question-360');

    expect(personErrors).toEqual([]);
    expect(staffErrors).toEqual([]);
  });

  it('says 暂无数据 with where to consult to someone who has not asked anything', async () => {
    const token = await personalToken(`未咨询${Date.now().toString(36)}`);
    const context = await contextWithSession(browser, token);
    const page = await context.newPage();
    const errors = watch(page);
    await page.goto('/my_question');
    await expect.poll(() => page.getByText('暂无数据').count(), SLOW).toBeGreaterThan(0);
    await page.getByRole('list', { name: '去咨询' }).getByRole('link', { name: '租赁服务' }).click();
    await page.waitForURL((u) => u.pathname === '/tenancy', SLOW);
    expect(errors).toEqual([]);
  });
});
