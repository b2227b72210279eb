// @vitest-environment happy-dom
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { WarnItem } from '@shared/contracts/billing';
import { WarnTable } from './WarnTable';

const item: WarnItem = {
  id: 3,
  record_type: 1,
  company_id: 5,
  company_name: '杭州云帆软件服务有限公司',
  title: 'A座-1305',
  room_number: 'A座-1305',
  name: '郑浩然',
  phone: '13800001010',
  office: '',
  start_time: '2026-01-01',
  end_time: '2026-12-31',
  expire_time: '2026-11-09',
  pay_way: '季付',
  cycle_months: 3,
  price: '12045.00',
  real_pay: '36135.00',
  yajin: '0.00',
  number: 'HT-2026-003',
  next_expire_time: '2027-02-09',
  remind_time: 1,
  days_left: -25,
  overdue: true,
  warn_text: '已逾期 25 天，请及时续费',
};

describe('WarnTable on a phone', () => {
  it('is a card a row (Table’s stack): 已缴至 and 剩余天数 labelled in view, not behind a sideways scroll', () => {
    const html = renderToString(<WarnTable items={[item]} titleLabel="房间号" onOpen={() => undefined} />);
    expect(html).toMatch(/<td[^>]*data-label="已缴至"[^>]*>2026-11-09</);
    expect(html).toMatch(/<td[^>]*data-label="剩余天数"/);
    expect(html).toContain('data-card="actions"');
  });
});
