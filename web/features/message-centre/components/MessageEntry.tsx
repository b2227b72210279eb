import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import type { MessageItem } from '@shared/contracts/message-centre';
import { Button } from '~/components/Button';
import { ToneTag } from '~/components/ToneTag';
import { messageLink } from '../message-query';
import s from './MessageCentre.module.css';

/** A click the browser should handle itself (a new tab or window), not the page. */
const opensElsewhere = (e: MouseEvent) => e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey;

type ItemProps = {
  message: MessageItem;
  /** Marks it read (resolves whether the server agreed), then opens `to` in the page when given. */
  onRead: (message: MessageItem, to?: string) => Promise<void>;
};

/** One message: its kind, title (bold while unread), time and text; the title opens the page it concerns. */
export function MessageEntry({ message, onRead }: ItemProps) {
  const unread = message.is_read === 0;
  const link = messageLink(message.link);
  const titleId = `message-${message.id}-title`;
  const onOpen = (e: MouseEvent) => {
    if (!unread || !link) return;
    if (opensElsewhere(e)) {
      // The browser opens it in a new tab; it is read all the same.
      void onRead(message);
      return;
    }
    e.preventDefault();
    void onRead(message, link);
  };
  return (
    <article className={unread ? `${s.entry} ${s.unread}` : s.entry} aria-labelledby={titleId}>
      <div className={s.head}>
        <ToneTag tone={unread ? 'info' : 'plain'} className={s.kind}>
          {message.kind_name}
        </ToneTag>
        <h2 className={s.title} id={titleId}>
          {unread && <span className={s.dot} aria-hidden="true" />}
          {link ? (
            <Link to={link} onClick={onOpen}>
              {message.title}
            </Link>
          ) : (
            message.title
          )}
          {unread && <span className="visually-hidden">（未读）</span>}
        </h2>
        <time className={s.time} dateTime={message.createtime}>
          {message.createtime}
        </time>
      </div>
      {message.content && <p className={s.content}>{message.content}</p>}
      {unread && !link && (
        <div className={s.actions}>
          <Button size="small" variant="link" onClick={() => void onRead(message)} aria-describedby={titleId}>
            标为已读
          </Button>
        </div>
      )}
    </article>
  );
}
