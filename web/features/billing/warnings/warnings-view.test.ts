import { describe, expect, it } from 'vitest';
import { FEE_WARNINGS, RENT_WARNINGS, orDash, payConsequence, remaining, yuanText } from './warnings-view';

describe('warning kinds', () => {
  it('configures the rent and fee lists from one shape', () => {
    expect([RENT_WARNINGS.call.path, RENT_WARNINGS.recordType, RENT_WARNINGS.exportKind, RENT_WARNINGS.titleLabel]).toEqual([
      '/api/index/warn_list',
      1,
      1,
      '房间号',
    ]);
    expect([FEE_WARNINGS.call.path, FEE_WARNINGS.recordType, FEE_WARNINGS.exportKind, FEE_WARNINGS.titleLabel]).toEqual([
      '/api/index/ortherwarn_list',
      2,
      2,
      '费用名称',
    ]);
  });
});

describe('remaining days', () => {
  it('says overdue plainly, today, and days left', () => {
    expect(remaining(-3)).toEqual({ text: '已逾期 3 天', tone: 'overdue' });
    expect(remaining(0)).toEqual({ text: '今日到期', tone: 'today' });
    expect(remaining(7)).toEqual({ text: '7 天', tone: 'soon' });
    expect(remaining(8)).toEqual({ text: '8 天', tone: 'normal' });
  });
});

describe('money and empty fields', () => {
  it('formats yuan from the API with thousands separators', () => {
    expect(yuanText('1234567.5')).toBe('1,234,567.50 元');
    expect(yuanText('0.00')).toBe('0.00 元');
    expect(yuanText('abc')).toBe('abc 元');
  });

  it('shows a dash for an empty field', () => {
    expect([orDash(''), orDash('  '), orDash('HT-1')]).toEqual(['—', '—', 'HT-1']);
  });
});

describe('pay_add payload', () => {
  it('says where the paid-through date moves', () => {
    expect(payConsequence({ expire_time: '2026-01-31', next_expire_time: '2026-02-28', real_pay: '3000.00' })).toBe(
      '登记缴纳一期 3,000.00 元，已缴至日期将由 2026-01-31 顺延至 2026-02-28。',
    );
  });
});
