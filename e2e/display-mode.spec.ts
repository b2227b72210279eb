import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from './axe-support';
import { applyByApi, personalToken, reviewByApi } from './qr-support';
import { baseUrl, networkQuiet, screenshot, signInAsAdmin, specBrowser, type Variant, VIEWPORTS, watch } from './support';

/**
 * Issue 14: the 适老化 / 无障碍 mode. Switched from the header (a button with aria-pressed, by mouse, by keyboard,
 * without JavaScript through /go/display), remembered in the `display` cookie, rendered by the server (the first
 * HTML carries <html data-display="care">, and the page cache keeps each mode's page apart), larger text (1.5×),
 * high contrast, wider spacing, no sideways scrolling at 360 px or at 200 % zoom, no axe violation; the back
 * office follows (antd through its theme).
 */

const SWITCH = { name: '适老化模式', exact: true } as const;
const SLOW = { timeout: 20_000 };
/** The greys of the standard mode's secondary text (#59616d, #4f5866): gone in the care mode. */
const GREYS = ['rgb(89, 97, 109)', 'rgb(79, 88, 102)'];

const browser = specBrowser();
let detailPath = '';

beforeAll(async () => {
  // A policy's detail page from the demo content, as a visitor finds it.
  const res = await fetch(new URL('/information', baseUrl()));
  const href = /href="(\/policydetail\?[^"]+)"/.exec(await res.text())?.[1];
  if (!href) throw new Error('/information lists no policy to open');
  detailPath = href.replaceAll('&amp;', '&');
});

type Size = Variant | 'zoom200';
/** `zoom200`: a 1280 px screen at 200 % zoom, i.e. 640 CSS px at two device pixels each. */
async function contextAt(size: Size, opts: { care?: boolean; javaScriptEnabled?: boolean } = {}): Promise<BrowserContext> {
  const javaScriptEnabled = opts.javaScriptEnabled ?? true;
  const context = await (size === 'zoom200'
    ? browser.context('desktop', { viewport: { width: 640, height: 400 }, deviceScaleFactor: 2, javaScriptEnabled })
    : browser.context(size, { javaScriptEnabled }));
  if (opts.care) await context.addCookies([{ name: 'display', value: 'care', url: baseUrl(), sameSite: 'Lax' }]);
  return context;
}

const htmlMode = (page: Page) => page.evaluate(() => document.documentElement.getAttribute('data-display'));
const px = (page: Page, selector: string, prop: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el, p) => parseFloat(getComputedStyle(el).getPropertyValue(p)), prop);
const displayCookieOf = async (context: BrowserContext) => (await context.cookies()).find((c) => c.name === 'display');
const rawHtml = async (path: string, cookie?: string) => {
  const res = await fetch(new URL(path, baseUrl()), { headers: cookie ? { cookie } : {} });
  return { status: res.status, cache: res.headers.get('x-cache'), html: await res.text() };
};
const htmlTagOf = (html: string) => /<html[^>]*>/.exec(html)?.[0] ?? '';
/** How far the page scrolls sideways (0: not at all). */
const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Sizes of the parts the mode must scale: body text, a heading, the navigation, a list item, a button, an input, the footer. */
async function sizes(page: Page) {
  return {
    body: await px(page, 'body', 'font-size'),
    heading: await px(page, 'main h2', 'font-size'),
    nav: await px(page, 'nav[aria-label="主导航"] a', 'font-size'),
    list: await px(page, 'main li', 'font-size'),
    button: await px(page, 'header button[type="submit"][aria-label="搜索"], header button', 'font-size'),
    input: await px(page, 'header input[type="search"]', 'font-size'),
    footer: await px(page, 'footer p, footer li, footer a', 'font-size'),
  };
}

/** Every text the overview's echarts charts drew (the SVG renderer): its words, size and colour. */
const chartTexts = (page: Page) =>
  page
    .locator('figure div[aria-hidden="true"] svg text')
    .evaluateAll((els) =>
      els.map((el) => ({ text: el.textContent ?? '', size: parseFloat(getComputedStyle(el).fontSize), fill: getComputedStyle(el).fill })),
    );
/** The doughnut's figure in its hole (出租率 / 50.0%), larger than the labels. */
const isHeadline = (text: string) => text === '出租率' || text.endsWith('%');
const smallest = async (page: Page) => Math.min(...(await chartTexts(page)).map((t) => t.size));
const largestLabel = async (page: Page) => Math.max(...(await chartTexts(page)).filter((t) => !isHeadline(t.text)).map((t) => t.size));

/** The lines of text each body row's first cell takes (by the text's line boxes), and that column's width. */
const firstColumn = (page: Page) =>
  page
    .locator('.ui-table-wrapper')
    .first()
    .evaluate((table) => {
      const lines = [...table.querySelectorAll('tbody tr.ui-table-row')].map((tr) => {
        const range = document.createRange();
        range.selectNodeContents(tr.querySelector('td')!);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      });
      return { lines, width: table.querySelector('thead th')!.getBoundingClientRect().width };
    });

async function greysIn(page: Page): Promise<number> {
  return page.evaluate((greys) => {
    let n = 0;
    for (const el of document.querySelectorAll('main *, footer *')) {
      const own = [...el.childNodes].some((c) => c.nodeType === Node.TEXT_NODE && c.textContent?.trim());
      if (own && greys.includes(getComputedStyle(el).color)) n += 1;
    }
    return n;
  }, GREYS);
}

describe('the 适老化 switch', () => {
  it('on / turns the mode on in place: 1.5× text everywhere, high contrast, wider spacing; remembered, and served by the server', async () => {
    const { page, context, errors } = await browser.open('desktop');
    await page.goto('/');
    const toggle = page.getByRole('button', SWITCH);
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('false');
    expect(await htmlMode(page)).toBeNull();
    const before = await sizes(page);
    expect(before.body).toBe(16);
    expect(await greysIn(page)).toBeGreaterThan(0);

    await toggle.click();
    await expect.poll(() => htmlMode(page)).toBe('care');
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    const after = await sizes(page);
    for (const part of Object.keys(before) as (keyof typeof before)[]) {
      expect(after[part] / before[part], `${part}: ${before[part]} → ${after[part]}`).toBeGreaterThanOrEqual(1.5 - 0.01);
    }
    // Wider spacing.
    expect((await px(page, 'body', 'line-height')) / after.body).toBeGreaterThanOrEqual(1.8 - 0.01);
    expect((await px(page, 'main li', 'letter-spacing')) / after.list).toBeGreaterThanOrEqual(0.05 - 0.001);
    // High contrast: near-black text on white, dark-blue underlined links, none of the greys.
    expect(await page.locator('body').evaluate((el) => [getComputedStyle(el).color, getComputedStyle(el).backgroundColor])).toEqual([
      'rgb(17, 17, 17)',
      'rgb(255, 255, 255)',
    ]);
    const link = page.locator('footer a').first();
    expect(await link.evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe('underline');
    expect(await greysIn(page)).toBe(0);
    // Remembered for a year, for the whole site.
    const cookie = await displayCookieOf(context);
    expect(cookie?.value).toBe('care');
    expect(cookie?.path).toBe('/');
    expect(cookie?.sameSite).toBe('Lax');
    expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
    await screenshot(page, 'display-care-home-desktop');

    // A reload keeps it, and the server's HTML already says so (no flash).
    const served = page.waitForResponse((res) => new URL(res.url()).pathname === '/' && res.request().resourceType() === 'document');
    await page.reload();
    expect(htmlTagOf(await (await served).text())).toContain('data-display="care"');
    expect(await htmlMode(page)).toBe('care');
    expect(await page.getByRole('button', SWITCH).getAttribute('aria-pressed')).toBe('true');

    // And off again: in place, the cookie gone, standard after a reload.
    await page.getByRole('button', SWITCH).click();
    await expect.poll(() => htmlMode(page)).toBeNull();
    expect(await page.getByRole('button', SWITCH).getAttribute('aria-pressed')).toBe('false');
    expect(await px(page, 'body', 'font-size')).toBe(16);
    expect(await displayCookieOf(context)).toBeUndefined();
    await page.reload();
    expect(await htmlMode(page)).toBeNull();
    expect(errors).toEqual([]);
  });

  it('the page cache keeps the modes apart: a visitor without the cookie never gets the 适老化 page, nor the other way', async () => {
    for (const path of ['/', '/information', '/train']) {
      // The care page first and twice (kept), then a visitor without the cookie, twice: each gets their own.
      const care1 = await rawHtml(path, 'display=care');
      const care2 = await rawHtml(path, 'display=care');
      const plain1 = await rawHtml(path);
      const plain2 = await rawHtml(path);
      const other = await rawHtml(path, 'display=huge');
      for (const res of [care1, care2, plain1, plain2, other]) expect(res.status, path).toBe(200);
      expect(htmlTagOf(care1.html), path).toContain('data-display="care"');
      expect(htmlTagOf(care2.html), path).toContain('data-display="care"');
      expect(care2.cache, path).toMatch(/hit|stale/);
      for (const res of [plain1, plain2, other]) expect(htmlTagOf(res.html), path).not.toContain('data-display');
      expect(plain2.cache, path).toMatch(/hit|stale/);
    }
    // In browsers: one visitor turns it on, another opens the same page.
    const a = await (await contextAt('desktop')).newPage();
    await a.goto('/information');
    await a.getByRole('button', SWITCH).click();
    await expect.poll(() => htmlMode(a)).toBe('care');
    await a.reload();
    expect(await htmlMode(a)).toBe('care');
    const b = await (await contextAt('desktop')).newPage();
    await b.goto('/information');
    expect(await htmlMode(b)).toBeNull();
    expect(await px(b, 'body', 'font-size')).toBe(16);
  });

  it('works without JavaScript: the switch goes through /go/display and comes back to the same page', async () => {
    const context = await contextAt('desktop', { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/information?cat=1');
    await page.getByRole('button', SWITCH).click();
    await page.waitForURL((url) => url.pathname === '/information' && url.search === '?cat=1');
    expect(await htmlMode(page)).toBe('care');
    expect(await page.getByRole('button', SWITCH).getAttribute('aria-pressed')).toBe('true');
    expect(await px(page, 'body', 'font-size')).toBe(24);
    expect((await displayCookieOf(context))?.value).toBe('care');
    await page.getByRole('button', SWITCH).click();
    await page.waitForURL((url) => url.pathname === '/information');
    await expect.poll(() => htmlMode(page)).toBeNull();
    expect(await displayCookieOf(context)).toBeUndefined();
    // Only back to this site.
    const res = await fetch(new URL('/go/display?mode=care&from=//evil.example/x', baseUrl()), { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/');
  });

  it('is reached by Tab, shows a visible focus ring, and Enter toggles it', async () => {
    const { page, errors } = await browser.open('desktop');
    await page.goto('/');
    await page.getByRole('button', SWITCH).waitFor();
    let found = false;
    for (let i = 0; i < 40 && !found; i++) {
      await page.keyboard.press('Tab');
      found = await page.evaluate(() => document.activeElement?.textContent?.trim() === '适老化模式');
    }
    expect(found, 'Tab reaches the switch').toBe(true);
    const outline = () =>
      page.evaluate(() => {
        const s = getComputedStyle(document.activeElement!);
        return { style: s.outlineStyle, width: parseFloat(s.outlineWidth) };
      });
    expect((await outline()).style).not.toBe('none');
    expect((await outline()).width).toBeGreaterThanOrEqual(2);
    await page.keyboard.press('Enter');
    await expect.poll(() => htmlMode(page)).toBe('care');
    // Focus stays on the switch, now pressed, with the care mode's stronger ring.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-pressed'))).toBe('true');
    expect((await outline()).style).not.toBe('none');
    expect((await outline()).width).toBeGreaterThanOrEqual(4);
    await screenshot(page, 'display-care-focus');
    await page.keyboard.press('Enter');
    await expect.poll(() => htmlMode(page)).toBeNull();
    expect(errors).toEqual([]);
  });
});

describe('the 适老化 pages', () => {
  it(
    'have no axe violation and none of the greys at 1280 and 360 px on /, /information, a detail page and /tenancy',
    { timeout: 180_000 },
    async () => {
      const found: string[] = [];
      for (const variant of ['desktop', 'phone'] as const) {
        const page = await (await contextAt(variant, { care: true })).newPage();
        const errors = watch(page);
        for (const path of ['/', '/information', detailPath, '/tenancy']) {
          await page.goto(path);
          await page.locator('main').waitFor(SLOW);
          await networkQuiet(page);
          expect(await htmlMode(page), path).toBe('care');
          found.push(...describeViolations(await axeViolations(page)).map((v) => `${variant} ${path}: ${v}`));
          const greys = await greysIn(page);
          if (greys) found.push(`${variant} ${path}: ${greys} elements in the standard mode's grey`);
          await screenshot(page, `display-care-${variant}-${path.split('?')[0]!.slice(1) || 'home'}`);
        }
        expect(errors, variant).toEqual([]);
      }
      expect(found).toEqual([]);
    },
  );

  it('never scroll sideways at 360 px nor at 200 % zoom (640 CSS px)', { timeout: 180_000 }, async () => {
    const wide: string[] = [];
    for (const size of ['phone', 'zoom200'] as const) {
      const page = await (await contextAt(size, { care: true })).newPage();
      for (const path of ['/', '/information', detailPath, '/login', '/tenancy', '/company']) {
        await page.goto(path);
        await page.locator('main').waitFor(SLOW);
        expect(await htmlMode(page), path).toBe('care');
        const over = await sideways(page);
        if (over > 0) wide.push(`${size} ${path}: ${over} px`);
      }
      await page.goto('/');
      await screenshot(page, `display-care-${size}-home-full`);
    }
    expect(wide).toEqual([]);
  });

  it('the back office follows: the switch in its top bar, 1.5× text in the shell and in antd', { timeout: 120_000 }, async () => {
    const context = await contextAt('desktop');
    const page = await context.newPage();
    const errors = watch(page);
    await signInAsAdmin(page);
    await page.goto('/system');
    await page.locator('main h1').waitFor(SLOW);
    const antd = '.ant-btn, .ui-table, .ant-card, .ant-statistic, .ant-tabs, .ant-form';
    await page.locator(antd).first().waitFor(SLOW);
    const before = {
      title: await px(page, 'main h1', 'font-size'),
      antd: await px(page, antd, 'font-size'),
      shell: await px(page, 'nav[aria-label="当前位置"]', 'font-size'),
    };
    const toggle = page.getByRole('button', SWITCH);
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await toggle.click();
    await expect.poll(() => htmlMode(page)).toBe('care');
    await expect.poll(() => px(page, antd, 'font-size')).toBeGreaterThanOrEqual(before.antd * 1.5 - 0.5);
    expect(await px(page, 'main h1', 'font-size')).toBeGreaterThanOrEqual(before.title * 1.5 - 0.5);
    expect(await px(page, 'nav[aria-label="当前位置"]', 'font-size')).toBeGreaterThanOrEqual(before.shell * 1.5 - 0.5);
    await screenshot(page, 'display-care-system-desktop');
    // Served so on the next visit (a signed-in page is never kept: no cache involved).
    await page.reload();
    expect(await htmlMode(page)).toBe('care');
    expect(describeViolations(await axeViolations(page))).toEqual([]);
    await page.setViewportSize(VIEWPORTS.phone);
    // The page lays itself out again after the resize (antd's breakpoints re-render the shell): measured once it has.
    await expect.poll(() => sideways(page)).toBe(0);
    await screenshot(page, 'display-care-system-phone');
    await page.getByRole('button', SWITCH).click();
    await expect.poll(() => htmlMode(page)).toBeNull();
    expect(errors).toEqual([]);
  });

  it(
    'the overview charts follow: labels and legends 18 px, tooltips 21 px, near-black, in place and when served',
    { timeout: 120_000 },
    async () => {
      const page = await (await contextAt('desktop')).newPage();
      const errors = watch(page);
      await signInAsAdmin(page);
      await page.goto('/system/warning');
      const charts = page.locator('figure div[aria-hidden="true"]');
      await expect.poll(() => page.locator('figure div[aria-hidden="true"] svg').count(), SLOW).toBe(2);
      // Standard: the back office's 12 px labels, the figure in the doughnut 16 px.
      const standard = await chartTexts(page);
      expect(standard.map((t) => t.text)).toEqual(expect.arrayContaining(['房租', '服务费', '已出租', '空置', '出租率']));
      expect(await largestLabel(page)).toBe(12);
      const standardHeight = (await charts.first().boundingBox())!.height;

      // Switched in place: the charts take the care theme without a reload.
      await page.getByRole('button', SWITCH).click();
      await expect.poll(() => htmlMode(page)).toBe('care');
      await expect.poll(() => smallest(page)).toBeGreaterThanOrEqual(18);
      const care = await chartTexts(page);
      for (const t of care) {
        expect(t.size, t.text).toBeGreaterThanOrEqual(isHeadline(t.text) ? 24 : 18);
        expect(['rgb(17, 17, 17)', 'rgb(0, 0, 0)'], `${t.text}: ${t.fill}`).toContain(t.fill);
      }
      // One chart a row, so all twelve months have room side by side; and a taller box for the larger labels.
      expect(care.filter((t) => /^\d{1,2}月$/.test(t.text)).map((t) => t.text)).toHaveLength(12);
      expect((await charts.first().boundingBox())!.height).toBeGreaterThan(standardHeight);

      // The tooltip (echarts' HTML box beside the drawing) at 21 px.
      const bars = charts.first();
      await bars.scrollIntoViewIfNeeded();
      const box = (await bars.boundingBox())!;
      await page.mouse.move(box.x + box.width * 0.15, box.y + box.height * 0.6);
      const tooltip = bars.locator(':scope > div').nth(1);
      await expect.poll(() => tooltip.textContent(), SLOW).toContain('服务费');
      const tooltipSizes = await tooltip.evaluate((el) =>
        [...el.querySelectorAll('*')]
          .filter((e) => [...e.childNodes].some((c) => c.nodeType === Node.TEXT_NODE && c.textContent?.trim()))
          .map((e) => parseFloat(getComputedStyle(e).fontSize)),
      );
      expect(tooltipSizes.length).toBeGreaterThan(0);
      expect(Math.min(...tooltipSizes)).toBeGreaterThanOrEqual(21);
      await screenshot(page, 'display-care-system-charts');

      // Served so: the charts draw in the care theme at once.
      await page.reload();
      await expect.poll(() => page.locator('figure div[aria-hidden="true"] svg').count(), SLOW).toBe(2);
      expect(await smallest(page)).toBeGreaterThanOrEqual(18);
      // And back.
      await page.getByRole('button', SWITCH).click();
      await expect.poll(() => htmlMode(page)).toBeNull();
      await expect.poll(() => largestLabel(page)).toBe(12);
      expect(errors).toEqual([]);
    },
  );

  it(
    'the back office tables widen with the text: long company names keep to two lines at 1280 and 360 px, the table scrolls in its own box',
    { timeout: 120_000 },
    async () => {
      const standard = await (await contextAt('desktop')).newPage();
      await signInAsAdmin(standard);
      await standard.goto('/system/warning');
      await standard.locator('.ui-table-wrapper tbody tr.ui-table-row').first().waitFor(SLOW);
      const before = await firstColumn(standard);
      for (const variant of ['desktop', 'phone'] as const) {
        const page = await (await contextAt(variant, { care: true })).newPage();
        await signInAsAdmin(page);
        await page.goto('/system/warning');
        await page.locator('.ui-table-wrapper tbody tr.ui-table-row').first().waitFor(SLOW);
        expect(await htmlMode(page)).toBe('care');
        const after = await firstColumn(page);
        expect(after.lines.length, variant).toBeGreaterThan(0);
        // Without the wider columns the names took three or four lines at 1280 px.
        expect(Math.max(...after.lines), `${variant}: lines per name ${after.lines.join(',')}`).toBeLessThanOrEqual(2);
        if (variant === 'desktop') expect(after.width, 'the name column grows with the text').toBeGreaterThanOrEqual(before.width * 1.25);
        expect(await sideways(page), variant).toBe(0);
        await screenshot(page, `display-care-system-table-${variant}`);
      }
    },
  );

  it(
    'a wide back-office table says it scrolls sideways: a hint while it overflows, one HTML table (headers tied to cells)',
    { timeout: 120_000 },
    async () => {
      const page = await (await contextAt('desktop', { care: true })).newPage();
      const errors = watch(page);
      await signInAsAdmin(page);
      // 租约管理: wider than 1280 px in the mode.
      await page.goto('/system/leases');
      const table = page.locator('.ui-table-wrapper').first();
      await table.locator('tbody tr.ui-table-row').first().waitFor(SLOW);
      // The table's text and its rows' link buttons at the mode's 1.5× (14 → 21 px), as antd's were.
      expect(await px(page, '.ui-table-wrapper td', 'font-size')).toBeGreaterThanOrEqual(21);
      expect(await px(page, '.ui-table-wrapper td button', 'font-size')).toBeGreaterThanOrEqual(21);
      const box = table.locator('[data-scroll-region]').first();
      const hint = page.locator('[data-scroll-hint]');
      expect(await box.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeGreaterThan(0);
      await expect.poll(() => hint.count()).toBe(1);
      expect(await hint.textContent()).toContain('可左右滑动查看更多');
      expect(await hint.isVisible()).toBe(true);
      // The header row and the rows stay in one <table>, so a screen reader ties each cell to its column's header.
      expect(await table.locator('table:has(> thead):has(> tbody)').count()).toBe(1);
      // Scrolling the table's own box shows the rightmost columns.
      await box.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
      await expect.poll(() => box.evaluate((el) => el.scrollLeft)).toBeGreaterThan(100);
      await screenshot(page, 'display-care-system-table-wide');
      expect(describeViolations(await axeViolations(page))).toEqual([]);
      // The hint only while the table overflows: gone on a screen wide enough for it, back when narrower again.
      await page.setViewportSize({ width: 2400, height: 800 });
      await expect.poll(() => hint.count()).toBe(0);
      expect(await box.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1);
      await page.setViewportSize(VIEWPORTS.desktop);
      await expect.poll(() => hint.count()).toBe(1);

      // 政策资讯: the tags at the table's text size, and the 回收站 link apart from the 新建政策 button.
      await page.goto('/system/policies');
      await page.locator('.ui-table-wrapper .ant-tag').first().waitFor(SLOW);
      const tag = await px(page, '.ui-table-wrapper .ant-tag', 'font-size');
      expect(tag).toBeGreaterThanOrEqual(await px(page, '.ui-table-wrapper td', 'font-size'));
      const trash = (await page.getByRole('link', { name: '回收站', exact: true }).boundingBox())!;
      const create = (await page.getByRole('button', { name: /新建政策/ }).boundingBox())!;
      expect(create.x - (trash.x + trash.width), 'the gap between 回收站 and 新建政策').toBeGreaterThanOrEqual(12);
      await screenshot(page, 'display-care-system-policies');

      // The standard mode is as it was: no hint.
      await page.getByRole('button', SWITCH).click();
      await expect.poll(() => htmlMode(page)).toBeNull();
      await page.goto('/system/leases');
      await page.locator('.ui-table-wrapper tbody tr.ui-table-row').first().waitFor(SLOW);
      expect(await hint.count()).toBe(0);
      expect(errors).toEqual([]);
    },
  );

  it(
    'the company area follows too: its text at 1.5×, no axe violation, no sideways scrolling at 360 px',
    { timeout: 120_000 },
    async () => {
      const token = await personalToken(`适老化企业用户${Date.now().toString(36)}`);
      await reviewByApi(await applyByApi(token, `适老化检查企业${Date.now().toString(36)}`), 1);
      const found: string[] = [];
      for (const variant of ['desktop', 'phone'] as const) {
        const context = await contextAt(variant, { care: true });
        await context.addCookies([{ name: 'token', value: token, url: baseUrl(), httpOnly: true, sameSite: 'Lax' }]);
        const page = await context.newPage();
        const errors = watch(page);
        // The last is a page of tables and buttons: the check of their sizes below is made there.
        for (const path of ['/personal', '/service_list', '/company_brief', '/service', '/members']) {
          await page.goto(path);
          await page.locator('main').waitFor(SLOW);
          await networkQuiet(page);
          expect(await htmlMode(page), path).toBe('care');
          expect(await page.getByRole('button', SWITCH).getAttribute('aria-pressed'), path).toBe('true');
          found.push(...describeViolations(await axeViolations(page)).map((v) => `${variant} ${path}: ${v}`));
          const over = await sideways(page);
          if (over > 0) found.push(`${variant} ${path}: scrolls ${over} px sideways`);
        }
        // The tables' and buttons' text follows the mode: 16 px × 1.5.
        expect(await px(page, 'tbody td', 'font-size')).toBeGreaterThanOrEqual(24);
        expect(await px(page, '.ui-btn', 'font-size')).toBeGreaterThanOrEqual(24);
        await screenshot(page, `display-care-company-${variant}`);
        expect(errors, variant).toEqual([]);
      }
      expect(found).toEqual([]);
    },
  );
});
