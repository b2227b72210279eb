import { describe, expect, it } from 'vitest';
import { checkPayAdd } from './pay-add';

// One check for both pay dialogs: the contract pages (with a period count) and the warning pages (one period).
const lease = { type: 1 as const, id: 7, expire_time: '2026-04-30' };
const fee = { type: 2 as const, id: 9, expire_time: '2026-03-05' };

describe('the pay_add payload', () => {
  it('sends the record type, pay way, periods, trimmed remark and the paid-through date seen', () => {
    expect(checkPayAdd(lease, { pay_way: '对公转账', periods: 2, remark: ' 二季度 ' })).toEqual({
      ok: true,
      body: { type: 1, id: 7, pay_way: '对公转账', periods: 2, remark: '二季度', expire_time: '2026-04-30' },
    });
    expect(checkPayAdd(fee, { pay_way: '现金', periods: 1 })).toMatchObject({
      ok: true,
      body: { type: 2, periods: 1 },
    });
  });

  it('sends no period count when the dialog asks for none (the server records one)', () => {
    const checked = checkPayAdd(fee, { pay_way: '对公转账', remark: ' 流水 123 ' });
    expect(checked).toEqual({
      ok: true,
      body: { type: 2, id: 9, pay_way: '对公转账', remark: '流水 123', expire_time: '2026-03-05' },
    });
    expect(checked.ok && 'periods' in checked.body).toBe(false);
  });

  it("refuses a missing or unknown pay way and periods out of 1–12 with the server's messages, under their fields", () => {
    expect(checkPayAdd(lease, {})).toEqual({ ok: false, errors: { pay_way: '请选择缴费方式' } });
    expect(checkPayAdd(lease, { pay_way: '比特币' })).toEqual({
      ok: false,
      errors: { pay_way: '请选择缴费方式' },
    });
    expect(checkPayAdd(lease, { pay_way: '现金', periods: 13, remark: '' })).toEqual({
      ok: false,
      errors: { periods: '缴费期数应为 1 至 12' },
    });
    expect(checkPayAdd(lease, { pay_way: '现金', periods: null })).toMatchObject({
      ok: false,
      errors: { periods: expect.any(String) },
    });
  });

  it('refuses a remark over 200 characters', () => {
    expect(checkPayAdd(lease, { pay_way: '现金', remark: '长'.repeat(201) })).toMatchObject({
      ok: false,
      errors: { remark: expect.any(String) },
    });
  });
});
