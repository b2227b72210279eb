import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { UnreadPoll } from '../api/poll-unread';
import { BellIcon } from '~/components/icons/bell';
import { badgeText, bellLabel, nextPollDelay, noteUnread, onUnread } from '../bell';
import s from './MessageBell.module.css';

/** How long one poll may take before it counts as failed (the next one tries again). */
const POLL_TIMEOUT_MS = 15_000;

/**
 * Asks for the unread count every 30 s while the tab is visible (none while hidden; at once when shown again after
 * longer than that), the page's own load counting as the first answer; stops for good once the session has ended.
 */
function useUnreadPolling(setUnread: (unread: number) => void) {
  useEffect(() => {
    let lastAnswer = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let asking: AbortController | null = null;
    let stopped = false;
    const plan = () => {
      clearTimeout(timer);
      timer = undefined;
      if (stopped || asking) return;
      const delay = nextPollDelay(document.visibilityState, lastAnswer, Date.now());
      if (delay !== null) timer = setTimeout(() => void poll(), delay);
    };
    const poll = async () => {
      const controller = new AbortController();
      asking = controller;
      const giveUp = setTimeout(() => controller.abort(), POLL_TIMEOUT_MS);
      const answer = await import('../api/poll-unread').then(
        ({ pollUnread }) => pollUnread(controller.signal),
        (): UnreadPoll => ({ kind: 'failed' }),
      );
      clearTimeout(giveUp);
      asking = null;
      lastAnswer = Date.now();
      if (stopped) return;
      if (answer.kind === 'count') setUnread(answer.unread);
      if (answer.kind === 'ended') stopped = true;
      plan();
    };
    document.addEventListener('visibilitychange', plan);
    plan();
    return () => {
      stopped = true;
      clearTimeout(timer);
      asking?.abort();
      document.removeEventListener('visibilitychange', plan);
    };
  }, [setUnread]);
}

type Props = {
  /** 消息中心's address in this area (/messages, /system/messages). */
  to: string;
  /** The count the page was served with (null: not known). */
  unread: number | null;
  /** The back office's denser header. */
  compact?: boolean;
};

/**
 * The header's bell: a link to 消息中心 with the unread count (99+ at most; the name says the number), kept current
 * without a reload by polling message_count and by what 消息中心 announces when it marks messages read.
 */
export function MessageBell({ to, unread: served, compact = false }: Props) {
  const [unread, setUnread] = useState(served);
  // A fresh load of the page's data (after 全部标为已读, say) brings the count the server has now.
  useEffect(() => setUnread(served), [served]);
  useEffect(() => onUnread(setUnread), []);
  useEffect(() => {
    if (unread !== null) noteUnread(unread);
  }, [unread]);
  useUnreadPolling(setUnread);
  const badge = badgeText(unread);
  const label = bellLabel(unread);
  return (
    <Link to={to} className={compact ? `${s.bell} ${s.compact}` : s.bell} title={label}>
      <BellIcon className={s.icon} />
      <span className="visually-hidden">{label}</span>
      {badge && (
        <span className={s.badge} aria-hidden="true">
          {badge}
        </span>
      )}
    </Link>
  );
}
