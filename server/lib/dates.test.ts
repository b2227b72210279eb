import { describe, expect, it } from 'vitest';
import { dateParts, formatDateTime, quarterOf } from './dates';

describe('dates in China Standard Time', () => {
  it('shows publish times as YYYY-MM-DD HH:MM in UTC+8', () => {
    expect(formatDateTime(new Date('2026-03-31T16:30:00Z'))).toBe('2026-04-01 00:30');
  });

  it('puts an item released just after midnight of 1 April (Beijing) in the second quarter', () => {
    expect(quarterOf(new Date('2026-03-31T16:30:00Z'))).toBe(2);
    expect(quarterOf(new Date('2026-03-31T15:30:00Z'))).toBe(1);
  });

  it('splits a date into the card parts', () => {
    expect(dateParts(new Date('2026-11-05T02:00:00Z'))).toEqual({ day: '05', year: '2026', month: '11' });
  });
});
