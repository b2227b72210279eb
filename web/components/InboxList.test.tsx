// @vitest-environment happy-dom
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { expectContains } from '~/test/html';
import { ReplyState } from '@shared/inbox/rules';
import { inboxColumns } from './InboxColumns';
import { InboxList, type InboxRow } from './InboxList';

type Row = InboxRow & { name: string };
const row = (over: Partial<Row> = {}): Row => ({
  id: 1,
  status: 0,
  createtime: '2026-06-10 10:00',
  reply_state: ReplyState.OVERDUE,
  reply_state_name: '超时未答复',
  name: '张三',
  ...over,
});

function render(
  over: {
    error?: string | null;
    cards?: boolean;
    keep?: Record<string, string | number | undefined>;
    keyword?: string;
    items?: Row[];
    total?: number;
    page?: number;
  } = {},
) {
  const items = over.items ?? [
    row(),
    row({ id: 2, status: 1, reply_state: ReplyState.ANSWERED, reply_state_name: '已答复', name: '李四' }),
  ];
  const shared = inboxColumns<Row>({
    age: () => ({ age: '已等待 3 天', due: '应于 2026-06-13 前答复' }),
    stateTitle: '答复状态',
    stateWidth: 170,
    what: (r) => `${r.name}的咨询`,
    onOpen: vi.fn(),
  });
  const Page = () => (
    <InboxList<Row>
      filters={[
        {
          label: '处理状态',
          options: [{ key: 'all', label: '全部', href: '/system/questions', active: true }],
        },
      ]}
      search={{
        label: '搜索咨询',
        id: 'questions-keyword',
        placeholder: '搜索',
        keyword: over.keyword ?? '',
        action: '/system/questions',
        keep: over.keep ?? {},
        clearHref: '/system/questions?status=open',
      }}
      error={over.error ?? null}
      scope={`共 ${over.total ?? items.length} 条`}
      order="未处理的排在前面。"
      columns={[{ title: '咨询人', key: 'who', render: (_, r) => r.name }, shared.submitted, shared.state, shared.action]}
      items={items}
      scrollX={960}
      page={over.page ?? 1}
      total={over.total ?? items.length}
      hrefFor={(p) => `/system/questions?page=${p}`}
      cards={over.cards ? { label: '咨询列表', render: (r) => <li key={r.id}>{`卡片 ${r.name}`}</li> } : undefined}
    >
      <div id="the-dialog" />
    </InboxList>
  );
  const Stub = createRoutesStub([{ path: '/system/questions', Component: Page }]);
  return renderToString(<Stub initialEntries={['/system/questions']} />).replace(/<!-- -->/g, '');
}

describe('the shared inbox', () => {
  it('keeps the other filters as hidden fields of the keyword search, and leaves out the unset ones', () => {
    const html = render({ keep: { cat: 2, status: undefined, age: 'overdue' }, keyword: '空调' });
    expectContains(html, ['role="search"', 'aria-label="搜索咨询"']);
    expect(html).toMatch(/<input type="hidden" name="cat" value="2"\/>/);
    expect(html).toMatch(/<input type="hidden" name="age" value="overdue"\/>/);
    expect(html).not.toContain('name="status"');
    expectContains(html, ['href="/system/questions?status=open"', '清除关键词']);
    expect(render()).not.toContain('清除关键词');
  });

  it('names 答复 for an unhandled row and 查看 for a handled one, with the age and the due line', () => {
    const html = render();
    expectContains(html, ['aria-label="答复：张三的咨询"', 'aria-label="查看：李四的咨询"', '已等待 3 天', '应于 2026-06-13 前答复']);
    expectContains(html, ['超时未答复', 'id="the-dialog"']);
  });

  it('shows a failed load instead of the scope line', () => {
    expect(render()).toContain('共 2 条');
    const html = render({ error: '服务器繁忙，请稍后再试', items: [] });
    expect(html).toContain('服务器繁忙，请稍后再试');
    expect(html).not.toContain('共 0 条');
    expect(html).toContain('暂无数据');
  });

  it('adds the phone cards only when the feature gives them', () => {
    expect(render()).not.toContain('aria-label="咨询列表"');
    const html = render({ cards: true });
    expectContains(html, ['aria-label="咨询列表"', '卡片 李四']);
  });

  it('pages by links, 8 a page (PAGE_SIZE.admin)', () => {
    const html = render({ items: [row()], total: 17, page: 2 });
    expect(html).toContain('href="/system/questions?page=3"');
    expect(html).not.toContain('href="/system/questions?page=4"');
  });
});
