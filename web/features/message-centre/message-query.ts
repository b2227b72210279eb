import type { MessageListBody } from '@shared/contracts/message-centre';
import { MESSAGE_PAGE_SIZE } from '@shared/message-centre/kinds';
import { queryString } from '~/config/paths';
import { pageBeyondEnd as pageAfterEnd, readPage } from '~/lib/list-query';

/** 消息中心's two tabs: every message, or the unread ones only (`?tab=unread`). */
export const MessageTab = { ALL: 'all', UNREAD: 'unread' } as const;
export type MessageTabValue = (typeof MessageTab)[keyof typeof MessageTab];

/** The page's URL: the tab and the 1-based page. */
export type MessageQuery = { tab: MessageTabValue; page: number };

/** Read leniently: anything but `tab=unread` is 全部, a bad page is page 1. */
export function parseMessageQuery(sp: URLSearchParams): MessageQuery {
  return { tab: sp.get('tab') === MessageTab.UNREAD ? MessageTab.UNREAD : MessageTab.ALL, page: readPage(sp) };
}

/** A link to the page; the defaults (全部, page 1) are left out. */
export function messagesHref(path: string, q: Partial<MessageQuery>): string {
  return `${path}${queryString({ tab: q.tab === MessageTab.UNREAD ? MessageTab.UNREAD : undefined, page: q.page })}`;
}

/** message_list's body for a query: 7 a page, newest first; `unread` 1 on the 未读 tab. */
export function messageListBody(q: MessageQuery): MessageListBody {
  return { start: q.page, page_size: MESSAGE_PAGE_SIZE, unread: q.tab === MessageTab.UNREAD ? 1 : 0 };
}

export type MessageTabLink = { key: MessageTabValue; label: string; href: string; active: boolean };

/** The two tabs as links (switching goes back to page 1); 未读 says how many when known. */
export function messageTabLinks(path: string, q: MessageQuery, unread: number | null): MessageTabLink[] {
  return [
    { key: MessageTab.ALL, label: '全部', href: messagesHref(path, {}), active: q.tab === MessageTab.ALL },
    {
      key: MessageTab.UNREAD,
      label: unread ? `未读（${unread}）` : '未读',
      href: messagesHref(path, { tab: MessageTab.UNREAD }),
      active: q.tab === MessageTab.UNREAD,
    },
  ];
}

/** What an empty tab says. */
export const emptyText = (tab: MessageTabValue): string => (tab === MessageTab.UNREAD ? '没有未读消息' : '暂无消息');

/**
 * A page past the end (the last unread message of the last page was just read, or an old link): the last page, to
 * show instead; null when the page is fine.
 */
export const pageBeyondEnd = (page: number, total: number, shown: number): number | null =>
  pageAfterEnd(page, total, shown, MESSAGE_PAGE_SIZE);

/**
 * The page a message opens: a path of this site ('/companyinfo', '/my_question?page=2'), never another site
 * ('//host', 'https://…', 'javascript:'); null when it has none.
 */
export function messageLink(link: string): string | null {
  const l = link.trim();
  return l.startsWith('/') && !l.startsWith('//') && !l.startsWith('/\\') ? l : null;
}
