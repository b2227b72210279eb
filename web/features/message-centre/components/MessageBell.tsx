import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Icon, type IconProps } from '~/components/icons/Icon';
import { pollUnread } from '../api/message-calls';
import { badgeText, bellLabel, nextPollDelay, onUnread } from '../bell';
import s from './MessageBell.module.css';

/** How long one poll may take before it counts as failed (the next one tries again). */
const POLL_TIMEOUT_MS = 15_000;

/** Path from @ant-design/icons-svg (MIT), drawn inline: the bell also sits in the public shell's header, outside antd. */
const BellIcon = (p: IconProps) => (
  <Icon
    {...p}
    d={[
      'M816 768h-24V428c0-141.1-104.3-257.7-240-277.1V112c0-22.1-17.9-40-40-40s-40 17.9-40 40v38.9c-135.7 19.4-240 136-240 277.1v340h-24c-17.7 0-32 14.3-32 32v32c0 4.4 3.6 8 8 8h216c0 61.8 50.2 112 112 112s112-50.2 112-112h216c4.4 0 8-3.6 8-8v-32c0-17.7-14.3-32-32-32zM512 888c-26.5 0-48-21.5-48-48h96c0 26.5-21.5 48-48 48zM304 768V428c0-55.6 21.6-107.8 60.9-147.1S456.4 220 512 220c55.6 0 107.8 21.6 147.1 60.9S720 372.4 720 428v340H304z',
    ]}
  />
);

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
      const answer = await pollUnread(controller.signal);
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
