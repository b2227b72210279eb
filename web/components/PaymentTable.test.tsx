// @vitest-environment happy-dom
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { PaymentItem } from '@shared/contracts/billing';
import { paymentItem } from '~/test/fixtures';
import { PaymentTable } from './PaymentTable';

const payment = paymentItem;

const render = (props: { items: PaymentItem[]; total: number; page?: number; showRecorder?: boolean }) =>
  renderToString(
    <MemoryRouter>
      <PaymentTable page={1} hrefFor={(p) => `/room_price?record=4&rpage=${p}`} {...props} />
    </MemoryRouter>,
  );

describe('PaymentTable', () => {
  it("says '暂无数据' with no payments, and no pager", () => {
    const html = render({ items: [], total: 0 });
    expect(html).toContain('暂无数据');
    expect(html).not.toContain('<table');
    expect(html).not.toContain('aria-label="分页"');
  });

  it('shows pay time, the new paid-through date, pay way, amount in yuan and remark; the recorder only for staff', () => {
    const html = render({ items: [payment(1)], total: 1 });
    for (const text of [
      '缴费时间',
      '缴费后到期时间',
      '缴费方式',
      '金额',
      '备注',
      '2026-03-28 10:15',
      '2026-06-30',
      '原到期 2026-03-31',
      '对公转账',
      '36,000.00 元',
      '第五期',
    ]) {
      expect(html).toContain(text);
    }
    expect(html).not.toContain('记录人');
    expect(html).not.toContain('张会计');
    const staff = render({ items: [payment(1)], total: 1, showRecorder: true });
    expect(staff).toContain('记录人');
    expect(staff).toContain('张会计');
  });

  it('pages 5 at a time with link buttons, hidden on a single page', () => {
    expect(render({ items: [1, 2, 3, 4, 5].map(payment), total: 5 })).not.toContain('aria-label="分页"');
    const html = render({ items: [1, 2, 3, 4, 5].map(payment), total: 12, page: 2 });
    expect(html).toContain('aria-label="分页"');
    expect(html).toContain('href="/room_price?record=4&amp;rpage=3"');
    expect(html).not.toContain('rpage=4');
  });

  it('pages with buttons when given onPage (lists inside a dialog)', () => {
    const html = renderToString(<PaymentTable items={[payment(1)]} total={12} page={1} onPage={vi.fn()} />);
    expect(html).toContain('aria-label="分页"');
    expect(html).toContain('<button');
    expect(html).toContain('aria-label="第 3 页"');
    expect(html).not.toContain('href=');
  });
});
