import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, signInAsAdmin, specBrowser, watch } from './support';

/** Spec §2: the seven categories of the header search, where each lands, and a keyword the demo content has. */
const CATEGORIES = [
  { type: 1, label: '政策资讯', path: '/information', keyword: '科技', call: '/api/index/server_list' },
  { type: 2, label: '科技服务', path: '/technics', keyword: '芯片', call: '/api/demo/tech_list' },
  { type: 3, label: '创业服务', path: '/risklist', keyword: '专利', call: '/api/demo/start_list' },
  { type: 4, label: '培训服务', path: '/train', keyword: '创业', call: '/api/demo/train_list' },
  { type: 5, label: '孵化服务', path: '/finance', keyword: '贷', call: '/api/demo/finance_list' },
  { type: 6, label: '租赁服务', path: '/tenancy', keyword: '办公室', call: '/api/demo/lease_list' },
  { type: 7, label: '入驻企业', path: '/company_list', keyword: '杭州', call: '/api/index/shop_list' },
] as const;

/** Polls wait up to 10 s: the machine may be busy with other builds. */
const SLOW = { timeout: 10_000 };

const browser = specBrowser();
let context: BrowserContext;
beforeAll(async () => {
  // Signed in, because 入驻企业 searches /company_list, which needs a session.
  context = await browser.context();
  const page = await context.newPage();
  await signInAsAdmin(page);
  await page.close();
});

const headerSearch = (page: Page) => page.getByRole('banner').getByRole('search');

async function search(page: Page, type: number | null, keyword: string) {
  const box = headerSearch(page);
  if (type !== null) await box.getByLabel('搜索分类').selectOption(String(type));
  const input = box.getByLabel('关键词');
  await input.fill(keyword);
  await input.press('Enter');
}

/** The line a filtered list shows: “{keyword}”的搜索结果，共 N 条。 */
const resultNote = (page: Page) => page.locator('main p', { hasText: '的搜索结果' }).first();

describe('the header search from another page', () => {
  it.each(CATEGORIES)('$label lands on $path with type and keyword', async (c) => {
    const page = await context.newPage();
    const errors = watch(page);
    try {
      const expected = (await api(c.call, { keyword: c.keyword })).body.count;
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      await search(page, c.type, c.keyword);
      await page.waitForURL(
        (u) => u.pathname === c.path && u.searchParams.get('type') === String(c.type) && u.searchParams.get('keyword') === c.keyword,
      );
      await expect.poll(() => resultNote(page).textContent(), SLOW).toContain(`“${c.keyword}”的搜索结果，共 ${expected} 条`);
      // The box keeps the category and the words on the target page.
      expect(await headerSearch(page).getByLabel('搜索分类').inputValue()).toBe(String(c.type));
      expect(await headerSearch(page).getByLabel('关键词').inputValue()).toBe(c.keyword);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe('the header search on the list it targets', () => {
  it('filters in place and goes back to page 1', async () => {
    const page = await context.newPage();
    const errors = watch(page);
    try {
      const expected = (await api('/api/demo/lease_list', { keyword: '孵化器' })).body.count ?? 0;
      await page.goto('/tenancy?page=2');
      await page.waitForLoadState('networkidle');
      expect(await headerSearch(page).getByLabel('搜索分类').inputValue()).toBe('6');
      await search(page, null, '孵化器');
      await page.waitForURL((u) => u.pathname === '/tenancy' && u.searchParams.get('keyword') === '孵化器');
      expect(new URL(page.url()).searchParams.has('page')).toBe(false);
      await expect.poll(() => page.locator('main article').count(), SLOW).toBe(Math.min(expected, 10));
      await expect.poll(() => resultNote(page).textContent(), SLOW).toContain(`共 ${expected} 条`);

      // Clearing the keyword shows the whole list again.
      await resultNote(page).getByRole('link', { name: '清除关键词' }).click();
      await page.waitForURL((u) => u.pathname === '/tenancy' && !u.searchParams.has('keyword'));
      await expect.poll(() => page.locator('main article').count(), SLOW).toBe(10);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('keeps the other filters (technics categories)', async () => {
    const page = await context.newPage();
    const errors = watch(page);
    try {
      // A page of the category that exists (its five services fit on page 1; page 2 would be past the end: a 404).
      await page.goto('/technics?first=1&page=1');
      await page.waitForLoadState('networkidle');
      await search(page, null, '芯片');
      await page.waitForURL((u) => u.searchParams.get('keyword') === '芯片');
      const url = new URL(page.url());
      expect(url.pathname).toBe('/technics');
      expect(url.searchParams.get('first')).toBe('1');
      expect(url.searchParams.has('page')).toBe(false);
      const expected = (await api('/api/demo/tech_list', { keyword: '芯片', first_id: 1 })).body.count;
      await expect.poll(() => resultNote(page).textContent(), SLOW).toContain(`共 ${expected} 条`);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe('the header search before the page’s script has loaded', () => {
  it('sends the category and the words the person chose, not the page’s defaults', async () => {
    const page = await context.newPage();
    const errors = watch(page);
    // Hold the page's scripts until the person has chosen: the server-rendered box is all there is.
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    try {
      await page.goto('/', { waitUntil: 'domcontentloaded' });
      const box = headerSearch(page);
      await box.getByLabel('搜索分类').selectOption('6');
      await box.getByLabel('关键词').fill('办公室');
      release();
      await page.waitForLoadState('networkidle');
      // The scripts took over the page: the choice is still on screen, and Enter sends it.
      expect(await box.getByLabel('搜索分类').inputValue()).toBe('6');
      expect(await box.getByLabel('关键词').inputValue()).toBe('办公室');
      await box.getByLabel('关键词').press('Enter');
      await page.waitForURL((u) => u.pathname === '/tenancy');
      const url = new URL(page.url());
      expect(url.searchParams.get('type')).toBe('6');
      expect(url.searchParams.get('keyword')).toBe('办公室');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe('/search (signed in)', () => {
  it('asks for a keyword, then lists one category’s hits with the seven categories as tabs', async () => {
    const page = await context.newPage();
    const errors = watch(page);
    try {
      await page.goto('/search');
      expect(await page.locator('main').getByText('请输入关键词').count()).toBeGreaterThan(0);

      const form = page.locator('main').getByRole('search');
      await form.getByRole('searchbox').fill('芯片');
      await form.getByRole('button', { name: /搜索/ }).click();
      await page.waitForURL((u) => u.pathname === '/search' && u.searchParams.get('keyword') === '芯片');
      const tabs = page.getByRole('group', { name: '搜索范围' }).getByRole('link');
      expect(await tabs.allTextContents()).toEqual(CATEGORIES.map((c) => c.label));

      await tabs.filter({ hasText: '科技服务' }).click();
      await page.waitForURL((u) => u.searchParams.get('type') === '2' && u.searchParams.get('keyword') === '芯片');
      // The tab's page replaces the first one's list when its data has come: wait for the list itself to change.
      await expect
        .poll(
          () =>
            page
              .locator('main article h2 a')
              .first()
              .getAttribute('href', { timeout: 1000 })
              .catch(() => ''),
          SLOW,
        )
        .toMatch(/^\/techdetail\?id=\d+$/);

      await page.goto('/search?type=7&keyword=%E6%9D%AD%E5%B7%9E');
      expect(await page.locator('main article h2 a').first().getAttribute('href')).toMatch(/^\/comdetail\?id=\d+$/);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe('search in the text (issue 29)', () => {
  /** A phrase of the demo content that stands only in one policy's body (高层次人才认定: 就医绿色通道). */
  const PHRASE = '就医绿色通道';

  it('the header search finds a policy by a phrase of its body, the phrase marked, and opens it', async () => {
    const page = await context.newPage();
    const errors = watch(page);
    try {
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      await search(page, 1, PHRASE);
      await page.waitForURL((u) => u.pathname === '/information' && u.searchParams.get('keyword') === PHRASE);
      await expect.poll(() => resultNote(page).textContent(), SLOW).toContain(`“${PHRASE}”的搜索结果，共 1 条`);
      const item = page.locator('main li', { has: page.locator('h2') }).first();
      expect(await item.locator('mark').allTextContents()).toEqual([PHRASE]);
      expect(await item.getByText(/^正文：/).textContent()).toContain(PHRASE);
      const title = (await item.locator('h2').textContent()) ?? '';
      await item.locator('h2 a').click();
      await page.waitForURL((u) => u.pathname === '/policydetail');
      // The address changes when the navigation starts a transition; the page's heading follows when it commits.
      await expect.poll(() => page.locator('main h1').textContent(), SLOW).toBe(title);
      expect(await page.locator('main').textContent()).toContain(PHRASE);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('/search lists the body match after the title matches, with the words around the phrase', async () => {
    const page = await context.newPage();
    try {
      await page.goto(`/search?type=1&keyword=${encodeURIComponent(PHRASE)}`);
      const hit = page.locator('main article').first();
      expect(await hit.locator('mark').allTextContents()).toEqual([PHRASE]);
      expect(await hit.textContent()).toContain('正文');
      expect(await hit.locator('h2 a').getAttribute('href')).toMatch(/^\/policydetail\?id=\d+&type=0$/);
    } finally {
      await page.close();
    }
  });
});
