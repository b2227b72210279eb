import type { MessageDeliveryListBody } from '@shared/contracts/message-centre';
import {
  DELIVERY_PAGE_SIZE,
  DELIVERY_STATE_LABELS,
  DeliveryState,
  MESSAGE_CHANNEL_LABELS,
  MESSAGE_CHANNELS,
  type DeliveryStateValue,
  type MessageChannelValue,
} from '@shared/message-centre/kinds';
import { queryString } from '~/config/paths';
import { pageBeyondEnd as pageAfterEnd, pageBody, readKeyword, readPage } from '~/lib/list-query';

/** 发送记录's URL (/system/message-deliveries): `status`, `channel`, `keyword` and the 1-based `page`. */
export type DeliveryQuery = { status: DeliveryStateValue | null; channel: MessageChannelValue | null; keyword: string; page: number };

const STATES = Object.values(DeliveryState) as DeliveryStateValue[];
const isState = (v: string | null): v is DeliveryStateValue => STATES.includes(v as DeliveryStateValue);
const isChannel = (v: string | null): v is MessageChannelValue => MESSAGE_CHANNELS.includes(v as MessageChannelValue);

/** Read leniently: an unknown state or channel means all, a bad page 1 (docs/spec-decisions.md "URL parameters"). */
export function parseDeliveryQuery(sp: URLSearchParams): DeliveryQuery {
  const status = sp.get('status');
  const channel = sp.get('channel');
  return {
    status: isState(status) ? status : null,
    channel: isChannel(channel) ? channel : null,
    keyword: readKeyword(sp),
    page: readPage(sp),
  };
}

/** A link to the list; the defaults (every state and channel, no keyword, page 1) are left out. */
export function deliveriesHref(path: string, q: Partial<DeliveryQuery>): string {
  return `${path}${queryString({ status: q.status ?? undefined, channel: q.channel ?? undefined, keyword: q.keyword, page: q.page })}`;
}

/** message_delivery_list's body: 10 a page, newest first, the filters only when chosen. */
export function deliveryListBody(q: DeliveryQuery): MessageDeliveryListBody {
  return {
    ...pageBody(q, DELIVERY_PAGE_SIZE),
    ...(q.status ? { status: q.status } : {}),
    ...(q.channel ? { channel: q.channel } : {}),
  };
}

/** A page past the end (the last failed row of the last page was resent, or an old link): the last page, or null. */
export const deliveryPageBeyondEnd = (page: number, total: number, shown: number): number | null =>
  pageAfterEnd(page, total, shown, DELIVERY_PAGE_SIZE);

export const STATE_CHOICES = STATES.map((value) => ({ value, label: DELIVERY_STATE_LABELS[value] }));
export const CHANNEL_CHOICES = MESSAGE_CHANNELS.map((value) => ({ value, label: MESSAGE_CHANNEL_LABELS[value] }));
