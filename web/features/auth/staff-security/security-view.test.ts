import { describe, expect, it } from 'vitest';
import { formatInstant, recoveryCodesText, restrictionMessage } from './security-view';

describe('security view helpers', () => {
  it('formats instants in park time', () => {
    expect(formatInstant('2025-03-01T02:00:00Z')).toBe('2025-03-01 10:00');
    expect(formatInstant('2025-12-31T20:30:00Z')).toBe('2026-01-01 04:30');
    expect(formatInstant(null)).toBe('—');
  });

  it('says why a session is restricted', () => {
    expect(restrictionMessage('password', '每 90 天')).toContain('请先修改密码');
    expect(restrictionMessage('totp', '每 90 天')).toContain('请先绑定动态验证码');
    expect(restrictionMessage(null, '')).toBeNull();
  });

  it('joins recovery codes one a line', () => {
    expect(recoveryCodesText(['a', 'b'])).toBe('a\nb');
  });
});
