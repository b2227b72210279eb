import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_ROLES, MemberRole, type MemberRoleValue } from '../../shared/auth/member-roles';
import * as authCalls from '../../shared/calls/auth';
import { LoginType } from '../../shared/constants';
// This test holds the web's company-area menu and pages against the server's calls, so it reads both sides on purpose.
// eslint-disable-next-line import-x/no-restricted-paths
import routes from '../../web/app/routes';
// eslint-disable-next-line import-x/no-restricted-paths
import { PERSONAL_MENU } from '../../web/config/menu';
import { companyMembers } from '../db/schema/index';
import { buildCompany } from './billing-factories';
import { createTestApp, signIn, type TestApp } from './harness';
import { ROOT } from './page-calls';
import { pageFiles, refused, runLoader, type Loader, type RouteEntry } from './page-loaders';

/**
 * Issue 30: "the personal-centre tabs show what the role may use". For each tab of the company area, its page's
 * loader is run as one member of each role of one settled company (负责人, 财务, 经办人), and the roles whose calls
 * all went through must be exactly the tab's `members` (every role when the tab names none). So a tab is shown to
 * whoever its page serves, and to nobody it would answer 无权访问. A page without a loader (the park's payment codes
 * and contact details come with the site settings) asks nothing to check and is listed here with its reason.
 */

/** Tabs whose page makes no call: what the tab's roles rest on instead. */
const WITHOUT_LOADER: Record<string, string> = {
  payment_way: 'the park’s payment codes (site settings), billing work: BILLING_MEMBERS',
  concat_us: 'the park’s contact details (site settings), for everyone',
};

describe('the company area’s tabs × the member roles of its pages’ calls', () => {
  let t: TestApp;
  const tokens = {} as Record<MemberRoleValue, string>;
  const pages = pageFiles(routes as RouteEntry[]);

  beforeAll(async () => {
    t = await createTestApp();
    const owner = await signIn(t, { type: LoginType.PERSONAL });
    const company = await buildCompany(t.database.db, { userId: owner.user.id });
    tokens[MemberRole.OWNER] = owner.token;
    for (const role of [MemberRole.FINANCE, MemberRole.AGENT] as const) {
      const member = await signIn(t, { type: LoginType.PERSONAL });
      await t.database.db.insert(companyMembers).values({ companyId: company.id, userId: member.user.id, role });
      tokens[role] = member.token;
    }
  }, 120_000);
  afterAll(() => t.close());

  /** Runs the page's loader as `role`; whether none of the calls it asked was refused with 无权访问, and what it asked. */
  async function loadAs(loader: Loader, itemPath: string, role: MemberRoleValue) {
    const asked = await runLoader(t, loader, itemPath, tokens[role]);
    return { asked, refused: asked.filter((a) => refused(a.answer.status, a.answer.body.msg)).map((a) => a.path) };
  }

  it('shows each tab to exactly the roles its page’s loader serves', async () => {
    const mismatches: string[] = [];
    for (const item of PERSONAL_MENU) {
      const file = pages.get(item.path);
      if (!file) throw new Error(`${item.path}: no page in web/app/routes.ts`);
      const page = (await import(path.join(ROOT, 'web/app', file))) as { loader?: Loader };
      if (!page.loader) {
        expect(WITHOUT_LOADER[item.key], `${item.key}: its page has no loader and no reason is listed`).toBeDefined();
        continue;
      }
      const served: MemberRoleValue[] = [];
      for (const role of MEMBER_ROLES) {
        const { asked, refused } = await loadAs(page.loader, item.path, role);
        if (!asked.some((a) => a.path !== authCalls.userinfo.path))
          mismatches.push(`${item.key} as ${role}: its loader asked nothing of its own`);
        if (!refused.length) served.push(role);
      }
      const shown = [...(item.members ?? MEMBER_ROLES)].sort();
      if (shown.join() !== served.sort().join())
        mismatches.push(`${item.key}: menu [${shown.join(', ')}], its loader serves [${served.join(', ')}]`);
    }
    expect(mismatches).toEqual([]);
  });
});
