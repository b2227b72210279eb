// @vitest-environment happy-dom
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ArticleType } from '@shared/labels/articles';
import { detailCrumbs } from '~/components/DetailPage';
import { PageHeader } from '~/components/PageHeader';
import { ArticleListPage, type ArticleListData } from './components/ArticleListPage';
import { articleKind, policyKind } from './detail-kind';

const data = (over: Partial<ArticleListData> = {}): ArticleListData => ({
  filters: { year: 0, page: 1 },
  items: [],
  total: 0,
  error: null,
  years: [2026],
  ...over,
});

const render = (type: number, d: ArticleListData) =>
  renderToString(
    <MemoryRouter>
      <ArticleListPage type={type} data={d} />
    </MemoryRouter>,
  ).replaceAll('<!-- -->', '');

/** The breadcrumb's items, as text: linked ones as “label→href”. */
const trail = (html: string) =>
  [
    ...(html.match(/<nav aria-label="当前位置"[\s\S]*?<\/nav>/)?.[0] ?? '').matchAll(
      /<li>(?:<a href="([^"]*)"[^>]*>([^<]*)<\/a>|<span[^>]*>([^<]*)<\/span>)<\/li>/g,
    ),
  ].map(([, href, linked, plain]) => (href ? `${linked}→${href}` : plain));

describe('通知公告 and 新闻动态: where they sit', () => {
  it('show the real path in the breadcrumb, 首页 › 政策资讯 › 通知公告, as the other sections’ pages do', () => {
    expect(trail(render(ArticleType.ANNOUNCEMENT, data()))).toEqual(['首页→/', '政策资讯→/information', '通知公告']);
    expect(trail(render(ArticleType.NEWS, data()))).toEqual(['首页→/', '政策资讯→/information', '新闻动态']);
  });

  it('and so does an item of theirs: 首页 › 政策资讯 › 通知公告 › 详情, its list linked; a policy stays under 政策资讯', () => {
    const crumbs = (kind: Parameters<typeof detailCrumbs>[0]) =>
      trail(
        renderToString(
          <MemoryRouter>
            <PageHeader crumbs={detailCrumbs(kind)} />
          </MemoryRouter>,
        ),
      );
    expect(crumbs(articleKind(ArticleType.ANNOUNCEMENT))).toEqual(['首页→/', '政策资讯→/information', '通知公告→/notice', '详情']);
    expect(crumbs(articleKind(ArticleType.NEWS))).toEqual(['首页→/', '政策资讯→/information', '新闻动态→/news', '详情']);
    expect(crumbs(policyKind)).toEqual(['首页→/', '政策资讯→/information', '详情']);
  });

  it('say a page past the end does not exist, leading to the last page with the year kept', () => {
    const html = render(ArticleType.NEWS, data({ filters: { year: 2026, page: 40 }, total: 23 }));
    expect(html).toContain('第 40 页不存在，共 3 页。');
    expect(html).toContain('href="/news?year=2026&amp;page=3"');
    expect(html).not.toContain('aria-label="分页"');
  });
});
