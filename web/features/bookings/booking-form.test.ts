import { describe, expect, it } from 'vitest';
import { bookingBody } from './booking-form';

const room = { id: 1, capacity: 10 };
const values = { start: '09:00', end: '10:30', subject: ' 周会 ', people: 6 };

describe('预约’s check before sending', () => {
  it('sends park times of the chosen date, the subject trimmed', () => {
    expect(bookingBody(room, '2026-06-10', values)).toEqual({
      ok: true,
      body: { space_id: 1, start: '2026-06-10 09:00', end: '2026-06-10 10:30', subject: '周会', people: 6 },
    });
  });

  it('says the contract’s messages under each field', () => {
    const checked = bookingBody(room, '2026-06-10', { start: null, end: null, subject: '', people: null });
    expect(checked).toEqual({
      ok: false,
      errors: { start: '请选择开始时间', end: '请选择结束时间', subject: '请输入会议主题', people: '请输入参会人数' },
    });
    const long = bookingBody(room, '2026-06-10', { ...values, subject: '会'.repeat(51) });
    expect(long.ok ? null : long.errors.subject).toBe('会议主题不能超过 50 个字');
    const none = bookingBody(room, '2026-06-10', { ...values, people: 0 });
    expect(none.ok ? null : none.errors.people).toBe('参会人数至少为 1 人');
  });

  it('refuses more people than the space holds, with the server’s words', () => {
    const checked = bookingBody(room, '2026-06-10', { ...values, people: 11 });
    expect(checked).toEqual({ ok: false, errors: { people: '参会人数不能超过会议室容纳人数（10 人）' } });
  });
});
