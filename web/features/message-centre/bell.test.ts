import { afterEach, describe, expect, it, vi } from 'vitest';
import { announceUnread, badgeText, bellLabel, nextPollDelay, onUnread, POLL_MS } from './bell';

describe('the bell’s badge and name', () => {
  it('shows the count, nothing when none or unknown, and 99+ past 99', () => {
    expect(badgeText(null)).toBe('');
    expect(badgeText(0)).toBe('');
    expect(badgeText(-1)).toBe('');
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
    expect(badgeText(12345)).toBe('99+');
  });

  it('names the link 消息中心 with the real number of unread messages', () => {
    expect(bellLabel(3)).toBe('消息中心（3 条未读）');
    expect(bellLabel(150)).toBe('消息中心（150 条未读）');
    expect(bellLabel(0)).toBe('消息中心');
    expect(bellLabel(null)).toBe('消息中心');
  });
});

describe('when the bell asks next', () => {
  it('polls every 30 s while the tab is visible, counting from the last answer', () => {
    expect(POLL_MS).toBe(30_000);
    expect(nextPollDelay('visible', 1_000, 1_000)).toBe(30_000);
    expect(nextPollDelay('visible', 1_000, 11_000)).toBe(20_000);
  });

  it('never polls while hidden', () => {
    expect(nextPollDelay('hidden', 1_000, 100_000)).toBeNull();
    expect(nextPollDelay('prerender', 1_000, 1_000)).toBeNull();
  });

  it('asks at once when shown again after longer than the period, and no sooner than the period otherwise', () => {
    expect(nextPollDelay('visible', 0, 45_000)).toBe(0);
    expect(nextPollDelay('visible', 0, 29_000)).toBe(1_000);
    // A clock set back never makes the wait longer than one period.
    expect(nextPollDelay('visible', 60_000, 0)).toBe(30_000);
  });
});

describe('the unread count a mark announces', () => {
  const stops: (() => void)[] = [];
  afterEach(() => stops.splice(0).forEach((stop) => stop()));

  it('reaches every listening bell until it stops listening', () => {
    const first = vi.fn();
    const second = vi.fn();
    stops.push(onUnread(first));
    const stopSecond = onUnread(second);
    announceUnread(4);
    stopSecond();
    announceUnread(0);
    expect(first.mock.calls).toEqual([[4], [0]]);
    expect(second.mock.calls).toEqual([[4]]);
  });
});
