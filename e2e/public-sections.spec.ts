import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, baseUrl, networkQuiet, screenshot, specBrowser, type Variant } from './support';

const browser = specBrowser();

const nav = (page: Page, label: string) => page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: label, exact: true });
/** The title link of the first card (h2 on list pages, h3 in landing sections). */
const firstCard = (page: Page) => page.locator('main :is(h2, h3) > a').first();
/** The breadcrumb's last item: it changes only once the new page has rendered (client navigation). */
const crumb = (page: Page) => page.getByRole('navigation', { name: '当前位置' }).locator('[aria-current="page"]').textContent();
const SLOW = { timeout: 10_000 };

/** Each navigation section: its list (reached from home), maybe a step inside, and the detail it opens. */
const SECTIONS = [
  { nav: '政策资讯', list: '/information', detail: '/policydetail' },
  { nav: '科技服务', list: '/technics', detail: '/techdetail' },
  { nav: '创业服务', list: '/risk', via: '/risklist', viaCrumb: '服务列表', detail: '/riskdetail' },
  { nav: '培训服务', list: '/train', detail: '/traindetail' },
  { nav: '孵化服务', list: '/finance', detail: '/financedetail' },
  { nav: '租赁服务', list: '/tenancy', detail: '/tenancydetail' },
  { nav: '入驻企业', list: '/company', detail: '/comdetail' },
] as const;

describe('home → each section → a detail', () => {
  it.each(SECTIONS)('$nav: $list → $detail without console errors', async (section) => {
    const { page, context, errors } = await browser.open();
    try {
      await page.goto('/');
      await nav(page, section.nav).click();
      await page.waitForURL((u) => u.pathname === section.list);
      await expect.poll(() => crumb(page), SLOW).toBe(section.nav);
      if ('via' in section) {
        await page.getByRole('link', { name: '查看更多：工商注册与财税' }).click();
        await page.waitForURL((u) => u.pathname === section.via && u.searchParams.get('tab') === '1');
        await expect.poll(() => crumb(page), SLOW).toBe(section.viaCrumb);
      }
      const card = firstCard(page);
      const title = (await card.textContent())?.trim() ?? '';
      expect(title).not.toBe('');
      await card.click();
      await page.waitForURL((u) => u.pathname === section.detail);
      await expect.poll(() => page.locator('h1').first().textContent(), SLOW).toBe(title);
      expect(await page.title()).toContain(title);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('home page', () => {
  it('server-renders the banner, six tiles, policy tabs, leases, incubation, companies, move-in block and partners', async () => {
    const html = await (await fetch(new URL('/', baseUrl()))).text();
    for (const text of [
      '园区服务',
      '政策资讯',
      '科技服务',
      '创业服务',
      '培训服务',
      '孵化服务',
      '租赁服务',
      '企业入驻',
      '入驻企业',
      '合作伙伴',
      '咨询服务',
    ]) {
      expect(html).toContain(text);
    }
    const { page, context, errors } = await browser.open();
    try {
      await page.goto('/');
      await expect.poll(() => page.getByRole('region', { name: '焦点图' }).locator('li img').count(), SLOW).toBeGreaterThan(0);
      const tiles = page
        .getByRole('heading', { level: 3 })
        .filter({ hasText: /^(政策资讯|科技服务|创业服务|培训服务|孵化服务|租赁服务)$/ });
      expect(await tiles.count()).toBe(6);
      expect(await page.locator('section[aria-labelledby="home-lease"] article').count()).toBe(4);
      expect(await page.locator('section[aria-labelledby="home-finance"] article').count()).toBe(4);
      expect(await page.locator('section[aria-labelledby="home-companies"] article').count()).toBe(3);

      // The tabs: 政策 first; 通知公告 and 新闻动态 link their items with type 1 and 2.
      const panel = page.getByRole('tabpanel');
      expect(await panel.locator('a[href*="type=0"]').count()).toBeGreaterThan(1);
      await page.getByRole('tab', { name: '通知公告' }).click();
      await expect.poll(() => panel.locator('a[href*="type=1"]').count(), SLOW).toBeGreaterThan(1);
      await page.getByRole('tab', { name: '通知公告' }).press('ArrowRight');
      await expect.poll(() => page.getByRole('tab', { name: '新闻动态' }).getAttribute('aria-selected'), SLOW).toBe('true');
      await expect.poll(() => panel.locator('a[href*="type=2"]').count(), SLOW).toBeGreaterThan(1);

      // Partner logos open the partner's own site in a new tab.
      const partners = page.locator('section[aria-labelledby="home-partners"] a');
      expect(await partners.count()).toBeGreaterThan(0);
      expect(await partners.first().getAttribute('target')).toBe('_blank');
      expect(await partners.first().getAttribute('href')).toMatch(/^https?:\/\//);

      // The move-in block: intro, the apply button and the park's figures.
      const movein = page.locator('section[aria-labelledby="home-movein"]');
      expect(await movein.getByText('立即申请入驻').count()).toBe(1);
      expect(await movein.getByText('入驻企业', { exact: true }).count()).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('list filters, pager and states', () => {
  it('/technics shows the second level once a first category is chosen, and resets the page', async () => {
    const { page, context, errors } = await browser.open();
    try {
      await page.goto('/technics?page=2');
      const levels = page.getByRole('group');
      expect(await levels.count()).toBe(1);
      await levels.first().getByRole('link').nth(1).click();
      await page.waitForURL((u) => u.searchParams.has('first') && !u.searchParams.has('page'));
      await expect.poll(() => page.getByRole('group').count(), SLOW).toBe(2);
      const second = page.getByRole('group').nth(1).getByRole('link').nth(1);
      const label = await second.textContent();
      await second.click();
      await page.waitForURL((u) => u.searchParams.has('first') && u.searchParams.has('second'));
      await expect.poll(() => page.getByRole('group').nth(1).locator('[aria-current="true"]').textContent(), SLOW).toBe(label);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('/tenancy pages ten at a time with a centred pager; a single page has none', async () => {
    const { page, context, errors } = await browser.open();
    try {
      const total = (await api('/api/demo/lease_list', {})).body.count ?? 0;
      expect(total).toBeGreaterThan(10);
      await page.goto('/tenancy');
      expect(await page.locator('main article').count()).toBe(10);
      const pager = page.getByRole('navigation', { name: '分页' });
      await pager.getByRole('link', { name: '第 2 页' }).click();
      await page.waitForURL((u) => u.searchParams.get('page') === '2');
      await expect.poll(() => pager.locator('[aria-current="page"]').textContent(), SLOW).toBe('2');
      expect(await page.title()).toContain('第 2 页');

      await page.goto('/risklist?tab=2');
      const items = await page.locator('main article').count();
      expect(items).toBeGreaterThan(0);
      expect(items).toBeLessThanOrEqual(10);
      expect(await page.getByRole('navigation', { name: '分页' }).count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("says '暂无数据' when nothing matches", async () => {
    const { page, context, errors } = await browser.open();
    try {
      await page.goto('/train?keyword=没有这样的培训活动');
      expect(await page.getByText('暂无数据').count()).toBeGreaterThan(0);
      expect(await page.locator('main article').count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it.each([
    '/techdetail?id=abc',
    '/riskdetail?id=999999',
    '/traindetail',
    '/tenancydetail?id=0',
    '/comdetail?id=-1',
    '/financedetail?id=1.5',
  ])('%s answers 404 with the not-found message', async (path) => {
    const { page, context } = await browser.open();
    try {
      const res = await page.goto(path);
      expect(res?.status()).toBe(404);
      expect(await page.getByText('内容不存在或已下线').count()).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });
});

const PUBLIC_PAGES = [
  '/',
  '/technics',
  '/techdetail?id=1',
  '/risk',
  '/risklist',
  '/riskdetail?id=1',
  '/train',
  '/traindetail?id=1',
  '/finance',
  '/financedetail?id=1',
  '/tenancy',
  '/tenancydetail?id=1',
  '/company',
  '/comdetail?id=1',
];

describe('layout at 360 px and 1280 px', () => {
  it.each<Variant>(['phone', 'desktop'])('no public page scrolls sideways (%s)', async (variant) => {
    const { page, context, errors } = await browser.open(variant);
    try {
      for (const path of PUBLIC_PAGES) {
        await page.goto(path);
        const [scroll, inner] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
        expect(scroll, path).toBeLessThanOrEqual(inner);
        expect(await page.title(), path).not.toBe('');
        expect(await page.locator('meta[name="description"]').getAttribute('content'), path).toBeTruthy();
      }
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it.each<Variant>(['phone', 'desktop'])(
    'screenshots of home, a list and a detail (%s)',
    async (variant) => {
      const { page, context, errors } = await browser.open(variant);
      try {
        for (const [name, path] of [
          ['home', '/'],
          ['tenancy', '/tenancy'],
          ['tenancydetail', '/tenancydetail?id=1'],
        ] as const) {
          await page.goto(path);
          // Bring lazy images in before the full-page picture.
          const height = await page.evaluate(() => document.documentElement.scrollHeight);
          for (let y = 0; y < height; y += 500) await page.evaluate((top) => window.scrollTo(0, top), y);
          await page.evaluate(() => window.scrollTo(0, 0));
          await page.waitForLoadState('networkidle');
          await screenshot(page, `public-${name}-${variant}`);
        }
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
    300_000,
  );
});

describe("the site's pictures at another address of the same server", () => {
  it('a page opened at localhost, where PUBLIC_URL says 127.0.0.1, shows its banner, logos and photos', async () => {
    // The API gives files with PUBLIC_URL in front, and files are Cross-Origin-Resource-Policy: same-origin.
    const other = baseUrl().replace('127.0.0.1', 'localhost');
    const { page, errors } = await browser.open('phone');
    const failed: string[] = [];
    page.on('requestfailed', (r) => failed.push(`${r.url()} ${r.failure()?.errorText ?? ''}`));
    for (const path of ['/', '/company', '/tenancy']) {
      await page.goto(`${other}${path}`);
      // Lazy pictures load once near the screen: walk down the page.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0; y < height; y += 600) await page.evaluate((top) => window.scrollTo(0, top), y);
      await networkQuiet(page);
      const images = await page.evaluate(() =>
        [...document.images].map((i) => ({ src: i.getAttribute('src') ?? '', done: i.complete, width: i.naturalWidth })),
      );
      const ownFile = (src: string) => /^(https?:\/\/[^/]+)?\/(uploads|files|demo)\//.test(src);
      // A picture the browser refused is complete with no size; one not yet near the screen (a carousel's next slide) is not complete.
      expect(
        images.filter((i) => i.done && i.width === 0),
        path,
      ).toEqual([]);
      expect(
        images.filter((i) => ownFile(i.src) && /^https?:/.test(i.src)),
        path,
      ).toEqual([]);
      expect(images.filter((i) => ownFile(i.src) && i.done && i.width > 0).length, path).toBeGreaterThan(0);
    }
    expect(failed).toEqual([]);
    expect(errors).toEqual([]);
  });
});
