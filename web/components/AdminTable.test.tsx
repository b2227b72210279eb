// @vitest-environment happy-dom
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { PAGE_SIZE } from '@shared/constants';
import { AdminTable, adminPagination, columnsWidth } from './AdminTable';

describe('the back office pager', () => {
  it('shows 8 a page unless told, the page fetched by onPage', () => {
    const onPage = vi.fn();
    const p = adminPagination({ page: 3, total: 17, onPage });
    expect(p).toEqual({ page: 3, pageSize: PAGE_SIZE.admin, total: 17, onPage });
    expect(adminPagination({ page: 1, total: 40, onPage, pageSize: 20 }).pageSize).toBe(20);
  });

  it('scrolls at the columns’ widths added up', () => {
    expect(columnsWidth([{ title: 'a', width: 120 }, { title: 'b', width: 200 }, { title: 'c' }])).toBe(320);
  });
});

describe('AdminTable', () => {
  const columns = [{ title: '名称', dataIndex: 'name', key: 'name', width: 200 }];
  const render = (items: { id: number; name: string }[], total: number, page = 1, empty?: string) =>
    renderToString(<AdminTable columns={columns} items={items} page={page} total={total} onPage={vi.fn()} empty={empty} />);

  it('says 暂无数据, or what it is told, when empty, without a pager', () => {
    expect(render([], 0)).toContain('暂无数据');
    const html = render([], 0, 1, '回收站是空的');
    expect(html).toContain('回收站是空的');
    expect(html).not.toContain('ui-pager');
  });

  it('is a card a row on phones (Table’s stack) unless told otherwise', () => {
    expect(render([{ id: 9, name: '园区新闻' }], 1)).toContain('data-label="名称"');
    const plain = renderToString(
      <AdminTable columns={columns} items={[{ id: 9, name: '园区新闻' }]} page={1} total={1} onPage={vi.fn()} stack={false} />,
    );
    expect(plain).not.toContain('data-label');
  });

  it('shows the page of rows it is given, and says the total', () => {
    const html = render([{ id: 9, name: '园区新闻' }], 17, 3);
    expect(html).toContain('园区新闻');
    expect(html).toContain('data-row-key="9"');
    expect(html).toContain('共 17 条');
    expect(html).toMatch(/aria-current="page">3</);
    expect(html).not.toContain('第 4 页');
  });
});
