import { describe, expect, it } from 'vitest';
import { formatArea, formatRent } from './rent';

describe('formatRent and formatArea', () => {
  it('shows yuan a month from fen, rounded, with thousands separators', () => {
    expect(formatRent(1172600)).toBe('约 11,726 元/月');
    expect(formatRent(784850)).toBe('约 7,849 元/月');
  });

  it('says 面议 when no rent is set', () => {
    expect(formatRent(0)).toBe('面议');
    expect(formatRent(Number.NaN)).toBe('面议');
  });

  it('adds the square-metre unit', () => {
    expect(formatArea('128.5')).toBe('128.5 ㎡');
  });
});
