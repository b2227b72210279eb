import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { StaffRole, type StaffRoleValue } from '../shared/auth/staff-roles';
import { paths } from '../web/config/paths';
import { sweep, violationsOf } from './axe-support';
import { addStaffAccounts } from './staff-support';
import { settled, signInAsAdmin, specBrowser, type Variant } from './support';

/**
 * Issue 14: axe-core (WCAG 2.0/2.1 A and AA) finds no violation on the back office as each staff role sees it, by
 * an account of that role alone — the auditor, the security administrator, a content editor, park operations —
 * at 1280 and 360 px: the landing page (/system), every page of the menu the layout draws for the role
 * (web/config/menu.ts), and the role's own dialog or drawer (the audit record; 修改角色). The first administrator's
 * union of roles is swept in a11y-signed-in.spec.ts: it holds 内容编辑 and 园区运营, so those two roles' pages are swept
 * there page by page, and here only their landing page and their menu's first page (what differs for them alone is
 * the menu the layout draws, the same on every page), while their menus are checked whole.
 */

const SLOW = { timeout: 20_000 };
const WIDTHS: Variant[] = ['desktop', 'phone'];
const PASSWORD = 'A11y-e2e-Passw0rd!';
const suffix = Date.now().toString(36);

type Account = { username: string; password: string; roles: StaffRoleValue[] };
const ACCOUNTS = {
  auditor: { username: `a11yaud${suffix}`, password: PASSWORD, roles: [StaffRole.AUDITOR] },
  security: { username: `a11ysec${suffix}`, password: PASSWORD, roles: [StaffRole.SECURITY] },
  content: { username: `a11ycon${suffix}`, password: PASSWORD, roles: [StaffRole.CONTENT] },
  operations: { username: `a11yops${suffix}`, password: PASSWORD, roles: [StaffRole.OPERATIONS] },
} satisfies Record<string, Account>;

const browser = specBrowser();
beforeAll(async () => {
  await addStaffAccounts(Object.values(ACCOUNTS).map((a) => ({ ...a, nickname: `无障碍${a.roles[0]}` })));
}, 240_000);

async function signedIn(variant: Variant, account: Account): Promise<Page> {
  const { page } = await browser.open(variant);
  await signInAsAdmin(page, account);
  return page;
}

/** The role's pages: its landing page and every link of the back office's menu as drawn for it. */
async function pagesOf(page: Page): Promise<string[]> {
  await page.goto(paths.system.root);
  const menu = page.getByRole('navigation', { name: '管理后台菜单' });
  await menu.waitFor({ state: 'attached', ...SLOW });
  const links = await menu.locator('a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  return [paths.system.root, ...links];
}

describe('accessibility of the back office, role by role', () => {
  it.each(WIDTHS)("the auditor's pages and an audit record have no axe violation (%s)", { timeout: 180_000 }, async (variant) => {
    const page = await signedIn(variant, ACCOUNTS.auditor);
    const pages = await pagesOf(page);
    expect(pages).toEqual([paths.system.root, paths.system.audit, paths.system.messages, paths.system.security]);
    const found = await sweep(page, pages);
    await page.goto(paths.system.audit);
    await page
      .getByRole('button', { name: /^查看第 \d+ 条审计记录$/ })
      .first()
      .click(SLOW);
    await settled(page.getByRole('dialog', { name: /^审计记录/ }));
    found.push(...(await violationsOf(page, 'audit record')));
    expect(found).toEqual([]);
  });

  it.each(WIDTHS)("the security administrator's pages and 修改角色 have no axe violation (%s)", { timeout: 180_000 }, async (variant) => {
    const page = await signedIn(variant, ACCOUNTS.security);
    const pages = await pagesOf(page);
    expect(pages).toEqual([paths.system.root, paths.system.staff, paths.system.sessions, paths.system.messages, paths.system.security]);
    const found = await sweep(page, pages);
    await page.goto(paths.system.staff);
    await page.getByRole('button', { name: `修改角色：${ACCOUNTS.content.username}` }).click(SLOW);
    await settled(page.getByRole('dialog', { name: '修改角色' }));
    found.push(...(await violationsOf(page, '修改角色')));
    expect(found).toEqual([]);
  });

  it.each(WIDTHS)("a content editor's pages have no axe violation (%s)", { timeout: 240_000 }, async (variant) => {
    const page = await signedIn(variant, ACCOUNTS.content);
    const pages = await pagesOf(page);
    expect(pages).toEqual(
      expect.arrayContaining([paths.system.policies, paths.system.content, paths.system.site, paths.system.categories]),
    );
    expect(pages).not.toContain(paths.system.leases);
    expect(await sweep(page, pages.slice(0, 2))).toEqual([]);
  });

  it.each(WIDTHS)("park operations' pages have no axe violation (%s)", { timeout: 240_000 }, async (variant) => {
    const page = await signedIn(variant, ACCOUNTS.operations);
    const pages = await pagesOf(page);
    expect(pages).toEqual(expect.arrayContaining([paths.system.leases, paths.system.consultations, paths.system.applyList]));
    expect(pages).not.toContain(paths.system.site);
    expect(await sweep(page, pages.slice(0, 2))).toEqual([]);
  });
});
