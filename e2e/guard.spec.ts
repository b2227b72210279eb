import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, specBrowser, watch } from './support';

/**
 * Spec §2: pages that need a session, and an unknown back-office path, which also ends on the login page. An
 * unknown path elsewhere answers 404 (e2e/not-found.spec.ts).
 */
const PROTECTED = [
  '/companyinfo',
  '/company_list',
  '/search',
  '/personal',
  '/concat_us',
  '/service',
  '/apply',
  '/room_price',
  '/service_price',
  '/payment_way',
  '/service_list',
  '/company_brief',
  '/system',
  '/system/warning',
  '/system/companylist',
  '/system/applylist',
  '/system/account',
  '/system/otherwarning',
  '/system/no-such-page',
];

const PUBLIC = [
  '/',
  '/information',
  '/technics',
  '/risk',
  '/train',
  '/finance',
  '/tenancy',
  '/company',
  '/policydetail?id=1&type=0',
  '/techdetail?id=1',
  '/risklist',
  '/traindetail?id=1',
  '/riskdetail?id=1',
  '/financedetail?id=1',
  '/comdetail?id=1',
  '/tenancydetail?id=1',
];

const browser = specBrowser();
let context: BrowserContext;
beforeAll(async () => {
  context = await browser.context();
});

async function visit(path: string, settle: (page: Page) => Promise<void>) {
  await context.clearCookies();
  const page = await context.newPage();
  const errors = watch(page);
  try {
    await page.goto(path, { waitUntil: 'load' });
    await settle(page);
    return { pathname: new URL(page.url()).pathname, errors };
  } finally {
    await page.close();
  }
}

describe('without a session', () => {
  it.each(PROTECTED)('%s ends on /login', async (path) => {
    const { pathname, errors } = await visit(path, (page) =>
      page.waitForURL((u) => u.pathname === '/login', { timeout: 10_000 }).catch(() => undefined),
    );
    expect(pathname).toBe('/login');
    expect(errors).toEqual([]);
  });

  it.each(PUBLIC)('%s stays open to visitors', async (path) => {
    // Give a client-side guard the chance to redirect before judging where the page ended.
    const { pathname, errors } = await visit(path, (page) => page.waitForTimeout(750));
    expect(pathname).not.toBe('/login');
    expect(pathname).toBe(new URL(path, 'http://x').pathname);
    expect(errors).toEqual([]);
  });

  it('/login shows the login page', async () => {
    const { pathname, errors } = await visit('/login', (page) => page.waitForTimeout(750));
    expect(pathname).toBe('/login');
    expect(errors).toEqual([]);
  });
});

describe('the way back', () => {
  it('a visitor sent to sign in from the search comes back to it, keyword and all, once signed in', async () => {
    await context.clearCookies();
    const page = await context.newPage();
    const errors = watch(page);
    try {
      const shown = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/indexnew/web_login');
      await page.goto('/search?type=2&keyword=%E8%8A%AF%E7%89%87');
      await page.waitForURL((u) => u.pathname === '/login');
      expect(new URL(page.url()).searchParams.get('redirect')).toBe('/search?type=2&keyword=%E8%8A%AF%E7%89%87');
      const { data } = (await (await shown).json()) as { data: { sign: string } };
      expect((await api('/api/indexnew/scan_confirm', { sign: data.sign, nickname: '回到原页的访客' })).body.code).toBe(1);
      await page.waitForURL((u) => u.pathname === '/search' && u.searchParams.get('keyword') === '芯片', { timeout: 10_000 });
      expect(new URL(page.url()).searchParams.get('type')).toBe('2');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
      await context.clearCookies();
    }
  });
});
