import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as feedbackCalls from '../../../shared/calls/feedback';
import { LoginType } from '../../../shared/constants';
import { replyState } from '../../../shared/inbox/rules';
import { feedback } from '../../db/schema/index';
import { buildCompany } from '../../test/billing-factories';
import { createTestApp, signIn, type TestApp } from '../../test/harness';
import { parkTime } from '../reminders/reminders.fixtures';
import { feedbackBacklog } from './feedback.service';

/** Wednesday 2026-06-10, 10:00 park time. */
const NOW = parkTime('2026-06-10', 10);
const TODAY = '2026-06-10';
let t: TestApp;
let admin: string;

/** Received on these park days (09:00), unanswered unless said. Weekdays: 06-05 Fri, 06-04 Thu. */
const ROWS = [
  { key: 'today', at: parkTime('2026-06-10', 9) },
  { key: 'friday', at: parkTime('2026-06-05', 23, 59) }, // due Wed 06-10: still on time today
  { key: 'thursday', at: parkTime('2026-06-04', 9) }, // due Tue 06-09: overdue
  { key: 'march20', at: parkTime('2026-03-20', 9) }, // line 06-20, flagged from 06-06: critical
  { key: 'march28', at: parkTime('2026-03-28', 9) }, // flagged from 06-14: overdue only
  { key: 'answered', at: parkTime('2026-01-05', 9), handledAt: parkTime('2026-01-06', 9) },
  { key: 'repliedOpen', at: parkTime('2026-02-01', 9), handledAt: parkTime('2026-02-02', 9) },
] as const;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp({}, { now: () => NOW });
  admin = (await signIn(t, { type: LoginType.ADMIN })).token;
  const company = await buildCompany(t.database.db, { name: '时限测试科技有限公司' });
  for (const r of ROWS) {
    const handledAt = 'handledAt' in r ? r.handledAt : null;
    const [row] = await t.database.db
      .insert(feedback)
      .values({
        companyId: company.id,
        title: r.key,
        content: '内容',
        createdAt: r.at,
        handledAt,
        remark: handledAt ? '已答复' : '',
        status: r.key === 'answered' ? 1 : 0,
      })
      .returning();
    ids[r.key] = row!.id;
  }
});
afterAll(() => t.close());

describe('feedbackBacklog against a fixed clock', () => {
  it('counts unanswered, overdue (critical included) and critical requests and the oldest age', async () => {
    expect(await feedbackBacklog(t.database.db, TODAY, 3)).toEqual({ open: 5, overdue: 3, critical: 1, oldestDays: 82 });
  });

  it('follows the reply limit setting and the day', async () => {
    // One working day: Friday's (due Mon 06-08) is overdue too.
    expect(await feedbackBacklog(t.database.db, TODAY, 1)).toMatchObject({ open: 5, overdue: 4 });
    // Ten working days: only the March ones are past it.
    expect(await feedbackBacklog(t.database.db, TODAY, 10)).toMatchObject({ overdue: 2, critical: 1 });
    // 06-14: March 28 reaches its warning line.
    expect(await feedbackBacklog(t.database.db, '2026-06-14', 3)).toMatchObject({ critical: 2, oldestDays: 86 });
  });

  it('agrees with replyState item by item, and with the inbox filters', async () => {
    const states = ROWS.map((r) => replyState(parkDay(r.at), 'handledAt' in r, TODAY, 3));
    expect(states).toEqual(['waiting', 'waiting', 'overdue', 'critical', 'overdue', 'answered', 'answered']);
    const overdue = await t.call(feedbackCalls.feedbackInbox, { age: 'overdue' }, admin);
    expect(overdue.body.data.map((r: { id: number }) => r.id).sort()).toEqual([ids.thursday, ids.march20, ids.march28].sort());
    expect(overdue.body.data.find((r: { id: number }) => r.id === ids.march20)).toMatchObject({
      reply_state: 'critical',
      age_days: 82,
      age_label: '82 天',
    });
    const critical = await t.call(feedbackCalls.feedbackInbox, { age: 'critical' }, admin);
    expect(critical.body.data.map((r: { id: number }) => r.id)).toEqual([ids.march20]);
    const all = await t.call(feedbackCalls.feedbackInbox, { page_size: 20 }, admin);
    expect(all.body.count).toBe(ROWS.length);
    // 待处理 first, the longest waiting on top; then 已完成.
    expect(all.body.data.map((r: { title: string }) => r.title)).toEqual([
      'repliedOpen',
      'march20',
      'march28',
      'thursday',
      'friday',
      'today',
      'answered',
    ]);
    const byId = new Map(all.body.data.map((r: { id: number; reply_state: string }) => [r.id, r.reply_state]));
    expect(ROWS.map((r) => byId.get(ids[r.key]!))).toEqual(states);
  });
});

function parkDay(d: Date): string {
  return new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
}
