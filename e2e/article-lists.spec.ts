import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import * as articlesCalls from '../shared/calls/articles';
import { api, screenshot, specBrowser, textOf } from './support';

/**
 * Issue 29: 通知公告 and 新闻动态 have list pages reached from the home tabs' 更多, and /information's quarter applies
 * within a chosen year. Relies on the demo seed: 15 announcements (two pages of 10), policies in 2025 and 2026.
 */
const browser = specBrowser();

const SLOW = { timeout: 10_000 };
const crumb = (page: Page) => textOf(page.getByRole('navigation', { name: '当前位置' }).locator('[aria-current="page"]'));
/** The list's card titles (h2 links, as /information draws them). */
const cardTitles = (page: Page) => page.locator('main h2 > a').allInnerTexts();
/** The cards' date blocks' year-month, e.g. 2025-03. */
const cardMonths = (page: Page) => page.locator('main li time').evaluateAll((els) => els.map((e) => e.getAttribute('datetime') ?? ''));

describe('通知公告: home tab → 更多 → the list → page 2 → an item', () => {
  it('walks the journey on a desktop, each step server-rendered and linked', async () => {
    const all = (await api(articlesCalls.articleList.path, { type: 1 })).body;
    const total = all.count ?? 0;
    expect(total).toBeGreaterThan(10);

    const { page, context, errors } = await browser.open();
    try {
      await page.goto('/');
      await page.getByRole('tab', { name: '通知公告' }).click();
      const more = page.getByRole('link', { name: '更多 ›' });
      await expect.poll(() => more.getAttribute('href'), SLOW).toBe('/notice');
      await more.click();
      await page.waitForURL((u) => u.pathname === '/notice');
      await expect.poll(() => crumb(page), SLOW).toBe('通知公告');
      expect(await page.locator('h1').first().innerText()).toBe('通知公告');
      expect(await cardTitles(page)).toHaveLength(10);
      await screenshot(page, 'notice-list-desktop');

      await page.getByRole('navigation', { name: '分页' }).getByRole('link', { name: '第 2 页' }).click();
      await page.waitForURL((u) => u.pathname === '/notice' && u.searchParams.get('page') === '2');
      await expect.poll(async () => (await cardTitles(page)).length, SLOW).toBe(total - 10);

      const card = page.locator('main h2 > a').first();
      const title = (await card.innerText()).trim();
      await card.click();
      await page.waitForURL((u) => u.pathname === '/policydetail' && u.searchParams.get('type') === '1');
      await expect.poll(() => textOf(page.locator('h1').first()), SLOW).toBe(title);
      // The breadcrumb leads back to the list it came from.
      expect(await page.getByRole('navigation', { name: '当前位置' }).getByRole('link', { name: '通知公告' }).getAttribute('href')).toBe(
        '/notice',
      );
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('filters by year and switches to 新闻动态; looks right on a phone', async () => {
    const years = (await api<number[]>(articlesCalls.articleYears.path, { type: 1 })).body.data;
    const { page, context, errors } = await browser.open('phone');
    try {
      await page.goto('/notice');
      const yearRow = page.getByRole('group', { name: '发布年份' });
      expect(await yearRow.getByRole('link').allInnerTexts()).toEqual(['全部年份', ...years.map((y) => `${y}年`)]);
      await yearRow.getByRole('link', { name: `${years[0]}年` }).click();
      await page.waitForURL((u) => u.searchParams.get('year') === String(years[0]));
      await expect.poll(async () => (await cardMonths(page)).every((d) => d.startsWith(`${years[0]}-`)), SLOW).toBe(true);
      await screenshot(page, 'notice-list-phone');

      await page.getByRole('group', { name: '栏目' }).getByRole('link', { name: '新闻动态' }).click();
      await page.waitForURL((u) => u.pathname === '/news');
      await expect.poll(() => crumb(page), SLOW).toBe('新闻动态');
      expect((await cardTitles(page)).length).toBeGreaterThan(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('/information: the quarter within a year', () => {
  it('2025 + 一季度 shows only the first quarter of 2025, while 一季度 alone spans the years', async () => {
    // The demo seed has policies in the first quarters of 2025 and 2026, and in later quarters of 2025.
    type Card = { title: string; year: string; month: string };
    const q1 = (await api<Card[]>(articlesCalls.serverList.path, { quarter: 1, page_size: 50 })).body;
    const q1Years = new Set(q1.data.map((d) => d.year));
    expect(q1Years.has('2025') && q1Years.has('2026')).toBe(true);
    const y2025 = (await api<Card[]>(articlesCalls.serverList.path, { year: 2025, page_size: 50 })).body;
    expect(y2025.data.some((d) => Number(d.month) > 3)).toBe(true);

    const { page, context, errors } = await browser.open();
    try {
      await page.goto('/information');
      await page.getByRole('group', { name: '发布年份' }).getByRole('link', { name: '2025年' }).click();
      await page.waitForURL((u) => u.searchParams.get('year') === '2025');
      await page.getByRole('group', { name: '发布季度' }).getByRole('link', { name: '一季度' }).click();
      await page.waitForURL((u) => u.searchParams.get('year') === '2025' && u.searchParams.get('quarter') === '1');
      const expected = q1.data.filter((d) => d.year === '2025').map((d) => d.title);
      expect(expected.length).toBeGreaterThan(0);
      await expect.poll(() => cardTitles(page), SLOW).toEqual(expected);
      for (const d of await cardMonths(page)) expect(d).toMatch(/^2025-0[1-3]-/);
      await screenshot(page, 'information-2025-q1-desktop');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
