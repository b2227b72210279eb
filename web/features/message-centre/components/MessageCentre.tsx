import { useState } from 'react';
import { Link, useNavigate, useRevalidator } from 'react-router';
import type { MessageItem } from '@shared/contracts/message-centre';
import { MESSAGE_PAGE_SIZE } from '@shared/message-centre/kinds';
import { MSG } from '@shared/messages';
import { Button } from '~/components/Button';
import { EmptyState } from '~/components/EmptyState';
import { OptionLinks } from '~/components/FilterLinks';
import { ListPager } from '~/components/ListPager';
import { LoadError } from '~/components/LoadError';
import { feedback, FORM_SUCCESS_SECONDS } from '~/lib/feedback';
import type { MessageCentrePage } from '../api/messages.server';
import { announceUnread } from '../bell';
import { emptyText, messagesHref, MessageTab, messageTabLinks } from '../message-query';
import s from './MessageCentre.module.css';
import { MessageEntry } from './MessageEntry';

/** The clicks' calls, loaded at the first click (the API client and the call's schema stay off the first load). */
const loadCalls = () =>
  import('../api/message-calls').catch((e: unknown) => {
    feedback().error(MSG.networkError);
    throw e;
  });

type Props = MessageCentrePage & {
  /** This area's address of the page (/messages, /system/messages). */
  path: string;
  /** 通知设置's address, linked beside 全部标为已读 (the company area's). */
  settingsHref?: string;
};

/**
 * 消息中心, for company users and staff alike: the 全部 / 未读 tabs (links, server-rendered), the person's messages
 * newest first, 7 a page, and 全部标为已读. Opening a message marks it read; every mark tells the header's bell the
 * count left, and the page's data (the bell's served count with it) is loaded again. Drawn with the portal's own
 * components: the company area's 消息中心 loads no antd (issue 34).
 */
export function MessageCentre({ path, query, page, unread, settingsHref }: Props) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [markingAll, setMarkingAll] = useState(false);

  const onRead = async (m: MessageItem, to?: string) => {
    try {
      const { markMessageRead } = await loadCalls();
      announceUnread((await markMessageRead(m.id)).data.unread);
    } catch {
      // The API client has shown why; the page it concerns still opens.
    }
    if (to) void navigate(to);
    else void revalidator.revalidate();
  };

  const onReadAll = async () => {
    setMarkingAll(true);
    try {
      const { markAllMessagesRead } = await loadCalls();
      const res = await markAllMessagesRead();
      announceUnread(res.data.unread);
      feedback().notice('success', res.msg, FORM_SUCCESS_SECONDS);
      await revalidator.revalidate();
    } catch {
      // The API client has shown the server's message.
    } finally {
      setMarkingAll(false);
    }
  };

  const tabs = messageTabLinks(path, query, unread);
  return (
    <div className={s.centre}>
      <div className={s.toolbar}>
        <nav aria-label="消息筛选" className={s.tabs}>
          <OptionLinks options={tabs} option={s.tab} active={s.tabActive} current="page" />
        </nav>
        <div className={s.tools}>
          {settingsHref && <Link to={settingsHref}>通知设置</Link>}
          <Button onClick={() => void onReadAll()} loading={markingAll} disabled={unread === 0}>
            全部标为已读
          </Button>
        </div>
      </div>
      {page.error && (
        <div className={s.error}>
          <LoadError msg={page.error} />
        </div>
      )}
      {page.items.length > 0 ? (
        <ul className={s.list} aria-label={query.tab === MessageTab.UNREAD ? '未读消息' : '全部消息'}>
          {page.items.map((m) => (
            <li key={m.id}>
              <MessageEntry message={m} onRead={onRead} />
            </li>
          ))}
        </ul>
      ) : (
        !page.error && <EmptyState description={emptyText(query.tab)} />
      )}
      <ListPager
        page={query.page}
        pageSize={MESSAGE_PAGE_SIZE}
        total={page.total}
        hrefFor={(p) => messagesHref(path, { ...query, page: p })}
      />
    </div>
  );
}
