import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { paths } from '../web/config/paths';
import { sweep } from './axe-support';
import { applyByApi, contextWithSession, personalToken, reviewByApi } from './qr-support';
import { ADMIN, signInAsAdmin, specBrowser, type Variant } from './support';

/**
 * Issue 14: axe-core (WCAG 2.x A/AA) finds no violation on the signed-in pages — every page of the company area as a
 * settled company, every back-office page the first administrator may open — at 1280 and 360 px.
 */

const WIDTHS: Variant[] = ['desktop', 'phone'];

const browser = specBrowser();

/** A new context at this width, signed in when given a session token. */
const contextAt = (variant: Variant, token?: string): Promise<BrowserContext> =>
  token ? contextWithSession(browser, token, variant) : browser.context(variant);

describe('accessibility of the signed-in pages', () => {
  it('the company area of a settled company has no axe violation at 1280 and 360 px', { timeout: 240_000 }, async () => {
    const token = await personalToken(`无障碍检查${Date.now().toString(36)}`);
    await reviewByApi(await applyByApi(token, `无障碍检查企业${Date.now().toString(36)}`), 1);
    const { root: _root, ...personal } = paths.personal;
    const pages = [...Object.values(personal), paths.companyInfo(), paths.companyList, '/search?type=1&keyword=%E7%A7%91%E6%8A%80'];
    for (const variant of WIDTHS) {
      const page = await (await contextAt(variant, token)).newPage();
      expect(await sweep(page, pages), variant).toEqual([]);
    }
  });

  it('every back-office page of the first administrator has no axe violation at 1280 and 360 px', { timeout: 300_000 }, async () => {
    // The first administrator holds 系统管理员, 内容编辑 and 园区运营: every page but the auditor's and the security
    // administrator's (those two, and each role alone, are swept by their own accounts in a11y-staff-roles.spec.ts).
    const { root: _root, audit: _audit, sessions: _sessions, ...system } = paths.system;
    const pages = Object.values(system);
    for (const variant of WIDTHS) {
      const page = await (await contextAt(variant)).newPage();
      await signInAsAdmin(page, ADMIN);
      expect(await sweep(page, pages), variant).toEqual([]);
    }
  });
});
