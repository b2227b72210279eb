import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDays, parkToday } from '../shared/billing/rules';
import { isoWeekday } from '../shared/bookings/rules';
import { bookingSettingsSave, roomSpaces } from '../shared/calls/bookings';
import { paths } from '../web/config/paths';
import { applyByApi, contextWithSession, personalToken, reviewByApi } from './qr-support';
import { api, screenshot, settled, signInAsAdmin, specBrowser, textOf, watch } from './support';

/**
 * Issue 33, meeting-room booking end to end: staff create a space with 2 free hours (会议室管理 → 会议室) → a company
 * books 3 hours of it on /room_booking → the staff calendar shows it → another company, whose page still shows the
 * hour free, books an overlapping hour and is refused (该时段已被预约，请选择其他时间) → the first company's 服务费用
 * shows one charged hour under 会议室使用费. Screenshots of the pages, desktop and phone.
 */

const browser = specBrowser();
const run = Date.now().toString(36);
const spaceName = `旅程会议室${run}`;

/** A weekday at least three days ahead (park time): the new space opens Monday to Friday. */
function bookingDay(): string {
  let day = addDays(parkToday(), 3);
  while (isoWeekday(day) > 5) day = addDays(day, 1);
  return day;
}

const visible = (page: Page, text: string | RegExp) =>
  expect.poll(() => page.getByText(text).first().isVisible(), { timeout: 10_000 }).toBe(true);

/** Chooses a time in the booking form's `field` (the browser's own <select>, room-book_start/_end), as a person would. */
async function choose(page: Page, field: 'start' | 'end', time: string): Promise<void> {
  const select = page.locator(`#room-book_${field}`);
  await select.selectOption(time);
  await expect.poll(() => select.inputValue()).toBe(time);
}

async function bookingPage(token: string, url: string, variant: 'desktop' | 'phone' = 'desktop') {
  const context = await contextWithSession(browser, token, variant);
  const page = await context.newPage();
  const errors = watch(page);
  await page.goto(url);
  return { page, errors };
}

describe('meeting-room booking, end to end', () => {
  const day = bookingDay();
  let first = '';
  let second = '';
  let spaceId = 0;

  it('staff create a space with 2 free hours a month', async () => {
    // Companies are made by API before the administrator's browser sign-in (one session per staff account).
    first = await personalToken(`预约甲${run}`);
    await reviewByApi(await applyByApi(first, `预约旅程甲${run}科技有限公司`), 1);
    second = await personalToken(`预约乙${run}`);
    await reviewByApi(await applyByApi(second, `预约旅程乙${run}科技有限公司`), 1);

    const { page, errors } = await browser.open('desktop');
    await signInAsAdmin(page);
    await page.goto(`${paths.system.bookings}?tab=spaces`);
    await page.getByRole('button', { name: '新建会议室' }).click();
    const drawer = await settled(page.getByRole('dialog', { name: '新建会议室' }));
    await drawer.getByLabel('名称', { exact: true }).fill(spaceName);
    await drawer.getByLabel('容纳人数', { exact: true }).fill('12');
    await drawer.getByLabel('超出后每小时价格（元）', { exact: true }).fill('100');
    await expect.poll(() => drawer.getByLabel('每月免费时长（小时）', { exact: true }).inputValue()).toBe('2');
    await drawer.getByRole('button', { name: /^保\s*存$/ }).click();
    await expect.poll(() => textOf(page.locator('.ui-table')), { timeout: 10_000 }).toContain(spaceName);
    await screenshot(page, 'bookings-staff-spaces-1280');

    const spaces = await api<{ id: number; name: string; free_hours: number; price: string }[]>(roomSpaces.path);
    const made = spaces.body.data.find((s) => s.name === spaceName);
    expect(made).toMatchObject({ free_hours: 2, price: '100.00' });
    spaceId = made!.id;
    expect(errors).toEqual([]);
  });

  it('a company books 3 hours; another, on a stale page, is refused the overlapping hour; the calendar shows the first', async () => {
    const url = `${paths.personal.roomBooking}?space=${spaceId}&date=${day}`;
    // The second company opens the day first: every hour is free on its page.
    const late = await bookingPage(second, url);
    await visible(late.page, spaceName);

    const early = await bookingPage(first, url);
    await visible(early.page, spaceName);
    await choose(early.page, 'start', '09:00');
    await choose(early.page, 'end', '12:00');
    await early.page.getByLabel('会议主题').fill(`季度经营分析会${run}`);
    await early.page.getByLabel('参会人数').fill('8');
    await early.page.getByRole('button', { name: /^预\s*约$/ }).click();
    await visible(early.page, '预约成功');
    await visible(early.page, `季度经营分析会${run}`);
    await screenshot(early.page, 'bookings-company-booked-1280');

    await choose(late.page, 'start', '11:00');
    await choose(late.page, 'end', '12:00');
    await late.page.getByLabel('会议主题').fill('产品评审');
    await late.page.getByLabel('参会人数').fill('4');
    await late.page.getByRole('button', { name: /^预\s*约$/ }).click();
    await visible(late.page, '该时段已被预约，请选择其他时间');
    await screenshot(late.page, 'bookings-company-refused-1280');
    const theirs = await api<unknown[]>('/api/index/room_bookings', { type: 0 }, second);
    expect(theirs.body.count).toBe(0);

    const staff = await browser.open('desktop');
    await signInAsAdmin(staff.page);
    await staff.page.goto(`${paths.system.bookings}?date=${day}`);
    await visible(staff.page, `季度经营分析会${run}`);
    await visible(staff.page, `预约旅程甲${run}科技有限公司`);
    await screenshot(staff.page, 'bookings-staff-calendar-1280');
    expect([...early.errors, ...late.errors, ...staff.errors]).toEqual([]);
  });

  it('the first company’s 服务费用 shows one charged hour of 会议室使用费; the booking page reads on a phone', async () => {
    const { page, errors } = await bookingPage(first, paths.personal.servicePrice);
    await visible(page, '会议室使用费');
    const charges = page.locator('section[aria-labelledby="room-charges-title"]');
    await expect.poll(() => textOf(charges), { timeout: 10_000 }).toMatch(/1 小时/);
    expect(await textOf(charges)).toContain('100.00');
    await screenshot(page, 'bookings-service-price-1280');

    const phone = await bookingPage(first, `${paths.personal.roomBooking}?space=${spaceId}&date=${day}`, 'phone');
    await visible(phone.page, `季度经营分析会${run}`);
    const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(1);
    await screenshot(phone.page, 'bookings-company-390');
    expect([...errors, ...phone.errors]).toEqual([]);
  });

  /**
   * 预约规则's 保存, by its name as a screen reader hears it: after a save answered within a frame or two, antd's
   * loading icon can stay in the button at zero width, its leave motion never ending (no transition to end), and
   * its `aria-label="loading"` comes before the text.
   */
  const SAVE = /保\s*存$/;

  it('预约规则 typed before the form’s chunk has come is what 保存 sends', async () => {
    // The form is a deferred part the server draws (bookings/admin/components/parts.ts): its chunk is held back
    // while the administrator types in the server's field, so React takes the field over only afterwards.
    const { page, errors } = await browser.open('desktop');
    await signInAsAdmin(page);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/BookingSettingsForm-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${paths.system.bookings}?tab=settings`);
    const hours = page.getByLabel('提前取消时限（小时）', { exact: true });
    await hours.waitFor({ timeout: 10_000 });
    expect(await hours.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber')))).toBe(false);
    const drawn = await hours.inputValue();
    const typed = String(Number(drawn) + 5);
    await hours.fill(typed);
    release();
    // The number box's own state (aria-valuenow) has the typed hours once React has it.
    await expect.poll(() => hours.getAttribute('aria-valuenow'), { timeout: 10_000 }).toBe(typed);
    const save = async () => {
      const answer = page.waitForResponse((r) => new URL(r.url()).pathname === bookingSettingsSave.path);
      await page.getByRole('button', { name: SAVE }).click();
      return (await (await answer).json()) as { code: number; data: { cancel_before_hours: number } };
    };
    expect(await save()).toMatchObject({ code: 1, data: { cancel_before_hours: Number(typed) } });

    // The park's rule as it was, for the rest of the run.
    await hours.fill(drawn);
    expect(await save()).toMatchObject({ code: 1, data: { cancel_before_hours: Number(drawn) } });
    expect(errors).toEqual([]);
  });

  it('预约规则 typed and 保存 pressed before the page’s script has run are saved once it has', async () => {
    // The browser entry is held back: the page is the server's until it comes (a slow line). 保存 then neither
    // does nothing nor makes the browser submit the form (a reload without the typed hours): it is pressed again
    // once React has the page (web/lib/early-input.ts).
    const { page, errors } = await browser.open('desktop');
    await signInAsAdmin(page);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/entry\.client-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const sent: string[] = [];
    page.on('request', (r) => new URL(r.url()).pathname === bookingSettingsSave.path && sent.push(r.postData() ?? ''));
    const url = `${paths.system.bookings}?tab=settings`;
    // Neither 'load' nor DOMContentLoaded comes while a module script is held.
    await page.goto(url, { waitUntil: 'commit' });
    const hours = page.getByLabel('提前取消时限（小时）', { exact: true });
    await hours.waitFor({ timeout: 10_000 });
    const drawn = await hours.inputValue();
    const typed = String(Number(drawn) + 3);
    await hours.fill(typed);
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === bookingSettingsSave.path);
    await page.getByRole('button', { name: SAVE }).click();
    expect(await hours.inputValue()).toBe(typed);
    expect(`${new URL(page.url()).pathname}${new URL(page.url()).search}`).toBe(url);
    expect(sent).toEqual([]);
    release();
    expect(await (await answer).json()).toMatchObject({ code: 1, data: { cancel_before_hours: Number(typed) } });
    expect(sent).toHaveLength(1);

    await expect.poll(() => hours.getAttribute('aria-valuenow'), { timeout: 10_000 }).toBe(typed);
    await hours.fill(drawn);
    const restored = page.waitForResponse((r) => new URL(r.url()).pathname === bookingSettingsSave.path);
    await page.getByRole('button', { name: SAVE }).click();
    expect(await (await restored).json()).toMatchObject({ code: 1, data: { cancel_before_hours: Number(drawn) } });
    expect(errors).toEqual([]);
  });
});
