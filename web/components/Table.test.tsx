// @vitest-environment happy-dom
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeRoot, openRoot } from '~/test/dom';
import { Table, type TableColumns } from './Table';

type Row = { id: number; name: string; amount: string; children?: Row[] };
const columns: TableColumns<Row> = [
  { title: '名称', dataIndex: 'name', key: 'name', width: 200, fixed: 'left' },
  { title: '金额', dataIndex: 'amount', key: 'amount', width: 100, align: 'right', responsive: ['md'] },
  { title: '备注', key: 'note', width: 120, ellipsis: true, render: (_, r) => `备注：${r.name}` },
  { title: '操作', key: 'action', width: 80, fixed: 'right', render: (_, r) => <button type="button">编辑 {r.id}</button> },
];
const rows: Row[] = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, name: `企业${i + 1}`, amount: `${i}.00` }));

describe('Table (the back office’s, in plain markup)', () => {
  it('draws headings, the rows’ values and renders, keyed rows, fixed and responsive columns, in a named scroll box', () => {
    const html = renderToString(<Table<Row> rowKey="id" columns={columns} dataSource={rows.slice(0, 2)} scroll={{ x: 500 }} />);
    expect(html).toContain('<th scope="col"');
    expect(html).toContain('data-row-key="1"');
    expect(html).toContain('企业2');
    expect(html).toContain('备注：企业1');
    expect(html).toContain('编辑 <!-- -->2');
    expect(html).toContain('data-scroll-region');
    expect(html).toContain('width:500px');
    // The first column sticks to the left, the last to the right; the amount aligns right.
    expect(html).toMatch(/<th scope="col" class="[^"]*fixed[^"]*" style="left:0px">名称/);
    expect(html).toMatch(/style="right:0px">操作/);
    expect(html).toContain('text-align:right');
    // A cut line keeps its whole text as the cell's title.
    expect(html).toContain('title="备注：企业1"');
    expect(html).not.toContain('ant-table');
  });

  it('says 暂无数据, or the page’s words, across the row when there are no rows, without a pager', () => {
    expect(renderToString(<Table<Row> rowKey="id" columns={columns} dataSource={[]} />)).toContain('暂无数据');
    const html = renderToString(
      <Table<Row> rowKey="id" columns={columns} dataSource={[]} empty="还没有分类" pagination={{ pageSize: 8 }} />,
    );
    expect(html).toContain('还没有分类');
    expect(html).toContain('colSpan="4"');
    expect(html).not.toContain('ui-pager');
  });

  it('shows the page it was given with the total and the current page, or 共 N 个会话 when told', () => {
    const page = { page: 2, pageSize: 5, total: 12, onPage: vi.fn() };
    const html = renderToString(<Table<Row> rowKey="id" columns={columns} dataSource={rows.slice(5, 10)} pagination={page} />);
    expect(html).toContain('共 12 条');
    expect(html).toMatch(/aria-current="page">2</);
    expect(html).toContain('企业6');
    expect(html).toContain('第 3 页');
    expect(html).not.toContain('第 4 页');
    const told = renderToString(
      <Table<Row> rowKey="id" columns={columns} dataSource={rows} pagination={{ ...page, showTotal: (n) => `共 ${n} 个会话` }} />,
    );
    expect(told).toContain('共 12 个会话');
  });
});

describe('Table in the browser', () => {
  let root: ReturnType<typeof openRoot>;
  beforeEach(() => {
    root = openRoot(vi.fn());
  });
  afterEach(() => closeRoot(root));
  const names = () => [...document.querySelectorAll('tbody tr')].map((tr) => tr.querySelector('td')?.textContent);
  const press = async (label: string, nth = 0) =>
    act(async () => document.querySelectorAll<HTMLButtonElement>(`button[aria-label="${label}"]`)[nth]!.click());

  it('pages through the rows it was given itself (errors of an import), 5 a page', async () => {
    await act(async () => root.render(<Table<Row> rowKey="id" columns={columns} dataSource={rows} pagination={{ pageSize: 5 }} />));
    expect(names()).toEqual(['企业1', '企业2', '企业3', '企业4', '企业5']);
    await press('下一页');
    expect(names()).toEqual(['企业6', '企业7', '企业8', '企业9', '企业10']);
    await press('第 3 页');
    expect(names()).toEqual(['企业11', '企业12']);
    expect(document.body.textContent).toContain('共 12 条');
  });

  it('asks for another page when the rows are one page of many', async () => {
    const onPage = vi.fn();
    await act(async () =>
      root.render(
        <Table<Row> rowKey="id" columns={columns} dataSource={rows.slice(0, 5)} pagination={{ page: 1, total: 12, pageSize: 5, onPage }} />,
      ),
    );
    await press('第 2 页');
    expect(onPage).toHaveBeenCalledWith(2);
    expect(names()[0]).toBe('企业1');
  });

  it('opens a row’s details under it with 展开行, and closes them with 关闭行; a row without details has no button', async () => {
    await act(async () =>
      root.render(
        <Table<Row>
          rowKey="id"
          columns={columns}
          dataSource={rows.slice(0, 3)}
          expandable={{ expandedRowRender: (r) => <p>明细 {r.name}</p>, rowExpandable: (r) => r.id !== 2 }}
        />,
      ),
    );
    expect(document.querySelectorAll('button[aria-label="展开行"]')).toHaveLength(2);
    expect(document.body.textContent).not.toContain('明细');
    await press('展开行', 1);
    expect(document.body.textContent).toContain('明细 企业3');
    expect(document.querySelector('button[aria-label="关闭行"]')!.getAttribute('aria-expanded')).toBe('true');
    await press('关闭行');
    expect(document.body.textContent).not.toContain('明细');
  });

  it('shows a tree (categories under their parents) open when told, each parent closing and opening its children', async () => {
    const tree: Row[] = [
      { id: 1, name: '电子信息', amount: '', children: [{ id: 11, name: '集成电路', amount: '' }] },
      { id: 2, name: '生物医药', amount: '' },
    ];
    await act(async () =>
      root.render(<Table<Row> rowKey="id" columns={columns} dataSource={tree} expandable={{ defaultExpandAllRows: true }} />),
    );
    expect(names()).toEqual(['电子信息', '集成电路', '生物医药']);
    await press('关闭行');
    expect(names()).toEqual(['电子信息', '生物医药']);
    await press('展开行');
    expect(names()).toEqual(['电子信息', '集成电路', '生物医药']);
  });
});
