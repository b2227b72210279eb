import * as qrCalls from '@shared/calls/qr';
import { Code } from '@shared/envelope';
import { postQr } from './post';

/**
 * POST /api/indexnew/scan_confirm {sign} from the phone's browser: for WeChat the phone's HttpOnly ticket
 * cookie (path /api/indexnew) proves it is the phone that authorised, so this call cannot go through a page action.
 */
export async function confirmWechatScan(sign: string): Promise<{ ok: boolean; message: string }> {
  try {
    const env = await postQr(qrCalls.scanConfirm, { sign });
    return { ok: env.code === Code.OK, message: env.msg || (env.code === Code.OK ? '已确认' : 'Error') };
  } catch (err) {
    return { ok: false, message: (err as Error).message };
  }
}
