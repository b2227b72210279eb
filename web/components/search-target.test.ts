// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { categoryFor, resolveSearchTarget } from './search-target';

const at = (url: string) => {
  const u = new URL(url, 'http://local');
  return { pathname: u.pathname, search: u.search };
};

describe('resolveSearchTarget', () => {
  it('goes from another page to the category list with type and keyword', () => {
    expect(resolveSearchTarget(at('/'), 3, '商标')).toBe(`/risklist?type=3&keyword=${encodeURIComponent('商标')}`);
    expect(resolveSearchTarget(at('/information?cat=2'), 7, 'abc')).toBe('/company_list?type=7&keyword=abc');
  });

  it('filters in place on the same list: keeps other filters, drops the page', () => {
    const to = resolveSearchTarget(at('/information?cat=1&quarter=2&page=3&keyword=old'), 1, ' 人才 ');
    const u = new URL(to, 'http://local');
    expect(u.pathname).toBe('/information');
    expect(u.searchParams.get('cat')).toBe('1');
    expect(u.searchParams.get('quarter')).toBe('2');
    expect(u.searchParams.get('keyword')).toBe('人才');
    expect(u.searchParams.has('page')).toBe(false);
  });

  it('clears the keyword when searching with an empty box', () => {
    expect(resolveSearchTarget(at('/tenancy?keyword=x&page=2'), 6, '  ')).toBe('/tenancy?type=6');
  });

  it('falls back to 政策资讯 for an unknown category', () => {
    expect(resolveSearchTarget(at('/'), 99, 'x')).toBe('/information?type=1&keyword=x');
  });
});

describe('categoryFor', () => {
  it('preselects the category of the open list, then the type in the URL', () => {
    expect(categoryFor('/tenancy', '')).toBe(6);
    expect(categoryFor('/risk', '?type=3')).toBe(3);
    expect(categoryFor('/', '')).toBe(1);
  });

  it("preselects the category of the open section's landing page and details too", () => {
    expect(
      [
        '/notice',
        '/policydetail',
        '/techdetail',
        '/risk',
        '/riskdetail',
        '/traindetail',
        '/financedetail',
        '/tenancydetail',
        '/company',
        '/comdetail',
      ].map((p) => categoryFor(p, '')),
    ).toEqual([1, 1, 2, 3, 3, 4, 5, 6, 7, 7]);
    // Outside any section (the search page, the company area) the URL's type, else 政策资讯.
    expect([categoryFor('/search', '?type=4'), categoryFor('/service', '')]).toEqual([4, 1]);
  });
});
