import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as consultationsCalls from '../../../shared/calls/consultations';
import { consultations, rooms } from '../../db/schema/index';
import { buildSearchable } from '../../test/factories';
import { createTestApp, signIn, type TestApp } from '../../test/harness';

let t: TestApp;
let roomId: number;
beforeAll(async () => {
  t = await createTestApp();
  roomId = (await buildSearchable(t.database.db, rooms, { title: 'B座801', number: 'B-801' }, ['B座801'])).id;
});
afterAll(() => t.close());

const valid = { type: 3, name: '张女士', phone: '13912345678', content: '想了解 B 座 801 的租金', company_name: '示例科技' };

describe('question_add', () => {
  it('refuses a visitor without a session', async () => {
    expect((await t.call(consultationsCalls.questionAdd, valid)).body.code).toBe(50008);
  });

  it('applies the spec messages in order', async () => {
    const { token } = await signIn(t);
    const cases: [object, string][] = [
      [{}, '请完善信息'],
      [{ ...valid, name: '  ' }, '请完善信息'],
      [{ ...valid, content: '' }, '请完善信息'],
      [{ ...valid, phone: '' }, '请输入手机号'],
      [{ ...valid, phone: '12345678901' }, '手机号码错误！'],
      [{ ...valid, phone: '1391234567' }, '手机号码错误！'],
      [{ ...valid, phone: '139123456789' }, '手机号码错误！'],
      [{ ...valid, type: 9 }, '咨询类型不存在'],
      [{ ...valid, question_id: 99999 }, '咨询的内容不存在或已下线'],
    ];
    for (const [body, msg] of cases) {
      const res = await t.call(consultationsCalls.questionAdd, body, token);
      expect(res.body, JSON.stringify(body)).toMatchObject({ code: 0, msg });
    }
    expect(await t.database.db.select().from(consultations)).toHaveLength(0);
  });

  it('stores the consultation for the session user, not the payload user_id, and counts it on the room', async () => {
    const a = await signIn(t);
    const b = await signIn(t);
    const res = await t.call(consultationsCalls.questionAdd, { ...valid, question_id: roomId, user_id: b.user.id }, a.token);
    expect(res.body).toMatchObject({ code: 1, msg: '提交成功，我们会尽快与您联系' });
    const [row] = await t.database.db.select().from(consultations).where(eq(consultations.id, res.body.data.id));
    expect(row).toMatchObject({ userId: a.user.id, itemId: roomId, type: 3, status: 0, phone: '13912345678' });
    const [room] = await t.database.db.select().from(rooms).where(eq(rooms.id, roomId));
    expect(room!.consultationCount).toBe(1);
    expect((await t.call(consultationsCalls.myQuestion, {}, b.token)).body.count).toBe(0);
    const mine = await t.call(consultationsCalls.myQuestion, { user_id: b.user.id }, a.token);
    // user_id (spec §3 consultation) is the asker's own id, never the payload's.
    expect(mine.body.data[0]).toMatchObject({ status_name: '未处理', type_name: '租赁服务', name: '张女士', user_id: a.user.id });
  });

  it('limits one user to five consultations in ten minutes', async () => {
    const { token } = await signIn(t);
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await t.call(consultationsCalls.questionAdd, valid, token)).body.code);
    expect(codes).toEqual([1, 1, 1, 1, 1, 0]);
    expect((await t.call(consultationsCalls.questionAdd, valid, token)).body.msg).toBe('提交过于频繁，请稍后再试');
  });
});

describe('my_question', () => {
  it('refuses a visitor and bad pages', async () => {
    expect((await t.call(consultationsCalls.myQuestion, {})).body).toMatchObject({ code: 50008, msg: '请登录' });
    const { token } = await signIn(t);
    for (const [body, msg] of [
      [{ start: 0 }, '页码格式错误'],
      [{ start: 'x' }, '页码格式错误'],
      [{ page_size: 51 }, '每页条数应为 1 至 50'],
      [{ page_size: -1 }, '每页条数应为 1 至 50'],
    ] as const) {
      expect((await t.call(consultationsCalls.myQuestion, body, token)).body, JSON.stringify(body)).toMatchObject({ code: 0, msg });
    }
  });

  it('pages ten at a time, newest first, with every type named', async () => {
    const { user, token } = await signIn(t);
    const base = Date.parse('2026-03-01T02:00:00Z');
    await t.database.db.insert(consultations).values(
      Array.from({ length: 12 }, (_, i) => ({
        type: (i % 6) + 1,
        userId: user.id,
        name: '李先生',
        phone: '13700001111',
        content: `第${i + 1}条`,
        createdAt: new Date(base + i * 3_600_000),
      })),
    );
    const first = await t.call(consultationsCalls.myQuestion, {}, token);
    expect(first.body.count).toBe(12);
    expect(first.body.data).toHaveLength(10);
    expect(first.body.data[0]).toMatchObject({
      content: '第12条',
      type: 6,
      type_name: '入驻企业',
      createtime: '2026-03-01 21:00',
      status: 0,
      status_name: '未处理',
      reply: '',
      reply_time: '',
    });
    const second = await t.call(consultationsCalls.myQuestion, { start: 2 }, token);
    expect(second.body.data.map((r: { content: string }) => r.content)).toEqual(['第2条', '第1条']);
    const names = new Set([...first.body.data, ...second.body.data].map((r: { type_name: string }) => r.type_name));
    expect([...names].sort()).toEqual(['入驻企业', '创业服务', '培训服务', '孵化服务', '科技服务', '租赁服务'].sort());
    expect((await t.call(consultationsCalls.myQuestion, { start: 3 }, token)).body).toMatchObject({ code: 1, data: [], count: 12 });
  });
});
