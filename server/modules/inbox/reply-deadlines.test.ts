import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { StaffRole } from '../../../shared/auth/staff-roles';
import * as consultationsCalls from '../../../shared/calls/consultations';
import { Code } from '../../../shared/envelope';
import { arrivalDaysDueOn } from '../../../shared/inbox/rules';
import { consultations, feedback, messages } from '../../db/schema/index';
import { buildCompany } from '../../test/billing-factories';
import { createTestApp, signIn, type TestApp } from '../../test/harness';
import { tellReplyDeadlines } from './reply-deadlines.job';

/** Thursday 2026-03-05, 10:00 park time: with a limit of 3 working days, what arrived on Monday 2nd is due today. */
const THURSDAY = new Date('2026-03-05T02:00:00Z');
const LIMIT = 3;
const at = (day: string) => new Date(`${day}T09:00:00+08:00`);

let t: TestApp;
let operations: { id: number; token: string };
let editor: number;

beforeAll(async () => {
  t = await createTestApp({}, { now: () => THURSDAY });
  const o = await signIn(t, { type: 1, roles: [StaffRole.OPERATIONS] });
  operations = { id: o.user.id, token: o.token };
  editor = (await signIn(t, { type: 1, roles: [StaffRole.CONTENT] })).user.id;
});
afterAll(() => t.close());

const consultation = async (day: string, name: string) =>
  (
    await t.database.db
      .insert(consultations)
      .values({ type: 1, name, phone: '13800000000', content: `${name}的问题`, createdAt: at(day) })
      .returning()
  )[0]!;
const toldOf = (userId: number) =>
  t.database.db
    .select()
    .from(messages)
    .where(eq(messages.userId, userId))
    .then((rows) => rows.filter((m) => m.kind === 'staff_reply_due'));

describe('reply deadlines', () => {
  it('the arrival days due on a day', () => {
    expect(arrivalDaysDueOn('2026-03-05', LIMIT)).toEqual(['2026-03-02']);
    // A weekend's arrivals fall due with Friday's on the Wednesday after.
    expect(arrivalDaysDueOn('2026-03-04', LIMIT)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
    expect(arrivalDaysDueOn('2026-03-07', LIMIT)).toEqual([]);
    expect(arrivalDaysDueOn('2026-03-09', LIMIT)).toEqual(['2026-03-04']);
  });

  it('tells the staff who answer the inbox, once, of each unanswered item due today; not those due later or answered', async () => {
    const due = await consultation('2026-03-02', '到期甲');
    const second = await consultation('2026-03-02', '到期乙');
    await consultation('2026-03-01', '昨日已到期');
    await consultation('2026-03-03', '明日到期');
    await consultation('2026-02-20', '早已超时');
    const answered = await consultation('2026-03-02', '已答复');
    await t.database.db
      .update(consultations)
      .set({ status: 1, reply: '已答复', handledAt: THURSDAY })
      .where(eq(consultations.id, answered.id));
    const company = await buildCompany(t.database.db, { name: '时限测试科技有限公司' });
    await t.database.db
      .insert(feedback)
      .values({ companyId: company.id, title: '空调不制冷', content: '三楼空调', createdAt: at('2026-03-02') });

    expect(await tellReplyDeadlines(t.database.db, THURSDAY, LIMIT)).toBe(3);
    expect(await tellReplyDeadlines(t.database.db, THURSDAY, LIMIT)).toBe(0);
    const told = await toldOf(operations.id);
    expect(told.map((m) => [m.title, m.body, m.link]).sort()).toEqual(
      [
        ['在线咨询今日到答复时限', '到期乙：到期乙的问题', '/system/questions'],
        ['在线咨询今日到答复时限', '到期甲：到期甲的问题', '/system/questions'],
        ['服务诉求今日到答复时限', '时限测试科技有限公司：空调不制冷', '/system/feedback'],
      ].sort(),
    );
    expect(await toldOf(editor)).toEqual([]);

    // Answering one marks its message read for every staff member who got it.
    const reply = await t.call(consultationsCalls.questionReply, { id: due.id, reply: '已安排专人联系您。' }, operations.token);
    expect(reply.body.code).toBe(Code.OK);
    const after = await t.database.db.select().from(messages).where(like(messages.event, `staff_reply_due:consultation:%`));
    expect(after.filter((m) => m.event.endsWith(`:${due.id}`)).every((m) => m.readAt)).toBe(true);
    expect(after.filter((m) => m.event.endsWith(`:${second.id}`)).every((m) => !m.readAt)).toBe(true);
  });
});
