import * as qrCalls from '@shared/calls/qr';
import { QR_OTHER_BROWSER_MSG, QrStatus } from '@shared/qr-status';
import { Code } from '@shared/envelope';
import type { QrSession } from '../qr-machine';
import { postQr } from './post';

export type StatusAnswer = { data: number; session?: QrSession; otherBrowser?: boolean } | null;

/**
 * POST /api/indexnew/checkStatus {sign}: 0 waiting, 2 scanned, 1 signed in (the token travels beside data,
 * once), -1 expired or used. The browser's binding cookie from web_login goes along (same-origin fetch).
 * null when this poll failed (network, rate limit): the next poll tries again.
 */
export async function checkQrStatus(sign: string): Promise<StatusAnswer> {
  const env = await postQr(qrCalls.checkStatus, { sign }).catch(() => null);
  if (!env || env.code !== Code.OK) return null;
  // The code is bound to the browser that asked for it through an HttpOnly cookie; this one did not keep it.
  if (env.data === QrStatus.WAITING && env.msg === QR_OTHER_BROWSER_MSG) return { data: env.data, otherBrowser: true };
  const { token, expires_at: expiresAt } = env;
  if (typeof token === 'string' && typeof expiresAt === 'string') return { data: env.data, session: { token, expiresAt } };
  return { data: env.data };
}
