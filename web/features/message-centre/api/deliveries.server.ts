import { redirect, type AppLoadContext } from 'react-router';
import * as messageCentreCalls from '@shared/calls/message-centre';
import type { MessageDeliveryItem } from '@shared/contracts/message-centre';
import { loadList, type ListPage } from '~/lib/list-load.server';
import { deliveriesHref, deliveryListBody, deliveryPageBeyondEnd, type DeliveryQuery } from '../delivery-query';

/**
 * 发送记录 (/system/message-deliveries at `path`): one page of the deliveries for the URL's filters (a failed load is
 * an empty list with the message); a page past the end goes to the last one.
 */
export async function loadDeliveries(context: AppLoadContext, path: string, query: DeliveryQuery): Promise<ListPage<MessageDeliveryItem>> {
  const page = await loadList(context, messageCentreCalls.messageDeliveryList, deliveryListBody(query));
  const last = deliveryPageBeyondEnd(query.page, page.total, page.items.length);
  if (last) throw redirect(deliveriesHref(path, { ...query, page: last }));
  return page;
}
