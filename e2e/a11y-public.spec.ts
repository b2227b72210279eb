import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ArticleType } from '../shared/labels/articles';
import { paths, PUBLIC_PATHS, STAFF_PUBLIC_PATHS } from '../web/config/paths';
import { PORTAL_NAV } from '../web/config/portal-nav';
import { sweep, violationsOf } from './axe-support';
import { contextWithSession, personalToken } from './qr-support';
import { api, networkQuiet, settled, specBrowser, type Variant } from './support';

/**
 * Issue 14: axe-core (WCAG 2.0/2.1 A and AA) finds no violation on the public pages, signed out — every list page
 * of the top navigation with its filters, tabs and second pages, every kind of detail page (ids taken from the
 * public API, not written here), the staff sign-in page and the phone's QR page — at 1280 and 360 px. The
 * consultation entry is checked as a visitor sees it (the 请登录 toast) and, signed in as a personal user, with its
 * dialog open (empty and with the field errors shown).
 */

const SLOW = { timeout: 20_000 };
const WIDTHS: Variant[] = ['desktop', 'phone'];

const browser = specBrowser();
/** Every public page to sweep, built in beforeAll from the public API. */
let pages: string[] = [];
let techDetail = '';

type Row = { id: number };
/** The first item of a public list call; a list the demo content leaves empty fails the run here. */
async function firstId(call: string, body: object = {}): Promise<number> {
  const res = await api<Row[]>(call, { start: 1, page_size: 1, ...body });
  const id = res.body.data?.[0]?.id;
  if (res.body.code !== 1 || typeof id !== 'number')
    throw new Error(`${call} ${JSON.stringify(body)} lists nothing to open: ${res.body.msg}`);
  return id;
}

beforeAll(async () => {
  const [policy, announcement, news, tech, startup, train, finance, lease, shop] = await Promise.all([
    firstId('/api/index/server_list'),
    firstId('/api/demo/article_list', { type: ArticleType.ANNOUNCEMENT }),
    firstId('/api/demo/article_list', { type: ArticleType.NEWS }),
    firstId('/api/demo/tech_list'),
    firstId('/api/demo/start_list'),
    firstId('/api/demo/train_list'),
    firstId('/api/demo/finance_list'),
    firstId('/api/demo/lease_list'),
    firstId('/api/index/shop_list'),
  ]);
  const firstCategory = (await api<Row[]>('/api/demo/tech_category', { cat_id: 0 })).body.data[0]?.id;
  const secondCategory = firstCategory
    ? (await api<Row[]>('/api/demo/tech_category', { cat_id: firstCategory })).body.data[0]?.id
    : undefined;
  const trainCategory = (await api<Row[]>('/api/demo/train_category', {})).body.data[0]?.id;
  if (!firstCategory || !secondCategory || !trainCategory)
    throw new Error('the demo content has no technical-service or training category');
  techDetail = paths.techDetail(tech);

  pages = [
    // The top navigation's list pages, as linked from the header.
    ...PORTAL_NAV.map((n) => n.path),
    // Their filters, tabs, keyword results, second pages and empty results.
    paths.information({ cat: 1, quarter: 1 }),
    paths.information({ keyword: '科技' }),
    paths.information({ page: 2 }),
    // The announcement and news lists (issue 29), a year and a second page.
    paths.notices(),
    paths.notices({ page: 2 }),
    paths.news(),
    paths.news({ year: 2025 }),
    paths.lists.technics({ first: firstCategory, second: secondCategory }),
    paths.lists.technics({ keyword: '没有这样的服务' }),
    paths.startupList,
    paths.lists.startupList({ tab: 1 }),
    paths.lists.startupList({ tab: 2 }),
    paths.lists.startupList({ tab: 3 }),
    paths.lists.train({ cat: trainCategory }),
    paths.lists.finance({ keyword: '投资' }),
    paths.lists.rooms({ page: 2 }),
    // One detail of each kind (a policy, an announcement and a news item share /policydetail).
    paths.policyDetail(policy, 0),
    paths.policyDetail(announcement, ArticleType.ANNOUNCEMENT),
    paths.policyDetail(news, ArticleType.NEWS),
    techDetail,
    paths.startupDetail(startup),
    paths.trainDetail(train),
    paths.financeDetail(finance),
    paths.roomDetail(lease),
    paths.companyDetail(shop),
    // A missing item answers the 404 page inside the detail route.
    paths.roomDetail(2_000_000_000),
    // The sign-in pages open without a session (/login has its own spec, login-a11y).
    ...STAFF_PUBLIC_PATHS,
  ];
  // Every path spec §2 opens to a visitor is in the sweep (besides /login).
  const swept = new Set(pages.map((p) => new URL(p, 'http://x').pathname));
  const missing = PUBLIC_PATHS.filter((p) => p !== paths.login && !swept.has(p));
  if (missing.length) throw new Error(`public paths left out of the sweep: ${missing.join(', ')}`);
});

/** A new context at this width, signed in when given a session token. */
const contextAt = (variant: Variant, token?: string): Promise<BrowserContext> =>
  token ? contextWithSession(browser, token, variant) : browser.context(variant);

const consultationDialog = (page: Page) => page.getByRole('dialog', { name: '在线咨询' });

describe('accessibility of the public pages, signed out', () => {
  it.each(WIDTHS)('every public list and detail page has no axe violation (%s)', { timeout: 300_000 }, async (variant) => {
    const page = await (await contextAt(variant)).newPage();
    expect(await sweep(page, pages)).toEqual([]);
  });

  it.each(WIDTHS)("the phone's QR sign-in page has no axe violation (%s)", { timeout: 60_000 }, async (variant) => {
    const login = await api<{ sign: string }>('/api/indexnew/web_login', {});
    const page = await (await contextAt(variant)).newPage();
    expect(await sweep(page, [paths.mobileScan(login.body.data.sign), paths.mobileScan('no-such-code')])).toEqual([]);
  });

  it.each(WIDTHS)("a visitor's consultation button says 请登录 without an axe violation (%s)", { timeout: 60_000 }, async (variant) => {
    const page = await (await contextAt(variant)).newPage();
    await page.goto(techDetail);
    await networkQuiet(page);
    await page.getByRole('button', { name: '在线咨询' }).first().click();
    await page.getByText('请登录', { exact: true }).first().waitFor(SLOW);
    expect(await consultationDialog(page).count()).toBe(0);
    expect(await violationsOf(page, 'toast')).toEqual([]);
  });
});

describe('the consultation dialog, signed in as a personal user', () => {
  it.each(WIDTHS)('open, and with its field errors, has no axe violation (%s)', { timeout: 90_000 }, async (variant) => {
    const token = await personalToken(`无障碍咨询${variant}`);
    const page = await (await contextAt(variant, token)).newPage();
    await page.goto(techDetail);
    await networkQuiet(page);
    await page.getByRole('button', { name: '在线咨询' }).first().click();
    const dialog = await settled(consultationDialog(page));
    expect(await violationsOf(page, 'dialog')).toEqual([]);
    await dialog.getByRole('button', { name: '提交咨询' }).click();
    await dialog.getByRole('alert').first().waitFor(SLOW);
    expect(await violationsOf(page, 'dialog with errors')).toEqual([]);
  });
});
