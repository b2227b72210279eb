import type { AppLoadContext } from 'react-router';
import * as qrCalls from '@shared/calls/qr';
import type { ScanInfo } from '@shared/contracts/qr';
import { Code } from '@shared/envelope';

/** POST /api/indexnew/scan_info {sign} for the phone page's loader: what is being confirmed, or why not. */
export async function loadScanInfo(context: AppLoadContext, sign: string): Promise<{ info: ScanInfo | null; problem: string | null }> {
  const res = await context.api(qrCalls.scanInfo, { sign });
  return res.code === Code.OK ? { info: res.data, problem: null } : { info: null, problem: res.msg || '二维码无效，请在电脑上刷新二维码' };
}

/** POST /api/indexnew/scan_confirm {sign, nickname} for the demo provider (the phone page's form action). */
export async function confirmDemoScan(context: AppLoadContext, sign: string, nickname: string): Promise<{ ok: boolean; message: string }> {
  const res = await context.api(qrCalls.scanConfirm, { sign, nickname });
  return { ok: res.code === Code.OK, message: res.msg || 'Error' };
}

/**
 * POST /api/indexnew/cancel {sign}: the phone declines (不是我，取消登录); the computer's code ends. Not logout,
 * which would also end the phone's own session (context.api carries it).
 */
export async function declineScan(context: AppLoadContext, sign: string): Promise<void> {
  await context.api(qrCalls.cancel, { sign });
}
