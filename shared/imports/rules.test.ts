import { describe, expect, it } from 'vitest';
import { isCreditCode, monthsCell, withCreditCheck, yuanCellToFen } from './rules';

describe('isCreditCode (GB 32100-2015)', () => {
  it('accepts real codes, whose 18th character is their check character', () => {
    for (const code of ['91350100M000100Y43', '91110000100017643K', '914403001922038216', '91330100716105852F']) {
      expect(isCreditCode(code), code).toBe(true);
    }
  });

  it('refuses a wrong check character, letters the standard leaves out, lower case and other lengths', () => {
    expect(isCreditCode('91350100M000100Y44')).toBe(false);
    expect(isCreditCode('91350100M000100I43')).toBe(false);
    expect(isCreditCode('91350100m000100y43')).toBe(false);
    expect(isCreditCode('91350100M000100Y4')).toBe(false);
    expect(isCreditCode('')).toBe(false);
  });

  it('withCreditCheck completes 17 characters into a valid code', () => {
    expect(withCreditCheck('91350100M000100Y4')).toBe('91350100M000100Y43');
    expect(isCreditCode(withCreditCheck('91320102MA1W8XK3Q'))).toBe(true);
  });
});

describe('cells', () => {
  it('money in yuan, as numbers or text, to fen; not money is null', () => {
    expect(yuanCellToFen(12000.5)).toBe(1_200_050);
    expect(yuanCellToFen('1,200.50')).toBe(120_050);
    expect(yuanCellToFen('¥ 30')).toBe(3000);
    expect(yuanCellToFen('-5')).toBe(-500);
    expect(yuanCellToFen('1.234')).toBeNull();
    expect(yuanCellToFen('十元')).toBeNull();
  });

  it('months as 12, "12个月" or "1年", 1 to 600', () => {
    expect(monthsCell(12)).toBe(12);
    expect(monthsCell('24个月')).toBe(24);
    expect(monthsCell('2年')).toBe(24);
    expect(monthsCell(0)).toBeNull();
    expect(monthsCell('601')).toBeNull();
    expect(monthsCell('一年')).toBeNull();
  });
});
