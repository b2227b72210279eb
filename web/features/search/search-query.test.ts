import { describe, expect, it } from 'vitest';
import { hitHref, summaryLabel } from './search-hit';
import { parseSearchQuery } from './search-query';
import { searchTabRows } from './search-tabs';

describe('parseSearchQuery', () => {
  it('reads the category, keyword and page', () => {
    expect(parseSearchQuery(new URLSearchParams('type=6&keyword=%20办公室%20&page=2'))).toEqual({ type: 6, keyword: '办公室', page: 2 });
  });

  it('falls back to 政策资讯 (1) for a missing or unknown category', () => {
    expect(parseSearchQuery(new URLSearchParams('keyword=x')).type).toBe(1);
    expect(parseSearchQuery(new URLSearchParams('type=9')).type).toBe(1);
  });
});

describe('hitHref', () => {
  it('links each category to its own detail page', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((type) => hitHref({ type, id: 4, detail_type: 0 }))).toEqual([
      '/policydetail?id=4&type=0',
      '/techdetail?id=4',
      '/riskdetail?id=4',
      '/traindetail?id=4',
      '/financedetail?id=4',
      '/tenancydetail?id=4',
      '/comdetail?id=4',
    ]);
  });

  it('opens a notice or a news item found under 政策资讯 with its own type', () => {
    expect(hitHref({ type: 1, id: 9, detail_type: 1 })).toBe('/policydetail?id=9&type=1');
    expect(hitHref({ type: 1, id: 9, detail_type: 2 })).toBe('/policydetail?id=9&type=2');
  });
});

describe('summaryLabel', () => {
  it("names the category's summary column, or 正文 for a hit in the body", () => {
    expect(summaryLabel({ type: 4, in_body: false })).toBe('活动地点');
    expect(summaryLabel({ type: 4, in_body: true })).toBe('正文');
  });
});

describe('searchTabRows', () => {
  it('offers all seven categories, keeping the keyword', () => {
    const options = searchTabRows(3, '专利')[0]!.options;
    expect(options.map((o) => o.label)).toEqual(['政策资讯', '科技服务', '创业服务', '培训服务', '孵化服务', '租赁服务', '入驻企业']);
    expect(options.find((o) => o.active)?.href).toBe('/search?type=3&keyword=%E4%B8%93%E5%88%A9');
  });
});
