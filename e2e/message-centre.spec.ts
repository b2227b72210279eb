import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { violationsOf } from './axe-support';
import { bell, unreadOf } from './message-support';
import { applyByApi, reviewByApi, signInByQr, tokenOf } from './qr-support';
import { screenshot, settled, signInAsAdmin, specBrowser, textOf, type WatchedPage } from './support';

/**
 * Issue 32 part 1, the message centre: a person settles a company (approved by staff) and finds 入驻申请已通过 behind
 * the company area's bell; they send a consultation from a public page; staff see it counted by their own bell
 * (新的在线咨询) and answer it from the inbox; on the person's page, not reloaded, the bell counts one more within the
 * poll period; the message (unread, bold) opens the reply on /my_question and is read; 全部标为已读 empties the count.
 * Then both 消息中心 pages are checked by axe and pictured at 1280 and 375.
 */

const browser = specBrowser();
const SLOW = { timeout: 15_000 };
/** The bell asks every 30 s (MESSAGE_POLL_SECONDS); a busy machine gets a margin on top. */
const POLL_PERIOD = { timeout: 45_000, intervals: [1_000] };
const run = Date.now().toString(36);
const personName = `消息旅程${run}`;
const companyName = `消息旅程${run}科技有限公司`;
const question = `想了解三楼办公室的租金和可入驻时间，编号${run}`;
const answer = `三楼尚有两间空置办公室，下周一起可入驻，招商专员会电话联系您（${run}）。`;
const PHONE_375 = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true };

let person: WatchedPage;

beforeAll(async () => {
  // The person signs in on the login page by the demo QR code (the phone's part by API) and settles a company.
  person = await browser.open('desktop');
  await signInByQr(person.page, personName);
  const id = await applyByApi(await tokenOf(person.context), companyName);
  await reviewByApi(id, 1);
}, 120_000);

/** 消息中心's messages, newest first (each an article named by its title). */
const entries = (page: Page): Locator => page.getByRole('list', { name: /消息$/ }).getByRole('article');

async function toast(page: Page, text: string) {
  await expect.poll(() => page.getByText(text, { exact: true }).count(), SLOW).toBeGreaterThan(0);
}

describe('the message centre', () => {
  it('brings the approval, then a reply to a consultation, to the bell without a reload', { timeout: 300_000 }, async () => {
    const pp = person.page;

    // The approval is waiting behind the company area's bell.
    await pp.goto('/company_brief');
    await expect.poll(() => unreadOf(pp), SLOW).toBe(1);

    // Staff, in a browser of their own, on their 消息中心 before anything is asked.
    const staff = await browser.open('desktop');
    const sp = staff.page;
    await signInAsAdmin(sp);
    await sp.goto('/system/messages');
    await expect.poll(() => unreadOf(sp), SLOW).not.toBeNull();
    const staffBefore = (await unreadOf(sp))!;

    // The person asks about a room from its public page (no bell there: not the company area).
    await pp.goto('/tenancydetail?id=1');
    await pp.waitForLoadState('networkidle');
    await pp.getByRole('button', { name: '咨询看房' }).click();
    const dialog = await settled(pp.getByRole('dialog', { name: '在线咨询' }));
    await dialog.getByLabel(/^姓名/).fill('孙经理');
    await dialog.getByLabel(/^手机号/).fill('13812345678');
    await dialog.getByLabel(/^企业名称/).fill(companyName);
    await dialog.getByLabel(/^咨询内容/).fill(question);
    await dialog.getByRole('button', { name: '提交咨询' }).click();
    await toast(pp, '提交成功，我们会尽快与您联系');

    // Back in the company area, where the page now stays put: asking is no message to oneself.
    await pp.goto('/company_brief');
    await expect.poll(() => unreadOf(pp), SLOW).toBe(1);
    await pp.evaluate((mark) => Object.assign(window, { __messageCentreRun: mark }), run);

    // Staff's bell counts the consultation, and 消息中心 says what it is and where it is answered.
    await sp.reload();
    await expect.poll(() => unreadOf(sp), SLOW).toBe(staffBefore + 1);
    const newest = entries(sp).first();
    await expect.poll(() => textOf(newest), SLOW).toContain('新的在线咨询');
    expect(await textOf(newest)).toContain(run);
    expect(await newest.getByRole('link', { name: '新的在线咨询' }).getAttribute('href')).toBe('/system/questions');
    // The 未读 tab says the same number as the bell.
    expect(await textOf(sp.getByRole('navigation', { name: '消息筛选' }))).toContain(`未读（${staffBefore + 1}）`);
    await screenshot(sp, 'message-centre-staff-unread-1280');

    // They answer it from the consultations inbox.
    await sp.goto(`/system/questions?status=open&keyword=${encodeURIComponent(run)}`);
    const row = sp.getByRole('row').filter({ hasText: run });
    await expect.poll(() => textOf(row), SLOW).toContain('待答复');
    await row.getByRole('button', { name: /^答复/ }).click();
    const detail = await settled(sp.getByRole('dialog', { name: '咨询详情' }));
    await expect.poll(() => textOf(detail), SLOW).toContain(question);
    await detail.getByLabel('答复内容').fill(answer);
    await detail.getByRole('button', { name: '提交答复' }).click();
    await toast(sp, '答复成功');
    await expect.poll(() => detail.isVisible(), SLOW).toBe(false);

    // The person's page, not reloaded: the bell counts the answer within the poll period.
    await expect.poll(() => unreadOf(pp), POLL_PERIOD).toBe(2);
    expect(await pp.evaluate(() => (window as unknown as { __messageCentreRun?: string }).__messageCentreRun)).toBe(run);
    expect(new URL(pp.url()).pathname).toBe('/company_brief');

    // The bell opens 消息中心: the answer first, unread and bold, then the approval.
    await bell(pp).click();
    await pp.waitForURL((u) => u.pathname === '/messages', SLOW);
    const answered = entries(pp).first();
    await expect.poll(() => textOf(answered), SLOW).toContain('您的咨询已答复');
    expect(await textOf(answered)).toContain(answer.slice(0, 10));
    const answeredTitle = answered.getByRole('heading', { level: 2 });
    expect(await answeredTitle.innerText()).toContain('（未读）');
    expect(Number(await answeredTitle.evaluate((h) => getComputedStyle(h).fontWeight))).toBeGreaterThanOrEqual(600);
    expect(await textOf(entries(pp).nth(1))).toContain('入驻申请已通过');
    expect(await entries(pp).count()).toBe(2);
    await screenshot(pp, 'message-centre-unread-1280');

    // The message opens the reply on 我的咨询, and is read: the bell counts one less.
    await answered.getByRole('link', { name: '您的咨询已答复' }).click();
    await pp.waitForURL((u) => u.pathname === '/my_question', SLOW);
    const card = pp.getByRole('article').filter({ hasText: run });
    await expect.poll(() => textOf(card), SLOW).toContain(answer);
    expect(await textOf(card)).toContain('已处理');
    await expect.poll(() => unreadOf(pp), SLOW).toBe(1);

    // 全部标为已读: nothing unread, on the bell and in the list, and so after a reload too.
    await bell(pp).click();
    await pp.waitForURL((u) => u.pathname === '/messages', SLOW);
    await expect.poll(() => textOf(entries(pp).first()), SLOW).toContain('您的咨询已答复');
    expect(await entries(pp).first().getByRole('heading', { level: 2 }).innerText()).not.toContain('（未读）');
    await pp.getByRole('button', { name: '全部标为已读' }).click();
    await toast(pp, '已全部标记为已读');
    await expect.poll(() => unreadOf(pp), SLOW).toBe(0);
    await expect.poll(() => pp.getByText('（未读）').count(), SLOW).toBe(0);
    expect(await pp.getByRole('button', { name: '全部标为已读' }).isDisabled()).toBe(true);
    await pp.reload();
    await expect.poll(() => unreadOf(pp), SLOW).toBe(0);
    await expect.poll(() => entries(pp).count(), SLOW).toBe(2);

    expect(person.errors).toEqual([]);
    expect(staff.errors).toEqual([]);
  });

  it('has no axe violation on either 消息中心, at 1280 and 375', { timeout: 240_000 }, async () => {
    const staff = await browser.open('desktop');
    await signInAsAdmin(staff.page);
    const views: { who: WatchedPage; path: string; name: string }[] = [
      { who: person, path: '/messages', name: 'message-centre-company' },
      { who: staff, path: '/system/messages', name: 'message-centre-staff' },
    ];
    const found: string[] = [];
    for (const { who, path, name } of views) {
      await who.page.goto(path);
      await entries(who.page).first().waitFor(SLOW);
      found.push(...(await violationsOf(who.page, `${path} (1280)`)));
      await screenshot(who.page, `${name}-1280`);

      // The same session at 375 px.
      const phone = await browser.open('desktop', PHONE_375);
      await phone.context.addCookies(await who.context.cookies());
      await phone.page.goto(path);
      await entries(phone.page).first().waitFor(SLOW);
      await expect.poll(() => phone.page.evaluate(() => document.documentElement.scrollWidth), SLOW).toBeLessThanOrEqual(375);
      found.push(...(await violationsOf(phone.page, `${path} (375)`)));
      await screenshot(phone.page, `${name}-375`);
      expect(phone.errors, `${path} (375)`).toEqual([]);
    }
    expect(found).toEqual([]);
    expect(person.errors).toEqual([]);
    expect(staff.errors).toEqual([]);
  });
});
