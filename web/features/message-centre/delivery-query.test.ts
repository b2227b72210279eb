import { describe, expect, it } from 'vitest';
import { DELIVERY_PAGE_SIZE } from '@shared/message-centre/kinds';
import { deliveriesHref, deliveryListBody, deliveryPageBeyondEnd, parseDeliveryQuery } from './delivery-query';

const PATH = '/system/message-deliveries';

describe('发送记录’s URL', () => {
  it('reads the state, channel, keyword and page, leniently', () => {
    expect(parseDeliveryQuery(new URLSearchParams('status=failed&channel=sms&keyword=%20入驻%20&page=3'))).toEqual({
      status: 'failed',
      channel: 'sms',
      keyword: '入驻',
      page: 3,
    });
    expect(parseDeliveryQuery(new URLSearchParams('status=lost&channel=fax&page=-1'))).toEqual({
      status: null,
      channel: null,
      keyword: '',
      page: 1,
    });
  });

  it('links with the defaults left out, and asks 10 a page with the chosen filters only', () => {
    expect(deliveriesHref(PATH, { status: null, channel: null, keyword: '', page: 1 })).toBe(PATH);
    expect(deliveriesHref(PATH, { status: 'pending', channel: 'wechat', page: 2 })).toBe(`${PATH}?status=pending&channel=wechat&page=2`);
    expect(deliveryListBody({ status: null, channel: null, keyword: '', page: 1 })).toEqual({ start: 1, page_size: DELIVERY_PAGE_SIZE });
    expect(deliveryListBody({ status: 'failed', channel: 'email', keyword: '张三', page: 2 })).toEqual({
      keyword: '张三',
      start: 2,
      page_size: DELIVERY_PAGE_SIZE,
      status: 'failed',
      channel: 'email',
    });
  });

  it('sends a page past the end to the last one', () => {
    expect(deliveryPageBeyondEnd(3, DELIVERY_PAGE_SIZE + 1, 0)).toBe(2);
    expect(deliveryPageBeyondEnd(2, DELIVERY_PAGE_SIZE + 1, 1)).toBeNull();
  });
});
