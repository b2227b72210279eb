// @vitest-environment happy-dom
import { App } from 'antd';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CategoryAdminItem, CategoryKind } from '@shared/contracts/categories';
import { CategoriesPage } from './components/CategoriesPage';

const PATH = '/system/categories';

const category = (over: Partial<CategoryAdminItem>): CategoryAdminItem => ({
  id: 1,
  parent_id: 0,
  name: '检验检测',
  sort: 1,
  item_count: 5,
  child_count: 0,
  ...over,
});

const TECH = [
  category({ id: 1, name: '检验检测', child_count: 2 }),
  category({ id: 11, parent_id: 1, name: '芯片测试', item_count: 2 }),
  category({ id: 12, parent_id: 1, name: '材料分析', item_count: 2, sort: 2 }),
  category({ id: 2, name: '研发设计', sort: 2, item_count: 6 }),
];
const TRAIN = [category({ id: 31, name: '创业辅导', item_count: 3 }), category({ id: 32, name: '政策解读', sort: 2, item_count: 3 })];

/** 分类管理 on a tab, as the server renders it. */
const html = (tab: CategoryKind) => {
  const Stub = createRoutesStub([
    {
      path: PATH,
      Component: () => (
        <App>
          <CategoriesPage
            path={PATH}
            tab={tab}
            lists={{ tech: { items: TECH, total: TECH.length, error: null }, train: { items: TRAIN, total: TRAIN.length, error: null } }}
          />
        </App>
      ),
    },
  ]);
  return renderToString(<Stub initialEntries={[tab === 'train' ? `${PATH}?tab=train` : PATH]} />).replace(/<!-- -->/g, '');
};

/** Each row's opening tag with the cells in it. */
const rowsOf = (page: string) => [...page.matchAll(/<tr role="row"[^>]*data-row-key="(\d+)"[^>]*>([\s\S]*?)<\/tr>/g)];

describe('分类管理 on a phone: a card a category (Table’s stack)', () => {
  it('the tree: each card headed by its name, a second level indented under its parent, every button in its 操作 line', () => {
    const page = html('tech');
    const rows = rowsOf(page);
    expect(rows.map((r) => r[1])).toEqual(['1', '11', '12', '2']);
    // The depth each card is indented by on a phone (on a computer the name is indented inside its cell, as before).
    expect(rows.map((r) => /--tree-depth:(\d)/.exec(r[0])?.[1])).toEqual(['0', '1', '1', '0']);
    for (const [, , cells] of rows) {
      expect(cells).toMatch(/^<td role="cell" data-card="head"/);
      expect(cells).toContain('data-label="层级"');
      expect(cells).toContain('data-label="使用内容数"');
      expect(cells).toMatch(/<td role="cell" data-card="actions"[^>]*><div[^>]*>(<button[^>]*>[\s\S]*?<\/button>)+<\/div><\/td>$/);
    }
    const [first, child] = rows;
    // A parent keeps the button that closes its children, in its head; a first level adds a second level.
    expect(first![2]).toMatch(/data-card="head"[^>]*><span[^>]*><button[^>]*aria-label="关闭行"/);
    expect(first![2]).toContain('新增二级');
    expect(child![2]).not.toContain('新增二级');
    for (const action of ['上移 芯片测试', '下移 芯片测试']) expect(child![2]).toContain(`aria-label="${action}"`);
    expect(child![2]).toContain('重命名');
    expect(child![2]).toContain('删除');
  });

  it('the training categories: the same cards, without a tree', () => {
    const rows = rowsOf(html('train'));
    expect(rows.map((r) => r[1])).toEqual(['31', '32']);
    for (const [open, , cells] of rows) {
      expect(open).not.toContain('--tree-depth');
      expect(cells).toMatch(/^<td role="cell" data-card="head"[^>]*>(创业辅导|政策解读)<\/td>/);
      expect(cells).toContain('data-label="使用内容数"');
      expect(cells).toMatch(/data-card="actions"[\s\S]*重命名[\s\S]*删除/);
    }
  });
});
