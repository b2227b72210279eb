// @vitest-environment happy-dom
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { expectContains } from '~/test/html';
import type { FeedbackItem } from '@shared/contracts/feedback';
import { DialogPager } from '~/components/DialogPager';
import { FeedbackItems } from './FeedbackItems';
import { ServiceList } from './ServiceList';

const item = (over: Partial<FeedbackItem> = {}): FeedbackItem => ({
  id: 1,
  shop_id: 4,
  title: '1601室空调不制冷',
  content: '东侧空调不制冷',
  file: ['http://localhost:3000/files/7', 'http://localhost:3000/files/8'],
  status: 1,
  status_name: '已完成',
  remark: '已更换电容',
  createtime: '2026-06-10 10:00',
  reply_time: '2026-06-11 15:30',
  ...over,
});

/** The HTML without React's text separators (<!-- -->). */
const render = (node: React.ReactNode) =>
  renderToString(<MemoryRouter initialEntries={['/service_list']}>{node}</MemoryRouter>).replace(/<!-- -->/g, '');

describe('request cards', () => {
  it('show title, status in words, time, photo count, gist, the reply and 查看详情', () => {
    const html = render(
      <FeedbackItems
        items={[item(), item({ id: 2, title: '借用路演厅', status: 0, status_name: '待处理', remark: '', file: [] })]}
        onOpen={vi.fn()}
      />,
    );
    expectContains(html, ['1601室空调不制冷', '已完成', '待处理', '提交时间 2026-06-10 10:00', '2 张照片', '平台反馈：已更换电容']);
    expectContains(html, ['aria-label="查看详情：借用路演厅"']);
  });
});

describe('/service_list', () => {
  it('says 暂无数据 when there are none, and hides the pager on one page', () => {
    const html = render(<ServiceList page={1} list={{ items: [], total: 0, error: null }} />);
    expectContains(html, ['暂无数据', '提出需求']);
    expect(html).not.toContain('aria-label="分页"');
  });

  it('pages 10 at a time with links', () => {
    const html = render(<ServiceList page={2} list={{ items: [item()], total: 21, error: null }} />);
    expectContains(html, ['共 21 条服务记录', 'href="/service_list?page=3"', 'href="/service_list"']);
  });

  it('shows a failed load with 重试', () => {
    const html = render(<ServiceList page={1} list={{ items: [], total: 0, error: '服务器繁忙，请稍后再试' }} />);
    expect(html).toContain('服务器繁忙，请稍后再试');
    expect(html).not.toContain('暂无数据');
  });
});

describe('DialogPager', () => {
  it('buttons instead of links, hidden on a single page', () => {
    expect(renderToString(<DialogPager page={1} pageSize={6} total={6} onPage={vi.fn()} />)).toBe('');
    const html = renderToString(<DialogPager page={1} pageSize={6} total={13} onPage={vi.fn()} />);
    expectContains(html, ['aria-label="第 2 页"', 'aria-current="page"']);
    expect(html).not.toContain('href=');
    expect((html.match(/<button/g) ?? []).length).toBe(4);
  });
});
