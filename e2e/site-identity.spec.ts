import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, specBrowser, type Variant } from './support';
import { ARTIFACTS } from './state';

/**
 * Issue 14, the site's identity: the footer carries 主办单位, 网站标识码, the ICP number (to the MIIT registry), the
 * 公安 number with its icon (to the ministry's record), the red 党政机关 mark (to 中央编办's verification page) and
 * the copyright, on the home page and on a detail page; a policy's page head has the meta tags of the government
 * web-page specification; axe-core finds no WCAG 2.1 A/AA violation on the home page at 1280 and 360 px.
 */

const SLOW = { timeout: 15_000 };
type Config = Record<string, string>;

// axe-core from node_modules (no download), evaluated in the page through the browser's debugging protocol, which
// the page's Content-Security-Policy does not govern.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type AxeViolation = { id: string; impact: string; help: string; nodes: { target: string[]; failureSummary: string }[] };
async function runAxe(page: Page): Promise<{ violations: AxeViolation[]; checked: string[] }> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    type Result = { violations: AxeViolation[]; passes: { id: string }[]; incomplete: { id: string }[] };
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<Result> } }).axe;
    const r = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    });
    return {
      violations: r.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
      })),
      checked: [...r.passes, ...r.incomplete].map((x) => x.id),
    };
  });
}

const browser = specBrowser();
let config: Config;
async function open(variant: Variant, url: string) {
  const { page, errors } = await browser.open(variant);
  const res = await page.goto(url);
  expect(res?.status()).toBe(200);
  await page.locator('footer').waitFor(SLOW);
  return { page, errors };
}

beforeAll(async () => {
  config = (await api<Config>('/api/demo/config')).body.data;
});

/** The footer's identity items and where they lead. */
async function checkFooter(page: Page) {
  const identity = page.getByTestId('site-identity');
  const text = await identity.innerText();
  expect(text).toContain(`主办单位：${config.sponsor}`);
  expect(text).toContain(`网站标识码：${config.site_code}`);
  expect(text).toContain(config.banquan);

  const icp = identity.getByRole('link', { name: config.beianhao! });
  expect(await icp.getAttribute('href')).toBe('https://beian.miit.gov.cn/');
  expect(await icp.getAttribute('target')).toBe('_blank');
  expect(await icp.getAttribute('rel')).toContain('noopener');

  const policeFiling = identity.getByRole('link', { name: config.gonganbeian! });
  expect(await policeFiling.getAttribute('href')).toBe(
    `https://beian.mps.gov.cn/#/query/webSearch?code=${config.gonganbeian!.replace(/\D/g, '')}`,
  );
  expect(await policeFiling.getAttribute('rel')).toContain('noopener');
  expect(await policeFiling.locator('svg').count()).toBe(1);

  const mark = identity.getByRole('link', { name: /党政机关网站标识/ });
  expect(await mark.getAttribute('href')).toBe(`https://bszs.conac.cn/sitename?method=show&id=${config.dangzheng}`);
  expect(await mark.getAttribute('target')).toBe('_blank');
  expect(await mark.innerText()).toContain('党政机关');
  // No image from another site anywhere in the footer.
  const srcs = await page.locator('footer img').evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).src));
  expect(srcs.filter((src) => !src.startsWith(new URL(page.url()).origin))).toEqual([]);
}

async function footerShot(page: Page, name: string) {
  await page.locator('footer').screenshot({ path: path.join(ARTIFACTS, `${name}.png`), animations: 'disabled', timeout: 45_000 });
}

describe('the site identity (issue 14)', () => {
  it('the demo settings have every identity item', () => {
    expect(config).toMatchObject({
      site_code: expect.stringMatching(/^\d{10}$/),
      dangzheng: expect.stringMatching(/^[0-9A-F]{32}$/),
      site_domain: '127.0.0.1',
      beianhao: expect.any(String),
      gonganbeian: expect.any(String),
      sponsor: expect.any(String),
    });
  });

  it('the footer shows them, with the right links, on the home page and on a detail page; readable at 360 px', async () => {
    const home = await open('desktop', '/');
    await checkFooter(home.page);
    await footerShot(home.page, 'site-identity-footer-1280');

    const list = await api<{ id: number }[]>('/api/index/server_list', { page_size: 1 });
    const id = list.body.data[0]!.id;
    const detail = await open('desktop', `/policydetail?id=${id}&type=0`);
    await checkFooter(detail.page);

    const phone = await open('phone', '/');
    await checkFooter(phone.page);
    // Nothing in the footer is wider than the phone's screen.
    const overflow = await phone.page.locator('footer').evaluate((f) => f.scrollWidth - f.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await footerShot(phone.page, 'site-identity-footer-360');
    expect([...home.errors, ...detail.errors, ...phone.errors]).toEqual([]);
  });

  it('a policy page head carries the specification meta tags; a list page has the site and column tags', async () => {
    const list = await api<{ id: number }[]>('/api/index/server_list', { page_size: 1 });
    const id = list.body.data[0]!.id;
    const item = (await api<{ title: string; release_time: string; source: string }>('/api/index/server_detail', { id })).body.data;
    const { page } = await open('desktop', `/policydetail?id=${id}&type=0`);
    const meta = (name: string) =>
      page.locator(`head meta[name="${name}"]`).evaluateAll((els) => els.map((e) => e.getAttribute('content')));
    expect(await meta('SiteName')).toEqual([config.site_name]);
    expect(await meta('SiteDomain')).toEqual(['127.0.0.1']);
    expect(await meta('SiteIDCode')).toEqual([config.site_code]);
    expect(await meta('ColumnName')).toEqual(['政策资讯']);
    expect(await meta('ArticleTitle')).toEqual([item.title]);
    expect(await meta('PubDate')).toEqual([item.release_time]);
    expect((await meta('PubDate'))[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(await meta('ContentSource')).toEqual([item.source || config.site_name]);
    expect(await meta('description')).toHaveLength(1);
    expect(await page.title()).toBe(`${item.title} - ${config.site_name}`);

    // In the server's HTML too (crawlers and inspectors read it without scripts).
    const html = await (await fetch(page.url())).text();
    expect(html).toContain(`<meta name="SiteIDCode" content="${config.site_code}"/>`);
    expect(html).toContain('<meta name="ColumnName" content="政策资讯"/>');

    const list2 = await open('desktop', '/information');
    const listMeta = (name: string) =>
      list2.page.locator(`head meta[name="${name}"]`).evaluateAll((els) => els.map((e) => e.getAttribute('content')));
    expect(await listMeta('ColumnName')).toEqual(['政策资讯']);
    expect(await listMeta('SiteIDCode')).toEqual([config.site_code]);
    expect(await listMeta('ArticleTitle')).toEqual([]);
  });

  it.each(['desktop', 'phone'] as const)('axe-core finds no WCAG 2.1 A/AA violation on the home page (%s)', async (variant) => {
    const { page, errors } = await open(variant, '/');
    const { violations, checked } = await runAxe(page);
    expect(violations).toEqual([]);
    // The rules that matter here did run.
    expect(checked).toEqual(expect.arrayContaining(['color-contrast', 'link-name', 'image-alt']));
    expect(errors).toEqual([]);
  });
});
