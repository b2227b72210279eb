import type { ScanInfo } from '@shared/contracts/qr';

/** Why WeChat sent the phone back (/m/wechat/callback → /m/scan?error=…). */
export const SCAN_ERRORS = {
  denied: '您已取消授权',
  expired: '二维码已失效，请在电脑上刷新二维码',
  wechat: '微信授权失败，请重新扫码',
} as const;
export type ScanError = keyof typeof SCAN_ERRORS;

export const EXPIRED_TEXT = SCAN_ERRORS.expired;
export const CONFIRMED_TEXT = '已确认，请在电脑上继续';

export type ScanView =
  | { kind: 'invalid'; message: string }
  | { kind: 'expired' }
  | { kind: 'confirmed' }
  | { kind: 'demo' }
  | { kind: 'wechat-authorize'; errorText: string | null }
  | { kind: 'wechat-confirm'; nickname: string };

export function scanErrorOf(value: string | null): ScanError | null {
  return value && value in SCAN_ERRORS ? (value as ScanError) : null;
}

/** What the phone page shows for a code's state and the error WeChat's return carried. */
export function scanView(info: ScanInfo | null, problem: string | null, error: ScanError | null): ScanView {
  if (!info) return { kind: 'invalid', message: problem ?? EXPIRED_TEXT };
  if (info.state === 'expired') return { kind: 'expired' };
  if (info.state === 'confirmed') return { kind: 'confirmed' };
  if (info.provider === 'demo') return info.state === 'pending' ? { kind: 'demo' } : { kind: 'expired' };
  if (info.state === 'scanned') return { kind: 'wechat-confirm', nickname: info.nickname || '微信用户' };
  // Still pending: a refusal or failure at WeChat can simply be tried again.
  if (error === 'expired') return { kind: 'expired' };
  return { kind: 'wechat-authorize', errorText: error ? SCAN_ERRORS[error] : null };
}
