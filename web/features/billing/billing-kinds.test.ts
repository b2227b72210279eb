import { describe, expect, it } from 'vitest';
import { BILLING_KINDS, dateText, feeView, leaseView, moneyText } from './billing-kinds';
import { fee, lease, overdueLease } from './test-fixtures';

const fieldsOf = (v: { fields: { label: string; value: string }[] }) => Object.fromEntries(v.fields.map((f) => [f.label, f.value]));

describe('billing kinds', () => {
  it('gives each kind its page and the record type of its payments', () => {
    expect(BILLING_KINDS.lease).toMatchObject({
      path: '/room_price',
      recordType: 1,
    });
    expect(BILLING_KINDS.fee).toMatchObject({
      path: '/service_price',
      recordType: 2,
    });
  });

  it('shows a lease’s fields in the spec’s order, money in yuan with separators', () => {
    const v = leaseView(lease);
    expect(v).toMatchObject({
      id: 4,
      title: 'A座-1601',
      subtitle: 'A座16层 · 合同编号 HT-2025-016',
      ended: false,
      warning: null,
    });
    expect(v.fields.map((f) => f.label)).toEqual(['签约时间', '租期', '到期时间', '月租金', '付款方式', '每期应缴']);
    expect(fieldsOf(v)).toEqual({
      签约时间: '2025-03-20',
      租期: '36个月',
      到期时间: '2026-06-30',
      月租金: '12,000.00 元',
      付款方式: '季付',
      每期应缴: '36,000.00 元',
    });
    expect(v.fields.filter((f) => f.strong).map((f) => f.label)).toEqual(['到期时间', '每期应缴']);
  });

  it('shows a fee contract’s own fields: duration, contract end and charge method', () => {
    const v = feeView(fee);
    expect(v.title).toBe('企业专线宽带服务费');
    expect(v.subtitle).toBe('合同编号 FW-2025-009');
    // A fee contract saved before fees had numbers has no subtitle.
    expect(feeView({ ...fee, number: '' }).subtitle).toBe('');
    expect(fieldsOf(v)).toEqual({
      签约时间: '2025-01-05',
      服务期限: '36个月',
      合同截止: '2028-01-04',
      到期时间: '2026-01-04',
      月单价: '1,200.00 元',
      收费方式: '年付',
      每期应缴: '14,400.00 元',
    });
  });

  it('warns exactly when remind_time is 1, in the server’s words, overdue marked', () => {
    expect(feeView(fee).warning).toEqual({ text: '即将到期（1个月内），请及时续费', overdue: false });
    expect(leaseView(overdueLease(12)).warning).toEqual({ text: '已逾期 12 天，请尽快续费', overdue: true });
    expect(leaseView({ ...lease, remind_time: 0, warn_text: '即将到期（1个月内），请及时续费' }).warning).toBeNull();
  });

  it('marks ended contracts and never warns on them', () => {
    const v = leaseView(overdueLease(400, { status: 2 }));
    expect(v.ended).toBe(true);
    expect(v.warning).toBeNull();
  });

  it('formats money and dates, with a dash for nothing', () => {
    expect(moneyText('0')).toBe('0.00 元');
    expect(moneyText('1234567.5')).toBe('1,234,567.50 元');
    expect(moneyText('')).toBe('—');
    expect(moneyText('abc')).toBe('abc');
    expect(dateText('2026-02-28 10:00')).toBe('2026-02-28');
    expect(dateText('')).toBe('—');
    expect(leaseView({ ...lease, office: '', number: '', pay_way: '' }).subtitle).toBe('');
  });
});
