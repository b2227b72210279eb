import { describe, expect, it } from 'vitest';
import { checkEnd, checkUpdateTime, payPreview, periodStartOf } from './contract-actions';
import { FEE_KIND, LEASE_KIND } from './contract-kinds';
import { fee, lease } from './test-fixtures';

describe('recording a payment', () => {
  it('previews the paid-through date on the contract grid and the amount', () => {
    // Lease starting on the 1st, paid through 04-30, quarterly: one period → 07-31, two → 10-31.
    expect(payPreview(lease, 1)).toEqual({ expire_time: '2026-07-31', money: '36001.50' });
    expect(payPreview(lease, 2)).toEqual({ expire_time: '2026-10-31', money: '72003.00' });
    // Fee signed on the 1st, paid monthly through 01-31 → 02-28.
    expect(payPreview(fee, 1)).toEqual({ expire_time: '2026-02-28', money: '800.00' });
    expect(payPreview(fee, 0)).toBeNull();
    expect(payPreview(fee, undefined)).toBeNull();
  });

  it('counts a lease from its start and a fee from its sign date', () => {
    expect(periodStartOf(lease)).toBe('2026-02-01');
    expect(periodStartOf(fee)).toBe('2026-01-01');
  });
});

describe('correcting a paid-through date and ending', () => {
  it('sends update_time with type 1 or 2', () => {
    expect(checkUpdateTime(LEASE_KIND, lease, '2026-05-31')).toEqual({ ok: true, payload: { type: 1, id: 7, expire_time: '2026-05-31' } });
    expect(checkUpdateTime(FEE_KIND, fee, '2026-03-31')).toMatchObject({ ok: true, payload: { type: 2, id: 9 } });
  });

  it('asks for a real date', () => {
    expect(checkUpdateTime(LEASE_KIND, lease, '')).toEqual({ ok: false, errors: { expire_time: '请选择到期时间' } });
    expect(checkUpdateTime(LEASE_KIND, lease, '2026-02-30')).toEqual({
      ok: false,
      errors: { expire_time: '到期时间不是有效日期（格式 yyyy-MM-dd）' },
    });
  });

  it('ends with an optional remark of at most 200 characters', () => {
    expect(checkEnd(lease, '  ')).toEqual({ ok: true, payload: { id: 7, remark: '' } });
    expect(checkEnd(lease, '退租'.repeat(101))).toEqual({ ok: false, errors: { remark: '备注不能超过 200 个字' } });
  });
});
