// @vitest-environment happy-dom
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PublicList } from './PublicList';

type Query = { keyword: string; page: number; cat: number };
const href = (q: Partial<Query>) => `/train?cat=${q.cat ?? 0}&keyword=${q.keyword ?? ''}&page=${q.page ?? 1}`;

const render = (data: { query: Query; items: unknown[]; total: number; atLeast?: boolean; error: string | null }, intro?: string) =>
  renderToString(
    <MemoryRouter>
      <PublicList kind={{ title: '培训服务', pageSize: 10, href }} data={data} intro={intro} banner={<div className="banner" />}>
        <ul className="items" />
      </PublicList>
    </MemoryRouter>,
  );

describe('PublicList', () => {
  it('draws the banner, the breadcrumb and h1, the intro, the items and a pager that keeps the filters', () => {
    const html = render({ query: { keyword: '', page: 1, cat: 3 }, items: [1, 2], total: 25, error: null }, '园区培训介绍');
    expect(html).toContain('class="banner"');
    expect(html).toMatch(/<h1[^>]*>培训服务<\/h1>/);
    expect(html).toContain('园区培训介绍');
    expect(html).toContain('class="items"');
    expect(html).toContain('href="/train?cat=3&amp;keyword=&amp;page=2"');
    expect(html).not.toContain('清除关键词');
  });

  it('says what the keyword found, cleared to page 1 with the other filters kept', () => {
    const html = render({ query: { keyword: '创业', page: 2, cat: 3 }, items: [], total: 0, error: null });
    expect(html.replaceAll('<!-- -->', '')).toContain('“创业”的搜索结果');
    expect(html).toContain('href="/train?cat=3&amp;keyword=&amp;page=1"');
    expect(html).toContain('暂无数据');
  });

  it('says “N 条以上” when the count is a lower bound (a search in the text), and the pager reaches that far', () => {
    const exact = render({ query: { keyword: '琉璃', page: 1, cat: 0 }, items: [1], total: 60, error: null }).replaceAll('<!-- -->', '');
    expect(exact).toContain('“琉璃”的搜索结果，共 60 条。');
    const bound = render({ query: { keyword: '琉璃', page: 1, cat: 0 }, items: [1], total: 110, atLeast: true, error: null });
    expect(bound.replaceAll('<!-- -->', '')).toContain('“琉璃”的搜索结果，共 110 条以上。');
    expect(bound).toContain('href="/train?cat=0&amp;keyword=琉璃&amp;page=11"');
  });

  it('answers a page past the end (/train?page=99 of three) with the way to the last page, the filters kept', () => {
    const html = render({ query: { keyword: '', page: 99, cat: 3 }, items: [], total: 25, error: null }).replaceAll('<!-- -->', '');
    expect(html).toContain('第 99 页不存在，共 3 页。');
    expect(html).toContain('href="/train?cat=3&amp;keyword=&amp;page=3"');
    expect(html).not.toContain('暂无数据');
    expect(html).not.toContain('aria-label="分页"');
  });
});
