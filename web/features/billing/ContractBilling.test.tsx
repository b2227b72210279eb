// @vitest-environment happy-dom
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { expectContains } from '~/test/html';
import type { BillingPage } from './api/billing.server';
import { feeView, leaseView } from './billing-kinds';
import { ContractBilling } from './components/ContractBilling';
import { fee, lease, overdueLease, payment } from './test-fixtures';

const ok = <T,>(items: T[], total = items.length) => ({ items, total, error: null });
const render = (data: BillingPage, url = '/room_price') =>
  renderToString(
    <MemoryRouter initialEntries={[url]}>
      <ContractBilling data={data} />
    </MemoryRouter>,
  );
const listPage = (over: Partial<BillingPage> = {}): BillingPage => ({
  kind: 'lease',
  query: { page: 1, record: null, rpage: 1 },
  list: ok([leaseView(lease)]),
  record: null,
  ...over,
});

describe('the company’s billing pages', () => {
  it('lists leases with a labelled link to each one’s payments, keeping the list page', () => {
    const html = render(listPage({ query: { page: 2, record: null, rpage: 1 }, list: ok([leaseView(lease)], 6) }));
    expectContains(html, ['A座-1601', '36,000.00 元', 'aria-label="查看「A座-1601」的缴费记录"', 'href="/room_price?page=2&amp;record=4"']);
    expectContains(html, ['aria-label="分页"']);
  });

  it('shows the warning line, stronger when overdue, and 已结束 on ended leases', () => {
    const overdue = leaseView(overdueLease(4, { id: 5 }));
    const ended = leaseView({ ...lease, id: 6, status: 2 });
    const html = render(listPage({ kind: 'fee', list: ok([feeView(fee), overdue, ended]) }), '/service_price');
    expectContains(html, ['即将到期（1个月内），请及时续费', 'data-warn="soon"', '已逾期 4 天，请尽快续费', 'data-warn="overdue"']);
    expectContains(html, ['已结束', 'href="/service_price?record=9"']);
  });

  it("says '暂无数据' for no contracts, and a failed load inline with 重试", () => {
    expect(render(listPage({ list: ok([]) }))).toContain('暂无数据');
    const failed = render(listPage({ list: { items: [], total: 0, error: '服务器繁忙，请稍后再试' } }));
    expect(failed).toContain('服务器繁忙，请稍后再试');
    expect(failed).toContain('重试');
    expect(failed).not.toContain('暂无数据');
  });

  it('gives a company that is not settled the server’s message and the way to settle', () => {
    const html = render(
      listPage({
        list: { items: [], total: 0, error: '请先入驻企业' },
        record: { id: 4, payments: { items: [], total: 0, error: '请先入驻企业' } },
      }),
    );
    expectContains(html, ['请先入驻企业', 'href="/companyinfo"']);
    expect(html).not.toContain('重试');
  });

  it('shows one contract’s payments with 返回 to the list page, and pages them in the URL', () => {
    const data = listPage({
      query: { page: 2, record: 4, rpage: 1 },
      record: { id: 4, payments: ok([payment], 7) },
    });
    const html = render(data, '/room_price?page=2&record=4');
    expectContains(html, ['A座-1601 缴费记录', '返回', 'href="/room_price?page=2"', '36,000.00 元']);
    expectContains(html, ['href="/room_price?page=2&amp;record=4&amp;rpage=2"']);
    expect(html).not.toContain('张会计');
  });

  it('shows a refused or failed history inline, and an unknown contract without its card', () => {
    const html = render(
      listPage({
        query: { page: 1, record: 99, rpage: 1 },
        record: { id: 99, payments: { items: [], total: 0, error: '内容不存在或已下线' } },
      }),
    );
    expectContains(html, ['>缴费记录<', '内容不存在或已下线', '重试']);
    expect(html).not.toContain('A座-1601');
  });
});
