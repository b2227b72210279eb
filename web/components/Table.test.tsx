// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import path from 'node:path';
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

describe('Table on a phone (stack): a card a row, each value labelled by its heading', () => {
  const cells = (html: string) => [...html.matchAll(/<td[^>]*>/g)].map((m) => m[0]);

  it('labels each cell with its heading; the column fixed left heads the card, the one fixed right (操作) ends it', () => {
    const html = renderToString(<Table<Row> rowKey="id" columns={columns} dataSource={rows.slice(0, 1)} scroll={{ x: 500 }} stack />);
    const [name, amount, note, action] = cells(html);
    expect(name).toContain('data-card="head"');
    expect(amount).toContain('data-label="金额"');
    expect(note).toContain('data-label="备注"');
    expect(action).toContain('data-card="actions"');
    // Drawn as blocks on a phone, the parts keep their table roles.
    for (const role of ['table', 'rowgroup', 'row', 'columnheader', 'cell']) expect(html).toContain(`role="${role}"`);
  });

  it('places a column in the card as told (card: head / actions) when it is not fixed to a side', () => {
    const told: TableColumns<Row> = [
      { title: '名称', dataIndex: 'name', key: 'name', width: 200, card: 'head' },
      { title: '金额', dataIndex: 'amount', key: 'amount', width: 100 },
      { title: '操作', key: 'action', width: 80, card: 'actions', render: (_, r) => <button type="button">编辑 {r.id}</button> },
    ];
    const [name, amount, action] = cells(renderToString(<Table<Row> rowKey="id" columns={told} dataSource={rows.slice(0, 1)} stack />));
    expect(name).toContain('data-card="head"');
    expect(amount).toContain('data-label="金额"');
    expect(action).toContain('data-card="actions"');
    // On a computer nothing is fixed: no sticky column, as before.
    expect(name).not.toMatch(/fixed/);
  });

  it('a tree’s first column heads each card, and each row carries its depth for the indent', () => {
    const tree: Row[] = [{ id: 1, name: '电子信息', amount: '', children: [{ id: 11, name: '集成电路', amount: '' }] }];
    const html = renderToString(
      <Table<Row> rowKey="id" columns={columns.slice(1, 3)} dataSource={tree} expandable={{ defaultExpandAllRows: true }} stack />,
    );
    const rowsOf = [...html.matchAll(/<tr role="row"[^>]*data-row-key="(\d+)"[^>]*>/g)].map((m) => [m[1], m[0]]);
    expect(rowsOf.map(([key]) => key)).toEqual(['1', '11']);
    expect(rowsOf[0]![1]).toContain('--tree-depth:0');
    expect(rowsOf[1]![1]).toContain('--tree-depth:1');
    const firsts = cells(html).filter((td) => td.includes('data-card="head"'));
    expect(firsts).toHaveLength(2);
    expect(html).toContain('aria-label="关闭行"');
  });

  it('rows that open keep their button in the card, and the details under it keep their roles', () => {
    const html = renderToString(
      <Table<Row>
        rowKey="id"
        columns={columns}
        dataSource={rows.slice(0, 2)}
        expandable={{ expandedRowRender: (r) => <p>明细 {r.name}</p>, defaultExpandAllRows: true }}
        stack
      />,
    );
    expect(html).toMatch(/<th role="columnheader" class="[^"]*expandCell[^"]*" aria-label="展开">/);
    expect(html.match(/<td role="cell" class="[^"]*expandCell[^"]*"><button[^>]*aria-label="关闭行"/g)).toHaveLength(2);
    expect(html.match(/<tr role="row" class="[^"]*detailRow[^"]*"><td role="cell" colSpan="5">/g)).toHaveLength(2);
    expect(html.match(/<tr role="row" class="[^"]*hasDetail[^"]*opened[^"]*"/g)).toHaveLength(2);
    expect(html).toContain('明细 <!-- -->企业2');
  });

  it('is off unless asked: a plain table as before', () => {
    const html = renderToString(<Table<Row> rowKey="id" columns={columns} dataSource={rows.slice(0, 1)} />);
    expect(html).not.toMatch(/data-label|data-card|role="/);
  });

  /** Table.module.css as rules: each selector list with its declarations and the @media it is in ('' outside any). */
  const rules = (() => {
    const text = readFileSync(path.resolve('web/components/Table.module.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    const found: { media: string; selectors: string[]; body: string }[] = [];
    const walk = (block: string, media: string) => {
      for (let i = 0; i < block.length;) {
        const open = block.indexOf('{', i);
        if (open < 0) break;
        const head = block.slice(i, open).trim();
        let depth = 1;
        let end = open + 1;
        for (; depth > 0 && end < block.length; end++) depth += block[end] === '{' ? 1 : block[end] === '}' ? -1 : 0;
        const inner = block.slice(open + 1, end - 1);
        if (head.startsWith('@media')) walk(inner, head.slice('@media'.length).trim());
        else found.push({ media, selectors: head.split(',').map((sel) => sel.trim().replace(/\s+/g, ' ')), body: inner });
        i = end;
      }
    };
    walk(text, '');
    return found;
  })();
  /** The declarations of the rules for `selector` (in `media`, or outside any), later ones winning. */
  const declarations = (selector: string, media = '') =>
    Object.fromEntries(
      rules
        .filter((r) => r.media === media && r.selectors.includes(selector))
        .flatMap((r) => r.body.split(';'))
        .map((d) => d.split(':').map((part) => part.trim()))
        .filter(([prop, ...value]) => prop && value.length > 0)
        .map(([prop, ...value]) => [prop, value.join(':')]),
    );

  it('under 640 px the rows are cards: no heading row, no column widths, no sticky columns, labels before values', () => {
    const phone = '(max-width: 639px)';
    expect(declarations('.stack', phone)).toMatchObject({ display: 'block', width: '100% !important' });
    expect(declarations('.stack thead', phone)).toMatchObject({ position: 'absolute', overflow: 'hidden' });
    expect(declarations('.stack .row', phone)).toMatchObject({ display: 'block' });
    expect(declarations('.stack .row > td', phone)).toMatchObject({ position: 'static' });
    expect(declarations('.stack .row > td[data-label]::before', phone)).toMatchObject({ content: 'attr(data-label)' });
    // In the 适老化 mode the heading stands above its value, which then has the card's whole width.
    expect(declarations(":global(html[data-display='care']) .stack .row > td[data-label]::before", phone)).toMatchObject({
      display: 'block',
      position: 'static',
    });
  });

  it('on a phone the 操作 buttons and links and 展开行 are 44 px tap targets; an empty 操作 line is left out', () => {
    const phone = '(max-width: 639px)';
    for (const sel of ["td[data-card='actions'] button", "td[data-card='actions'] a"])
      expect(declarations(`.stack .row > ${sel}`, phone)).toMatchObject({ 'min-width': '44px', 'min-height': '44px' });
    const toggle = declarations('.stack .expand', phone);
    expect(toggle['box-sizing']).toBe('content-box');
    expect(parseFloat(toggle.width!) + 2 * parseFloat(toggle.border!)).toBeGreaterThanOrEqual(44);
    expect(declarations(".stack .row > td[data-card='actions']:has(> :only-child:empty)", phone)).toMatchObject({ display: 'none' });
  });

  it('on a phone a row’s details join its card, a data-stack table in them reads as label/value lines, a tree indents', () => {
    const phone = '(max-width: 639px)';
    expect(declarations('.stack .row.hasDetail', phone)).toMatchObject({ display: 'flex' });
    expect(declarations('.stack .detailRow', phone)).toMatchObject({ display: 'block' });
    expect(declarations('.stack .detailRow table[data-stack] tr', phone)).toMatchObject({ display: 'block' });
    expect(declarations('.stack .detailRow table[data-stack] thead', phone)).toMatchObject({ position: 'absolute', overflow: 'hidden' });
    expect(declarations('.stack .detailRow table[data-stack] td[data-label]::before', phone)).toMatchObject({
      content: 'attr(data-label)',
    });
    expect(declarations('.stack .row', phone)['margin-inline-start']).toContain('var(--tree-depth');
    // The tree's own indent inside the name (inline, on a computer) gives way to the cards' indent.
    expect(declarations('.stack .treeCell', phone)).toMatchObject({ 'padding-inline-start': '0 !important' });
  });

  it('共 N 条 sits on the middle line of the pager beside it: the pager’s own margins are taken off there', () => {
    expect(declarations('.pager')).toMatchObject({ display: 'flex', 'align-items': 'center' });
    expect(declarations('.pager > :global(.ui-pager)')).toMatchObject({ margin: '0' });
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
