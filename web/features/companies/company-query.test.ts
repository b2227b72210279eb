import { describe, expect, it } from 'vitest';
import { companyFilterRows, parseCompanyQuery } from './company-query';

describe('company list filters', () => {
  it('reads cat, keyword and page', () => {
    expect(parseCompanyQuery(new URLSearchParams('cat=2&keyword=芯&page=3&type=7'))).toEqual({ cat: 2, keyword: '芯', page: 3 });
  });

  it('prepends 全部 and keeps the keyword in each tab, back to page 1', () => {
    const rows = companyFilterRows({ cat: 2, keyword: '芯', page: 3 }, [{ id: 2, name: '集成电路' }]);
    expect(rows[0]!.options.map((o) => [o.label, o.href, o.active])).toEqual([
      ['全部', '/company_list?keyword=%E8%8A%AF', false],
      ['集成电路', '/company_list?cat=2&keyword=%E8%8A%AF', true],
    ]);
  });
});
