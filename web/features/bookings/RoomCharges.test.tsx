// @vitest-environment happy-dom
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MSG } from '@shared/messages';
import { expectContains } from '~/test/html';
import type { RoomChargesPage } from './api/bookings.server';
import { chargesHref } from './booking-query';
import { RoomCharges } from './components/RoomCharges';
import { booking, chargeMonth } from './test-fixtures';

const ok = <T,>(items: T[], total = items.length) => ({ items, total, error: null });
const render = (data: RoomChargesPage) =>
  renderToString(
    <MemoryRouter initialEntries={['/service_price']}>
      <RoomCharges data={data} hrefFor={(cpage) => chargesHref('/service_price', 2, cpage)} />
    </MemoryRouter>,
  ).replace(/<!-- -->/g, '');

describe('服务费用’s 会议室使用费', () => {
  it('shows a line per month — month, amount, charged hours, 未缴 or 已缴 with the time — opened to its bookings', () => {
    const paid = chargeMonth({
      month: '2026-05',
      charged_minutes: 90,
      amount: '1200.00',
      paid: 1,
      pay_time: '2026-06-03 10:20',
      pay_way: '对公转账',
      bookings: [
        booking({
          id: 21,
          space_name: '培训室',
          start: '2026-05-08 09:00',
          end: '2026-05-08 10:00',
          charged_minutes: 60,
          charge: '800.00',
        }),
        booking({
          id: 22,
          space_name: '第一会议室',
          start: '2026-05-20 14:00',
          end: '2026-05-20 14:30',
          charged_minutes: 30,
          charge: '400.00',
        }),
      ],
    });
    const html = render({ page: 1, list: ok([chargeMonth(), paid]) });
    expectContains(html, ['<h2', '会议室使用费', '2026年6月', '50.00 元', '计费</span>1 小时', '未缴', '1 个预约', '2 个预约']);
    expectContains(html, ['2026年5月', '1,200.00 元', '1.5 小时', '已缴', '缴费时间 2026-06-03 10:20']);
    expect(html.match(/<details/g)).toHaveLength(2);
    expect(html).not.toMatch(/<details[^>]*open/);
    expectContains(html, ['aria-label="2026年5月计费的预约"', '培训室', '2026-05-08 09:00–10:00', '计费 1 小时', '800.00 元']);
    expectContains(html, ['2026-05-20 14:00–14:30', '计费 30 分钟', '400.00 元']);
  });

  it('says 暂无会议室使用费 when there is none, a failed load with 重试, and nothing for a company not settled', () => {
    expect(render({ page: 1, list: ok([]) })).toContain('暂无会议室使用费');
    const failed = render({ page: 1, list: { items: [], total: 0, error: '服务器繁忙，请稍后再试' } });
    expectContains(failed, ['服务器繁忙，请稍后再试', '重试']);
    expect(failed).not.toContain('暂无会议室使用费');
    expect(render({ page: 1, list: { items: [], total: 0, error: MSG.settleFirst } })).toBe('');
  });

  it('pages 12 months at a time in cpage, keeping the contracts’ page', () => {
    const months = Array.from({ length: 12 }, (_, i) => chargeMonth({ month: `2025-${String(i + 1).padStart(2, '0')}` }));
    const html = render({ page: 1, list: ok(months, 30) });
    expectContains(html, ['aria-label="分页"', 'href="/service_price?page=2&amp;cpage=3"']);
  });
});
