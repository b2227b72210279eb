import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as inboxCalls from '../../../shared/calls/inbox';
import { LoginType } from '../../../shared/constants';
import { consultations, feedback } from '../../db/schema/index';
import { buildCompany } from '../../test/billing-factories';
import { createTestApp, signIn, type TestApp } from '../../test/harness';
import { parkTime } from '../reminders/reminders.fixtures';

/** Wednesday 2026-06-10, 10:00 park time. */
const NOW = parkTime('2026-06-10', 10);
let t: TestApp;
let admin: string;
let personal: string;

beforeAll(async () => {
  t = await createTestApp({ REPLY_LIMIT_WORKING_DAYS: '3' }, { now: () => NOW });
  admin = (await signIn(t, { type: LoginType.ADMIN })).token;
  personal = (await signIn(t, { type: LoginType.PERSONAL })).token;
  const company = await buildCompany(t.database.db, { name: '概况测试科技有限公司' });
  const db = t.database.db;
  await db.insert(feedback).values([
    { companyId: company.id, title: '今天', content: '内容', createdAt: parkTime('2026-06-10', 9) },
    { companyId: company.id, title: '上周四', content: '内容', createdAt: parkTime('2026-06-04', 9) },
    {
      companyId: company.id,
      title: '已办结',
      content: '内容',
      createdAt: parkTime('2026-01-05', 9),
      status: 1,
      remark: '已处理',
      handledAt: parkTime('2026-01-06', 9),
    },
  ]);
  const consult = { type: 1, name: '张女士', phone: '13812345678', content: '咨询内容' };
  await db.insert(consultations).values([
    { ...consult, createdAt: parkTime('2026-06-09', 9) },
    { ...consult, createdAt: parkTime('2026-03-20', 9) }, // 82 days: within two weeks of three months
    { ...consult, createdAt: parkTime('2026-02-01', 9), status: 1, reply: '已答复', handledAt: parkTime('2026-02-02', 9) },
  ]);
});
afterAll(() => t.close());

describe(inboxCalls.inboxSummary.path, () => {
  it("gives both inboxes' backlog against the clock and the reply limit", async () => {
    const res = await t.call(inboxCalls.inboxSummary, {}, admin);
    expect(res.body).toMatchObject({ code: 1 });
    expect(res.body.data).toEqual({
      limit_working_days: 3,
      feedback: { open: 2, overdue: 1, critical: 0, oldest_days: 6 },
      questions: { open: 2, overdue: 1, critical: 1, oldest_days: 82 },
    });
  });

  it('is for staff only', async () => {
    const asPersonal = await t.call(inboxCalls.inboxSummary, {}, personal);
    expect(asPersonal.body).toMatchObject({ code: 0, msg: '无权访问' });
    const asVisitor = await t.call(inboxCalls.inboxSummary, {});
    expect(asVisitor.body.code).toBe(50008);
  });
});
