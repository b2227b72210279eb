import { describe, expect, it } from 'vitest';
import { paramsOf, sp } from '~/test/query';
import { adminListPayload, myListPayload, policyNoticeListHref, parsePolicyNoticeQuery } from './policy-notice-query';

describe('notice list URLs', () => {
  it('reads keyword and page, falling back on malformed values', () => {
    expect(parsePolicyNoticeQuery(sp(''))).toEqual({ keyword: '', page: 1 });
    expect(parsePolicyNoticeQuery(sp('keyword=%20流片%20&page=3'))).toEqual({ keyword: '流片', page: 3 });
    expect(parsePolicyNoticeQuery(sp('page=-1'))).toEqual({ keyword: '', page: 1 });
    expect(parsePolicyNoticeQuery(sp('page=2.5'))).toMatchObject({ page: 1 });
    expect(parsePolicyNoticeQuery(sp(`keyword=${'政'.repeat(60)}`)).keyword).toHaveLength(50);
  });

  it('leaves defaults out of links and round-trips', () => {
    expect(policyNoticeListHref('/system/account', { keyword: '', page: 1 })).toBe('/system/account');
    const href = policyNoticeListHref('/system/account', { keyword: '稳岗', page: 2 });
    expect(href).toBe('/system/account?keyword=%E7%A8%B3%E5%B2%97&page=2');
    expect(parsePolicyNoticeQuery(paramsOf(href))).toEqual({ keyword: '稳岗', page: 2 });
    expect(policyNoticeListHref('/policy_notice', { page: 3 })).toBe('/policy_notice?page=3');
  });

  it('asks for 8 a page on the staff list and 10 on the company list', () => {
    expect(adminListPayload({ keyword: '', page: 2 })).toEqual({ start: 2, page_size: 8 });
    expect(adminListPayload({ keyword: '科技', page: 1 })).toEqual({ keyword: '科技', start: 1, page_size: 8 });
    expect(myListPayload(3)).toEqual({ start: 3, page_size: 10 });
  });
});
