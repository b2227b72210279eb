import * as qrCalls from '@shared/calls/qr';
import type { WebLoginData } from '@shared/contracts/qr';
import { Code } from '@shared/envelope';
import { postQr } from './post';

/** POST /api/indexnew/web_login: a fresh code, or the server's reason why not (e.g. no provider configured). */
export async function requestQrCode(): Promise<{ ok: true; data: WebLoginData } | { ok: false; message: string }> {
  try {
    const env = await postQr(qrCalls.webLogin, {});
    return env.code === Code.OK ? { ok: true, data: env.data } : { ok: false, message: env.msg || '二维码获取失败，请稍后重试' };
  } catch (err) {
    return { ok: false, message: (err as Error).message };
  }
}
