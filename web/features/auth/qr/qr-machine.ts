import type { WebLoginData } from '@shared/contracts/qr';
import { QrStatus } from '@shared/qr-status';

/** One QR code as the computer shows it; `expiresAt` is the browser's clock (ms). */
export type QrCode = { sign: string; image: string; url: string; demo: boolean; expiresAt: number };

/** What checkStatus hands over once, on data 1. */
export type QrSession = { token: string; expiresAt: string };

export type QrPhase = 'loading' | 'failed' | 'waiting' | 'scanned' | 'expired' | 'signed-in';

/**
 * The login page's QR panel (spec §4). `hidden` is the browser tab's visibility: polling runs only while the
 * code is live and the tab is visible.
 */
export type QrState = {
  phase: QrPhase;
  code: QrCode | null;
  hidden: boolean;
  /** web_login's refusal (no provider configured, rate limited, offline), shown in place of the QR. */
  error: string | null;
  session: QrSession | null;
};

export type QrEvent =
  | { type: 'refresh' }
  | { type: 'loaded'; code: QrCode }
  | { type: 'load-failed'; message: string }
  | { type: 'status'; sign: string; data: number; session?: QrSession; otherBrowser?: boolean }
  | { type: 'tick'; now: number }
  | { type: 'hidden' }
  | { type: 'visible'; now: number };

/** The server does not see this browser's binding cookie (cookies blocked or cleared): it can never sign in. */
export const NO_BIND_COOKIE_TEXT = '浏览器未保存登录凭据，请允许本站使用 Cookie 后重新获取二维码';

export const initialQrState: QrState = { phase: 'loading', code: null, hidden: false, error: null, session: null };

export function toQrCode(d: WebLoginData, now: number): QrCode {
  return { sign: d.sign, image: d.path, url: d.url, demo: d.provider === 'demo', expiresAt: now + d.expires_in * 1000 };
}

const isLive = (phase: QrPhase) => phase === 'waiting' || phase === 'scanned';

/** A code whose time is up counts as expired even before the server says so. */
const timedOut = (s: QrState, now: number) => isLive(s.phase) && s.code !== null && now >= s.code.expiresAt;

export function qrReducer(s: QrState, e: QrEvent): QrState {
  if (s.phase === 'signed-in') return s;
  switch (e.type) {
    case 'refresh':
      return { ...s, phase: 'loading', error: null };
    case 'loaded':
      return s.phase === 'loading' ? { ...s, phase: 'waiting', code: e.code, error: null } : s;
    case 'load-failed':
      return s.phase === 'loading' ? { ...s, phase: 'failed', error: e.message } : s;
    case 'status': {
      // An answer about a code that has since been replaced is ignored.
      if (!s.code || e.sign !== s.code.sign || !isLive(s.phase)) return s;
      if (e.otherBrowser) return { ...s, phase: 'failed', error: NO_BIND_COOKIE_TEXT };
      if (e.data === QrStatus.SIGNED_IN && e.session) return { ...s, phase: 'signed-in', session: e.session };
      if (e.data === QrStatus.SCANNED) return { ...s, phase: 'scanned' };
      if (e.data === QrStatus.WAITING) return { ...s, phase: 'waiting' };
      return { ...s, phase: 'expired' };
    }
    case 'tick':
      return timedOut(s, e.now) ? { ...s, phase: 'expired' } : s;
    case 'hidden':
      return { ...s, hidden: true };
    case 'visible': {
      // Back on the tab: a code still valid is polled again (the phone may have confirmed meanwhile); one
      // that ran out is replaced by a fresh one without asking.
      const stale = s.phase === 'expired' || timedOut(s, e.now);
      return { ...s, hidden: false, ...(stale ? { phase: 'loading' as const, error: null } : {}) };
    }
  }
}

/** Poll checkStatus only for a live code on a visible tab. */
export function shouldPoll(s: QrState): boolean {
  return !s.hidden && isLive(s.phase) && s.code !== null;
}

/** The line under the code, read out to screen readers as it changes. */
export function qrStatusText(s: QrState): string {
  switch (s.phase) {
    case 'loading':
      return '正在获取二维码…';
    case 'failed':
      return s.error ?? '二维码获取失败';
    case 'waiting':
      return s.code?.demo ? '请使用手机扫码登录' : '请使用微信扫一扫登录';
    case 'scanned':
      return '扫码成功，请在手机上确认';
    case 'expired':
      return '请点击“刷新二维码”获取新的二维码';
    case 'signed-in':
      return '登录成功';
  }
}
