import { describe, expect, it } from 'vitest';
import { ageLabel, criticalCutoff, isWorkingDay, overdueCutoff, ReplyState, replyDueDate, replyState } from './rules';

// 2026-11-23 is a Monday.
describe('reply due date (working days, Monday to Friday)', () => {
  it('counts three working days after the day it arrived', () => {
    expect(replyDueDate('2026-11-23')).toBe('2026-11-26'); // Mon → Thu
    expect(replyDueDate('2026-11-26')).toBe('2026-12-01'); // Thu → Fri, Mon, Tue
    expect(replyDueDate('2026-11-28')).toBe('2026-12-02'); // Sat → Mon, Tue, Wed
    expect(replyDueDate('2026-11-23', 1)).toBe('2026-11-24');
  });
  it('knows the weekend', () => {
    expect(isWorkingDay('2026-11-28')).toBe(false);
    expect(isWorkingDay('2026-11-29')).toBe(false);
    expect(isWorkingDay('2026-11-30')).toBe(true);
  });
});

describe('reply state against a fixed day', () => {
  it('is waiting up to the due date and overdue the day after', () => {
    expect(replyState('2026-11-23', false, '2026-11-26')).toBe(ReplyState.WAITING);
    expect(replyState('2026-11-23', false, '2026-11-27')).toBe(ReplyState.OVERDUE);
    expect(replyState('2026-11-23', true, '2026-12-30')).toBe(ReplyState.ANSWERED);
  });
  it('turns critical fourteen days before the three-month line', () => {
    // Arrived 2026-08-31: the line is 2026-11-30, critical from 2026-11-16.
    expect(replyState('2026-08-31', false, '2026-11-15')).toBe(ReplyState.OVERDUE);
    expect(replyState('2026-08-31', false, '2026-11-16')).toBe(ReplyState.CRITICAL);
  });
});

describe('SQL cutoffs agree with replyState for every arrival day', () => {
  const days = Array.from({ length: 140 }, (_, i) => new Date(Date.UTC(2026, 7, 1 + i)).toISOString().slice(0, 10));
  for (const today of ['2026-11-23', '2026-11-28', '2026-11-30', '2026-12-31', '2027-03-01']) {
    it(`on ${today}`, () => {
      const overdue = overdueCutoff(today);
      const critical = criticalCutoff(today);
      for (const received of days.filter((d) => d <= today)) {
        const state = replyState(received, false, today);
        expect(received <= critical, `${received} critical`).toBe(state === ReplyState.CRITICAL);
        expect(received <= overdue, `${received} overdue-or-worse`).toBe(state !== ReplyState.WAITING);
      }
    });
  }
});

describe('age', () => {
  it('counts park days', () => {
    const now = new Date('2026-11-23T02:00:00Z'); // 10:00 in the park
    expect(ageLabel(new Date('2026-11-22T17:00:00Z'), now)).toBe('今天'); // 01:00 the same park day
    expect(ageLabel(new Date('2026-11-20T10:00:00Z'), now)).toBe('3 天');
  });
});
