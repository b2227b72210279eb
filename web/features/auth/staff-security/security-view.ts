import type { SessionRestriction } from '@shared/contracts/auth';

/** China Standard Time is UTC+8 all year (no daylight saving). */
const PARK_OFFSET_MS = 8 * 3_600_000;

/** yyyy-MM-dd HH:mm in park time, as every page shows an instant (not the browser's locale format). */
export function formatInstant(iso: string | null): string {
  if (!iso) return '—';
  const park = new Date(new Date(iso).getTime() + PARK_OFFSET_MS).toISOString();
  return `${park.slice(0, 10)} ${park.slice(11, 16)}`;
}

/** Why this session can do nothing else yet, in words (null: full access). */
export function restrictionMessage(restriction: SessionRestriction | null, maxAgeText: string): string | null {
  if (restriction === 'password') return `请先修改密码：首次登录须修改初始密码，且密码${maxAgeText}须更换一次。修改后即可使用管理后台。`;
  if (restriction === 'totp') return '请先绑定动态验证码（双因素认证）：本系统要求所有工作人员启用。绑定后即可使用管理后台。';
  return null;
}

/** Recovery codes as one text block, for copying or saving. */
export function recoveryCodesText(codes: readonly string[]): string {
  return codes.join('\n');
}
