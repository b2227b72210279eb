import { redirect, type AppLoadContext } from 'react-router';
import * as messageCentreCalls from '@shared/calls/message-centre';
import type { MessageItem } from '@shared/contracts/message-centre';
import { Code } from '@shared/envelope';
import { loadList, type ListPage } from '~/lib/list-load.server';
import { oncePerRequest } from '~/lib/per-request.server';
import { messageListBody, messagesHref, pageBeyondEnd, parseMessageQuery, type MessageQuery } from '../message-query';

/**
 * The signed-in person's unread count (message_count) for the header's bell and 消息中心's tabs; null when it cannot
 * be had, so a page never fails for a badge. Asked once per request however many loaders want it.
 */
export const loadUnreadCount = oncePerRequest(async (context: AppLoadContext): Promise<number | null> => {
  const res = await context.api(messageCentreCalls.messageCount, {});
  return res.code === Code.OK ? res.data.unread : null;
});

export type MessageCentrePage = { query: MessageQuery; page: ListPage<MessageItem>; unread: number | null };

/**
 * 消息中心 (/messages and /system/messages at `path`): the tab and page of the URL, that page of the person's messages
 * (a failed load is an empty list with the message) and the unread count; a page past the end goes to the last one.
 */
export async function loadMessageCentre(context: AppLoadContext, path: string, sp: URLSearchParams): Promise<MessageCentrePage> {
  const query = parseMessageQuery(sp);
  const [page, unread] = await Promise.all([
    loadList(context, messageCentreCalls.messageList, messageListBody(query)),
    loadUnreadCount(context),
  ]);
  const last = pageBeyondEnd(query.page, page.total, page.items.length);
  if (last) throw redirect(messagesHref(path, { ...query, page: last }));
  return { query, page, unread };
}
