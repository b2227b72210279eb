// @vitest-environment happy-dom
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { SearchHit } from '@shared/contracts/services';
import { paths } from '~/config/paths';
import Search from './search';

type Data = {
  query: { type: number; keyword: string; page: number };
  items: SearchHit[];
  total: number;
  atLeast?: boolean;
  error: string | null;
};

const hit = (id: number): SearchHit => ({
  id,
  type: 1,
  title: `芯片政策${id}`,
  summary: '',
  image: '',
  time: '2026-05-01 09:00',
  detail_type: 0,
  in_body: false,
});

const render = (data: Data) => {
  const props = { loaderData: data, params: {}, matches: [] } as unknown as Parameters<typeof Search>[0];
  const Stub = createRoutesStub([{ path: '/search', Component: () => <Search {...props} /> }]);
  return renderToString(<Stub initialEntries={['/search']} />)
    .replaceAll('<!-- -->', '')
    .replaceAll('&amp;', '&');
};

describe('/search', () => {
  it('says what was searched where when nothing is found, and what to try: other words or another category', () => {
    const html = render({ query: { type: 1, keyword: '芯片', page: 1 }, items: [], total: 0, error: null });
    expect(html).toContain('没有找到与“芯片”相关的政策资讯');
    expect(html).toContain('换用更简短、更常用的词语');
    for (const type of [2, 3, 4, 5, 6, 7]) expect(html).toContain(`href="${paths.lists.search({ type, keyword: '芯片' })}"`);
    // Neither a bare 暂无数据 nor “找到 0 条” above it.
    expect(html).not.toContain('暂无数据');
    expect(html).not.toContain('找到 0 条');
    const companies = render({ query: { type: 7, keyword: '星河', page: 1 }, items: [], total: 0, error: null });
    expect(companies).toContain('没有找到与“星河”相关的入驻企业');
    expect(companies).toContain(`href="${paths.lists.search({ type: 1, keyword: '星河' })}"`);
  });

  it('says how many it found when it found some', () => {
    const html = render({ query: { type: 1, keyword: '芯片', page: 1 }, items: [hit(1), hit(2)], total: 2, error: null });
    expect(html).toContain('在“政策资讯”中找到 2 条与“芯片”相关的结果。');
    expect(html).not.toContain('没有找到');
  });

  it('asks for a keyword without one, and shows a failed search as the error', () => {
    expect(render({ query: { type: 1, keyword: '', page: 1 }, items: [], total: 0, error: null })).toContain('请输入关键词');
    const failed = render({ query: { type: 1, keyword: '芯片', page: 1 }, items: [], total: 0, error: '服务器繁忙，请稍后再试' });
    expect(failed).toContain('服务器繁忙，请稍后再试');
    expect(failed).not.toContain('没有找到');
  });

  it('says a page past the end does not exist, with the way to the last page', () => {
    const html = render({ query: { type: 1, keyword: '芯片', page: 9 }, items: [], total: 12, error: null });
    expect(html).toContain('第 9 页不存在，共 2 页。');
    expect(html).toContain(`href="${paths.lists.search({ type: 1, keyword: '芯片', page: 2 })}"`);
    expect(html).not.toContain('没有找到');
  });
});
