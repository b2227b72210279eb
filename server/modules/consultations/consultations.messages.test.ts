import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StaffRole } from '../../../shared/auth/staff-roles';
import * as consultationsCalls from '../../../shared/calls/consultations';
import { LoginType } from '../../../shared/constants';
import { MessageKind } from '../../../shared/message-centre/kinds';
import { steppingClock } from '../../test/clock';
import { createTestApp, signIn, type TestApp } from '../../test/harness';
import { messagesOf } from '../../test/messages';

/** The app's clock: each step of a test moves it on, as time passes between a reply and its correction. */
const { now, later } = steppingClock(new Date('2026-03-18T02:00:00Z'));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now });
});
afterAll(() => t.close());

const valid = { type: 3, name: '张女士', phone: '13912345678', content: '想了解 B 座 801 的租金和物业费', company_name: '示例科技' };

describe('messages of a consultation (issue 32)', () => {
  it('tells the staff who answer consultations of a new one, once', async () => {
    const answerer = await signIn(t, { type: LoginType.ADMIN, roles: [StaffRole.OPERATIONS] });
    const editor = await signIn(t, { type: LoginType.ADMIN, roles: [StaffRole.CONTENT] });
    const asker = await signIn(t);
    const res = await t.call(consultationsCalls.questionAdd, valid, asker.token);
    expect(res.body.code).toBe(1);
    const inbox = await messagesOf(t, answerer.user.id, MessageKind.STAFF_CONSULTATION);
    expect(inbox).toEqual([expect.objectContaining({ title: '新的在线咨询', link: '/system/questions', actorId: asker.user.id })]);
    expect(inbox[0]!.body).toContain('张女士（示例科技）');
    expect(inbox[0]!.body).toContain('B 座 801');
    expect(await messagesOf(t, editor.user.id)).toEqual([]);
    expect(await messagesOf(t, asker.user.id)).toEqual([]);
    // A second consultation is a second event.
    later();
    await t.call(consultationsCalls.questionAdd, { ...valid, content: '能否预约周五看房' }, asker.token);
    expect(await messagesOf(t, answerer.user.id, MessageKind.STAFF_CONSULTATION)).toHaveLength(2);
  });

  it('tells the asker of the answer once, and of a corrected answer', async () => {
    const staff = await signIn(t, { type: LoginType.ADMIN, roles: [StaffRole.OPERATIONS] });
    const asker = await signIn(t);
    const other = await signIn(t);
    const id = (await t.call(consultationsCalls.questionAdd, valid, asker.token)).body.data.id;

    later();
    const reply = { id, reply: '801 的月租金为 3.2 万元，物业费另计，欢迎预约看房。' };
    expect((await t.call(consultationsCalls.questionReply, reply, staff.token)).body.msg).toBe('答复成功');
    let answered = await messagesOf(t, asker.user.id, MessageKind.CONSULTATION_ANSWERED);
    expect(answered).toEqual([expect.objectContaining({ title: '您的咨询已答复', link: '/my_question', actorId: staff.user.id })]);
    expect(answered[0]!.body).toContain('801 的月租金为 3.2 万元');
    // The staff's own message of this consultation is done work now: read for every staff member.
    const done = (await messagesOf(t, staff.user.id, MessageKind.STAFF_CONSULTATION)).filter((m) => m.event === `staff_consultation:${id}`);
    expect(done).toHaveLength(1);
    expect(done[0]!.readAt).not.toBeNull();

    // The same reply sent again (a retry) tells nothing new.
    later();
    expect((await t.call(consultationsCalls.questionReply, reply, staff.token)).body.code).toBe(1);
    expect(await messagesOf(t, asker.user.id, MessageKind.CONSULTATION_ANSWERED)).toHaveLength(1);

    // A corrected reply is news.
    later();
    await t.call(consultationsCalls.questionReply, { id, reply: '更正：801 的月租金为 3.0 万元。' }, staff.token);
    answered = await messagesOf(t, asker.user.id, MessageKind.CONSULTATION_ANSWERED);
    expect(answered.map((m) => m.title)).toEqual(['您的咨询已答复', '您的咨询答复已更新']);
    expect(answered[1]!.body).toContain('更正：801 的月租金为 3.0 万元');
    expect(await messagesOf(t, other.user.id)).toEqual([]);
    expect(await messagesOf(t, staff.user.id, MessageKind.CONSULTATION_ANSWERED)).toEqual([]);
  });
});
