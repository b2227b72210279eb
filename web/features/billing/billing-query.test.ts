import { describe, expect, it } from 'vitest';
import { paramsOf } from '~/test/query';
import { billingHref, parseBillingQuery } from './billing-query';

const parse = (s: string) => parseBillingQuery(new URLSearchParams(s));

describe('the billing pages’ URL', () => {
  it('reads the list page, the open contract and its payments page', () => {
    expect(parse('')).toEqual({ page: 1, record: null, rpage: 1 });
    expect(parse('page=3')).toEqual({ page: 3, record: null, rpage: 1 });
    expect(parse('page=2&record=17&rpage=4')).toEqual({ page: 2, record: 17, rpage: 4 });
  });

  it('falls back to page 1 and a closed record on malformed values', () => {
    expect(parse('page=abc&record=x&rpage=2')).toEqual({ page: 1, record: null, rpage: 1 });
    expect(parse('page=0&record=0')).toEqual({ page: 1, record: null, rpage: 1 });
    expect(parse('page=-2&record=-5')).toEqual({ page: 1, record: null, rpage: 1 });
    expect(parse('page=1.5&record=3&rpage=9999999')).toEqual({ page: 1, record: 3, rpage: 1 });
    expect(parse('record=99999999999')).toEqual({ page: 1, record: null, rpage: 1 });
  });

  it('leaves defaults out of links and keeps the list page while a record is open', () => {
    expect(billingHref('/room_price', {})).toBe('/room_price');
    expect(billingHref('/room_price', { page: 1 })).toBe('/room_price');
    expect(billingHref('/room_price', { page: 2 })).toBe('/room_price?page=2');
    expect(billingHref('/room_price', { page: 2, record: 17 })).toBe('/room_price?page=2&record=17');
    expect(billingHref('/service_price', { page: 1, record: 17, rpage: 3 })).toBe('/service_price?record=17&rpage=3');
    expect(billingHref('/service_price', { rpage: 3 })).toBe('/service_price');
  });

  it('round-trips through its own links', () => {
    const q = { page: 4, record: 8, rpage: 2 };
    const href = billingHref('/room_price', q);
    expect(parseBillingQuery(paramsOf(href))).toEqual(q);
  });
});
