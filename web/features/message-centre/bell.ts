import { MESSAGE_POLL_SECONDS } from '@shared/message-centre/poll';

/** The badge's cap: more unread messages show as 99+ (the accessible name keeps the number). */
export const BADGE_MAX = 99;

/** The badge's text: nothing when there is nothing unread (or the count is unknown), at most 99+. */
export function badgeText(unread: number | null): string {
  if (unread === null || unread <= 0) return '';
  return unread > BADGE_MAX ? `${BADGE_MAX}+` : String(unread);
}

/** The bell's accessible name: 消息中心（3 条未读）; just 消息中心 when none are unread or the count is unknown. */
export function bellLabel(unread: number | null): string {
  return unread !== null && unread > 0 ? `消息中心（${unread} 条未读）` : '消息中心';
}

export const POLL_MS = MESSAGE_POLL_SECONDS * 1000;

/**
 * When the bell asks for the count next, in ms from `now`; null while the tab is hidden (no polling then). The
 * page's own load counts as an answer: a poll comes at most every 30 s, and a tab shown again after longer than that
 * asks at once (0).
 */
export function nextPollDelay(visibility: string, lastAnsweredAt: number, now: number, periodMs = POLL_MS): number | null {
  if (visibility !== 'visible') return null;
  return Math.min(periodMs, Math.max(0, lastAnsweredAt + periodMs - now));
}

let lastKnown: number | null = null;

/**
 * The count a bell on this page last had (served, polled or announced), kept while the page lives: a bell that
 * appears on a client navigation (the public header's, leaving the company area) starts from it rather than from a
 * count served with an earlier page. Only the browser writes it (a bell notes it in an effect), so a server never
 * shares one person's count with another's page.
 */
export const lastKnownUnread = (): number | null => lastKnown;
export function noteUnread(unread: number): void {
  lastKnown = unread;
}

type Listener = (unread: number) => void;
const listeners = new Set<Listener>();

/** Tells the bells on the page the new unread count (message_read answers it), so they need not wait for a poll. */
export function announceUnread(unread: number): void {
  for (const listener of listeners) listener(unread);
}

/** Listens for announceUnread; returns the way to stop. */
export function onUnread(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
