// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ListBody } from './ListBody';

const render = (props: { error: string | null; count: number; total: number; page?: number; empty?: ReactNode }) =>
  renderToString(
    <MemoryRouter initialEntries={['/tenancy?keyword=a']}>
      <ListBody pageSize={10} page={props.page ?? 1} hrefFor={(p) => `/tenancy?page=${p}`} {...props}>
        <ul className="items" />
      </ListBody>
    </MemoryRouter>,
  );

describe('ListBody', () => {
  it("says '暂无数据' for an empty list, without a pager", () => {
    const html = render({ error: null, count: 0, total: 0 });
    expect(html).toContain('暂无数据');
    expect(html).not.toContain('aria-label="分页"');
  });

  it('shows a failed load as the error with 重试 (the same address), and no empty state', () => {
    const html = render({ error: '服务器繁忙，请稍后再试', count: 0, total: 0 });
    expect(html).toContain('服务器繁忙，请稍后再试');
    expect(html).toContain('重试');
    expect(html).toContain('href="/tenancy?keyword=a"');
    expect(html).not.toContain('暂无数据');
  });

  it('shows the items and a pager only when there is more than one page', () => {
    expect(render({ error: null, count: 10, total: 10 })).not.toContain('aria-label="分页"');
    const html = render({ error: null, count: 10, total: 28, page: 2 });
    expect(html).toContain('class="items"');
    expect(html).toContain('aria-label="分页"');
    expect(html).toContain('href="/tenancy?page=3"');
  });

  it('says what it is told instead of 暂无数据 when empty (a search that found nothing)', () => {
    const html = render({ error: null, count: 0, total: 0, empty: <p className="no-hits">没有找到</p> });
    expect(html).toContain('class="no-hits"');
    expect(html).not.toContain('暂无数据');
  });

  it('says a page past the end does not exist and leads to the last page, without a pager that has no current page', () => {
    const html = render({ error: null, count: 0, total: 28, page: 99 }).replaceAll('<!-- -->', '');
    expect(html).toContain('第 99 页不存在，共 3 页。');
    expect(html).toMatch(/<a[^>]*href="\/tenancy\?page=3"[^>]*>前往最后一页（第 3 页）<\/a>/);
    expect(html).not.toContain('暂无数据');
    expect(html).not.toContain('aria-label="分页"');
    // A list that is empty altogether, or a failed load, is not a page past the end.
    expect(render({ error: null, count: 0, total: 0, page: 99 })).toContain('暂无数据');
    expect(render({ error: '服务器繁忙，请稍后再试', count: 0, total: 0, page: 99 })).not.toContain('不存在');
  });
});
