import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginType } from '../../../shared/constants';
import { companies, policyNotices, siteSettings } from '../../db/schema/index';
import { seedIfEmpty } from '../../db/seed/index';
import { searchTokens } from '../../lib/search';
import { createTestApp, signIn, type TestApp } from '../../test/harness';
import { createSession } from '../auth/session.service';
import * as policyNoticesCalls from '../../../shared/calls/policy-notices';

// The demo park's notices, as the demo company (王启明, 杭州瀚芯微电子有限公司) and staff see them.
let t: TestApp;
let admin: string;
let hanxin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t, { type: LoginType.ADMIN })).token;
  await seedIfEmpty(t.database.db, t.app.log);
  const [owner] = await t.database.db
    .select({ userId: companies.userId })
    .from(companies)
    .where(eq(companies.name, '杭州瀚芯微电子有限公司'));
  hanxin = (
    await createSession(t.database.db, t.env, { id: owner!.userId!, loginType: LoginType.PERSONAL }, { ip: '127.0.0.1', userAgent: 'test' })
  ).token;
}, 60_000);
afterAll(() => t.close());

describe('demo policy notices', () => {
  it('sets system_type 2', async () => {
    const [row] = await t.database.db.select().from(siteSettings).where(eq(siteSettings.key, 'system_type'));
    expect(row?.value).toBe(2);
    expect((await t.call(policyNoticesCalls.systemInfo, {}, admin)).body.data).toEqual({ system_type: 2 });
  });

  it('fills the search columns and records follow-ups by the first administrator', async () => {
    for (const r of await t.database.db.select().from(policyNotices)) expect(r.searchTokens).toEqual(searchTokens(r.searchText));
    const list = await t.call(policyNoticesCalls.policyNoticeList, { keyword: '流片' }, admin);
    expect(list.body.data[0]).toMatchObject({ company_name: '杭州瀚芯微电子有限公司', status: 1, followup_count: 2, admin_name: '管理员' });
    expect(list.body.data[0]!.last_followup).toMatchObject({ admin_name: '管理员', note: expect.stringContaining('初审') });
  });

  it('shows the demo company its own and the all-company notices, current first and the ended one last', async () => {
    const res = await t.call(policyNoticesCalls.myNotice, {}, hanxin);
    expect(res.body.code).toBe(1);
    const names = res.body.data.map((n: { company_name: string }) => n.company_name);
    expect(new Set(names)).toEqual(new Set(['杭州瀚芯微电子有限公司', '全部企业']));
    const windows = res.body.data.map((n: { window: number }) => n.window);
    expect(windows).toEqual([1, 1, 1, 0, 2]);
    expect(res.body.data.at(-1)).toMatchObject({ window_label: '已结束' });
    expect(res.body.data.some((n: { link: string }) => n.link.startsWith('/policydetail?id='))).toBe(true);
  });
});
