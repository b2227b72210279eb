import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import * as consultationsCalls from '../../../shared/calls/consultations';
import type { ApiCall } from '../../../shared/calls/define';
import { LoginType } from '../../../shared/constants';
import { consultationAdminItem, consultationDetail, consultationReplyData } from '../../../shared/contracts/consultations';
import { auditLog, consultations, rooms } from '../../db/schema/index';
import { buildCompany, buildRoom } from '../../test/billing-factories';
import { createTestApp, signIn, type TestApp } from '../../test/harness';
import { consultationBacklog } from './consultations.service';

/** Wednesday 2026-03-18, 10:00 in the park. Reply limit 3 working days: overdue up to arrivals on Thu 03-12. */
const NOW = new Date('2026-03-18T10:00:00+08:00');
const TODAY = '2026-03-18';
const at = (cst: string) => new Date(`${cst.replace(' ', 'T')}:00+08:00`);

let t: TestApp;
let admin: { token: string; user: { id: number } };
let admin2: { token: string; user: { id: number } };
let asker: { token: string; user: { id: number } };
let other: { token: string; user: { id: number } };
const ids: Record<string, number> = {};
let roomId: number;
let withdrawnRoomId: number;
let companyId: number;

async function add(key: string, values: Partial<typeof consultations.$inferInsert> & { createdAt: Date }) {
  const [row] = await t.database.db
    .insert(consultations)
    .values({ type: 1, name: '王先生', phone: '13900001111', content: `咨询 ${key}`, userId: asker.user.id, ...values })
    .returning();
  ids[key] = row!.id;
}

beforeAll(async () => {
  t = await createTestApp({}, { now: () => NOW });
  admin = await signIn(t, { type: LoginType.ADMIN });
  admin2 = await signIn(t, { type: LoginType.ADMIN });
  asker = await signIn(t);
  other = await signIn(t);
  roomId = (await buildRoom(t.database.db, { number: 'B-801', title: 'B座801' })).id;
  withdrawnRoomId = (await buildRoom(t.database.db, { number: 'B-802', title: 'B座802', status: 0 })).id;
  companyId = (await buildCompany(t.database.db, { name: '瀚芯微电子有限公司' })).id;
  // Arrival days against today 03-18 (Wed): waiting, waiting on its due day, overdue from 03-12 (a second before
  // midnight still counts as that day), critical from 01-01 (two weeks before three months), answered.
  await add('today', {
    createdAt: at('2026-03-18 09:00'),
    type: 3,
    itemId: roomId,
    name: '张女士',
    phone: '13912345678',
    companyName: 'ABC科技',
    content: '想了解 B 座 801 的租金',
  });
  await add('dueToday', { createdAt: at('2026-03-13 00:00'), type: 3, itemId: withdrawnRoomId, content: '房间还在吗' });
  await add('overdueEdge', { createdAt: at('2026-03-12 23:59'), type: 6, itemId: companyId, content: '希望与贵司交流 100%国产替代' });
  await add('overdue', { createdAt: at('2026-01-02 10:00'), type: 2, companyName: '星河创业', content: '注册地址迁入' });
  await add('criticalEdge', { createdAt: at('2026-01-01 12:00'), type: 4, content: '培训报名' });
  await add('critical', { createdAt: at('2025-11-20 10:00'), type: 5, content: '种子资金申请条件' });
  await add('answeredOld', {
    createdAt: at('2026-02-01 10:00'),
    type: 1,
    status: 1,
    reply: '已联系',
    handledBy: admin.user.id,
    handledAt: at('2026-02-02 09:00'),
  });
  await add('answeredNew', {
    createdAt: at('2026-03-17 10:00'),
    type: 1,
    status: 1,
    reply: '已安排',
    handledBy: admin.user.id,
    handledAt: at('2026-03-17 15:30'),
  });
  // Another user's consultation.
  await add('others', { createdAt: at('2026-03-16 10:00'), userId: other.user.id, name: '赵先生', content: '别人的咨询' });
});
afterAll(() => t.close());

type Row = z.infer<typeof consultationAdminItem>;
const list = async (body: object = {}, token = admin.token) => t.call(consultationsCalls.questionList, body, token);
const order = (rows: Row[]) => rows.map((r) => Object.entries(ids).find(([, id]) => id === r.id)?.[0]);

describe('question_list', () => {
  it('answers exactly the declared fields: age, reply state, due date, masked phone, item title', async () => {
    const res = await list({ page_size: 50 });
    expect(res.body.code).toBe(1);
    expect(res.body.count).toBe(9);
    for (const row of res.body.data) {
      const parsed = consultationAdminItem.safeParse(row);
      expect(parsed.success && parsed.data).toEqual(row);
    }
    const byId = new Map(res.body.data.map((r) => [r.id, r]));
    expect(byId.get(ids.today!)).toMatchObject({
      type: 3,
      type_name: '租赁服务',
      question_id: roomId,
      item_title: 'B-801 B座801',
      phone: '139****5678',
      status: 0,
      status_name: '未处理',
      createtime: '2026-03-18 09:00',
      reply_time: '',
      age_days: 0,
      age_label: '今天',
      reply_state: 'waiting',
      reply_state_name: '待答复',
      due_date: '2026-03-23',
    });
    expect(byId.get(ids.dueToday!)).toMatchObject({
      item_title: '',
      question_id: withdrawnRoomId,
      reply_state: 'waiting',
      due_date: '2026-03-18',
      age_label: '5 天',
    });
    expect(byId.get(ids.overdueEdge!)).toMatchObject({
      item_title: '瀚芯微电子有限公司',
      type_name: '入驻企业',
      reply_state: 'overdue',
      reply_state_name: '超时未答复',
      age_days: 6,
    });
    expect(byId.get(ids.overdue!)).toMatchObject({ reply_state: 'overdue' });
    expect(byId.get(ids.criticalEdge!)).toMatchObject({ reply_state: 'critical', reply_state_name: '临近三个月未答复' });
    expect(byId.get(ids.critical!)).toMatchObject({ reply_state: 'critical', age_days: 118, age_label: '118 天' });
    expect(byId.get(ids.answeredNew!)).toMatchObject({
      status: 1,
      status_name: '已处理',
      reply_state: 'answered',
      reply_state_name: '已答复',
      reply_time: '2026-03-17 15:30',
    });
  });

  it('lists the unanswered first, oldest first, then the answered, newest first, across page boundaries', async () => {
    const all = ['critical', 'criticalEdge', 'overdue', 'overdueEdge', 'dueToday', 'others', 'today', 'answeredNew', 'answeredOld'];
    const pages: (string | undefined)[] = [];
    for (let start = 1; start <= 3; start++) {
      const res = await list({ start, page_size: 4 });
      expect(res.body.count).toBe(9);
      pages.push(...order(res.body.data));
    }
    expect(pages).toEqual(all);
    const beyond = await list({ start: 4, page_size: 4 });
    expect(beyond.body).toMatchObject({ code: 1, data: [], count: 9 });
    // Eight a page by default (spec §9 admin lists).
    expect((await list()).body.data).toHaveLength(8);
  });

  it('filters by status, type, age and keyword', async () => {
    expect(order((await list({ status: 0 })).body.data)).toEqual([
      'critical',
      'criticalEdge',
      'overdue',
      'overdueEdge',
      'dueToday',
      'others',
      'today',
    ]);
    expect(order((await list({ status: '1' })).body.data)).toEqual(['answeredNew', 'answeredOld']);
    expect(order((await list({ status: '' })).body.data)).toHaveLength(8);
    expect(order((await list({ type: 3 })).body.data)).toEqual(['dueToday', 'today']);
    expect(order((await list({ type: 0, page_size: 20 })).body.data)).toHaveLength(9);
    expect(order((await list({ age: 'overdue' })).body.data)).toEqual(['critical', 'criticalEdge', 'overdue', 'overdueEdge']);
    expect(order((await list({ age: 'critical' })).body.data)).toEqual(['critical', 'criticalEdge']);
    expect((await list({ age: 'overdue', status: 1 })).body).toMatchObject({ code: 1, data: [], count: 0 });
    expect(order((await list({ age: 'overdue', type: 2 })).body.data)).toEqual(['overdue']);
    expect(order((await list({ age: 'all', status: 1 })).body.data)).toEqual(['answeredNew', 'answeredOld']);
    // Keyword: name, phone, company (case-insensitive), content; LIKE wildcards are plain characters.
    expect(order((await list({ keyword: '张女士' })).body.data)).toEqual(['today']);
    expect(order((await list({ keyword: '12345678' })).body.data)).toEqual(['today']);
    expect(order((await list({ keyword: 'abc' })).body.data)).toEqual(['today']);
    expect(order((await list({ keyword: '星河' })).body.data)).toEqual(['overdue']);
    expect(order((await list({ keyword: '种子资金' })).body.data)).toEqual(['critical']);
    expect(order((await list({ keyword: '%' })).body.data)).toEqual(['overdueEdge']);
    expect(order((await list({ keyword: '_' })).body.data)).toEqual([]);
    expect((await list({ keyword: '没有这样的咨询' })).body).toMatchObject({ code: 1, data: [], count: 0 });
  });

  it('refuses bad filters and pages with a Chinese message', async () => {
    const cases: [object, string][] = [
      [{ type: 7 }, '咨询类型不存在'],
      [{ type: 'x' }, '咨询类型格式错误'],
      [{ status: 2 }, '处理状态应为 0（未处理）或 1（已处理）'],
      [{ age: 'late' }, '时效筛选应为 all、overdue 或 critical'],
      [{ keyword: '长'.repeat(51) }, '关键词不能超过 50 个字'],
      [{ start: 0 }, '页码格式错误'],
      [{ page_size: 51 }, '每页条数应为 1 至 50'],
      [{ page_size: 0 }, '每页条数应为 1 至 50'],
    ];
    for (const [body, msg] of cases) expect((await list(body)).body, JSON.stringify(body)).toMatchObject({ code: 0, msg });
  });

  it('follows REPLY_LIMIT_WORKING_DAYS', async () => {
    const five = await createTestApp({ REPLY_LIMIT_WORKING_DAYS: '5' }, { now: () => NOW });
    try {
      const a = await signIn(five, { type: LoginType.ADMIN });
      await five.database.db.insert(consultations).values([
        { type: 1, name: '甲', phone: '13900000001', content: '一', createdAt: at('2026-03-12 10:00') },
        { type: 1, name: '乙', phone: '13900000002', content: '二', createdAt: at('2026-03-10 10:00') },
      ]);
      const res = await five.call(consultationsCalls.questionList, {}, a.token);
      expect(res.body.data.map((r) => [r.name, r.reply_state, r.due_date])).toEqual([
        ['乙', 'overdue', '2026-03-17'],
        ['甲', 'waiting', '2026-03-19'],
      ]);
      expect((await five.call(consultationsCalls.questionList, { age: 'overdue' }, a.token)).body.count).toBe(1);
      expect(await consultationBacklog(five.database.db, TODAY, five.env.REPLY_LIMIT_WORKING_DAYS)).toEqual({
        open: 2,
        overdue: 1,
        critical: 0,
        oldestDays: 8,
      });
    } finally {
      await five.close();
    }
  });
});

describe('question_detail', () => {
  it('gives the whole phone, the item, the asker and, once answered, the reply and who gave it', async () => {
    const res = await t.call(consultationsCalls.questionDetail, { id: ids.today }, admin.token);
    expect(res.body.code).toBe(1);
    expect(consultationDetail.parse(res.body.data)).toEqual(res.body.data);
    expect(res.body.data).toMatchObject({
      phone: '13912345678',
      item_title: 'B-801 B座801',
      reply: '',
      handled_by_name: '',
      user_nickname: expect.stringMatching(/^用户/),
    });
    const answered = await t.call(consultationsCalls.questionDetail, { id: String(ids.answeredOld) }, admin.token);
    expect(answered.body.data).toMatchObject({
      reply: '已联系',
      handled_by_name: '管理员',
      reply_time: '2026-02-02 09:00',
      reply_state: 'answered',
    });
  });

  it('says an unknown or malformed id plainly', async () => {
    expect((await t.call(consultationsCalls.questionDetail, { id: 999999 }, admin.token)).body).toMatchObject({
      code: 0,
      msg: '咨询不存在',
    });
    expect((await t.call(consultationsCalls.questionDetail, { id: 'abc' }, admin.token)).body).toMatchObject({
      code: 0,
      msg: '编号格式错误',
    });
    expect((await t.call(consultationsCalls.questionDetail, {}, admin.token)).body).toMatchObject({ code: 0, msg: '编号格式错误' });
  });
});

describe('question_reply', () => {
  it('validates the reply and the id, changing nothing', async () => {
    const cases: [object, string][] = [
      [{ id: ids.overdue }, '请输入答复内容'],
      [{ id: ids.overdue, reply: '' }, '请输入答复内容'],
      [{ id: ids.overdue, reply: '   ' }, '请输入答复内容'],
      [{ id: ids.overdue, reply: 12 }, '请输入答复内容'],
      [{ id: ids.overdue, reply: '答'.repeat(1001) }, '答复内容不能超过 1000 个字'],
      [{ reply: '好的' }, '编号格式错误'],
      [{ id: 999999, reply: '好的' }, '咨询不存在'],
    ];
    for (const [body, msg] of cases) {
      expect((await t.call(consultationsCalls.questionReply, body, admin.token)).body, JSON.stringify(body)).toMatchObject({
        code: 0,
        msg,
      });
    }
    const [row] = await t.database.db.select().from(consultations).where(eq(consultations.id, ids.overdue!));
    expect(row).toMatchObject({ status: 0, reply: '', handledBy: null, handledAt: null });
  });

  it('answers (0 → 1, who and when, audited), then a second answer replaces the text only', async () => {
    const first = await t.call(
      consultationsCalls.questionReply,
      { id: ids.overdue, reply: '  已转交创业服务中心，将于明日联系您。 ' },
      admin.token,
    );
    expect(first.body).toMatchObject({ code: 1, msg: '答复成功' });
    expect(consultationReplyData.parse(first.body.data)).toEqual({
      id: ids.overdue,
      status: 1,
      reply: '已转交创业服务中心，将于明日联系您。',
      reply_time: '2026-03-18 10:00',
      updated: false,
    });
    let [row] = await t.database.db.select().from(consultations).where(eq(consultations.id, ids.overdue!));
    expect(row).toMatchObject({ status: 1, handledBy: admin.user.id, handledAt: NOW });

    const second = await t.call(consultationsCalls.questionReply, { id: ids.overdue, reply: '已电话联系，材料清单已发送。' }, admin2.token);
    expect(second.body).toMatchObject({ code: 1, msg: '答复已更新', data: { updated: true, reply_time: '2026-03-18 10:00' } });
    [row] = await t.database.db.select().from(consultations).where(eq(consultations.id, ids.overdue!));
    expect(row).toMatchObject({ status: 1, reply: '已电话联系，材料清单已发送。', handledBy: admin.user.id });

    const trail = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectType, 'consultation'), eq(auditLog.objectId, String(ids.overdue))))
      .orderBy(asc(auditLog.id));
    expect(trail.map((a) => [a.action, a.actorId])).toEqual([
      ['consultation.reply', admin.user.id],
      ['consultation.reply_update', admin2.user.id],
    ]);
    expect(trail[1]!.detail).toEqual({
      before: { status: 1, reply: '已转交创业服务中心，将于明日联系您。' },
      after: { status: 1, reply: '已电话联系，材料清单已发送。' },
    });

    // The inbox and the asker see it answered.
    const listed = await list({ keyword: '星河' });
    expect(listed.body.data[0]).toMatchObject({ status: 1, reply_state: 'answered', reply_time: '2026-03-18 10:00' });
    const mine = await t.call(consultationsCalls.myQuestion, { page_size: 50 }, asker.token);
    expect(mine.body.data.find((r: { id: number }) => r.id === ids.overdue)).toMatchObject({
      status: 1,
      status_name: '已处理',
      reply: '已电话联系，材料清单已发送。',
      reply_time: '2026-03-18 10:00',
    });
  });
});

describe('who may use the inbox', () => {
  const calls: [ApiCall, () => object][] = [
    [consultationsCalls.questionList, () => ({})],
    [consultationsCalls.questionDetail, () => ({ id: ids.today })],
    [consultationsCalls.questionReply, () => ({ id: ids.today, reply: '越权答复' })],
  ];

  it('refuses a visitor (50008) and a personal token (无权访问), changing nothing', async () => {
    for (const [c, body] of calls) {
      expect((await t.call(c, body())).body, c.path).toMatchObject({ code: 50008, msg: '请登录' });
      const personal = await t.call(c, body(), asker.token);
      expect(personal.status, c.path).toBe(200);
      expect(personal.body, c.path).toMatchObject({ code: 0, msg: '无权访问' });
      expect((await t.call(c, body(), 'not-a-token')).body.code, c.path).toBe(50008);
    }
    const [row] = await t.database.db.select().from(consultations).where(eq(consultations.id, ids.today!));
    expect(row).toMatchObject({ status: 0, reply: '' });
  });
});

describe('consultationBacklog', () => {
  it('counts the unanswered, the overdue, the critical and the age of the oldest against the fixed clock', async () => {
    // After the reply above: 'overdue' is answered, 'others' (03-16) waits.
    expect(await consultationBacklog(t.database.db, TODAY, 3)).toEqual({ open: 6, overdue: 3, critical: 2, oldestDays: 118 });
    // A day later the 03-13 (Fri) arrival is past its due day; the day after, the 03-16 one too.
    expect(await consultationBacklog(t.database.db, '2026-03-19', 3)).toEqual({ open: 6, overdue: 4, critical: 2, oldestDays: 119 });
    expect(await consultationBacklog(t.database.db, '2026-03-20', 3)).toEqual({ open: 6, overdue: 5, critical: 2, oldestDays: 120 });
    // The 01-02 arrival would be critical from 03-19 on, but it was answered above.
    expect(await consultationBacklog(t.database.db, '2026-03-19', 20)).toMatchObject({ overdue: 2 });
  });

  it('is all zero with nothing waiting', async () => {
    const empty = await createTestApp({}, { now: () => NOW });
    try {
      expect(await consultationBacklog(empty.database.db, TODAY, 3)).toEqual({ open: 0, overdue: 0, critical: 0, oldestDays: 0 });
    } finally {
      await empty.close();
    }
  });
});

describe('my_question', () => {
  it("gives each user only their own consultations, with the item's title", async () => {
    const mine = await t.call(consultationsCalls.myQuestion, { page_size: 50, user_id: other.user.id }, asker.token);
    expect(mine.body.code).toBe(1);
    expect(mine.body.count).toBe(8);
    expect(mine.body.data.map((r: { id: number }) => r.id)).not.toContain(ids.others);
    expect(mine.body.data[0]).toMatchObject({
      id: ids.today,
      item_title: 'B-801 B座801',
      createtime: '2026-03-18 09:00',
      reply_time: '',
      status_name: '未处理',
    });
    const theirs = await t.call(consultationsCalls.myQuestion, { user_id: asker.user.id }, other.token);
    expect(theirs.body.data.map((r: { id: number }) => r.id)).toEqual([ids.others]);
    // A room withdrawn since keeps its id but no title.
    const [room] = await t.database.db.select({ status: rooms.status }).from(rooms).where(eq(rooms.id, withdrawnRoomId));
    expect(room!.status).toBe(0);
    expect(mine.body.data.find((r: { id: number }) => r.id === ids.dueToday)).toMatchObject({
      question_id: withdrawnRoomId,
      item_title: '',
    });
  });
});
