import * as qrCalls from '@shared/calls/qr';
import { postQr } from './post';

/**
 * POST /api/indexnew/cancel {sign}: the computer gave this code up (page left, code replaced). Best effort.
 * Not logout {sign}: that also ends the session a signed-in visitor of the login page holds.
 */
export function cancelQrLogin(sign: string): void {
  postQr(qrCalls.cancel, { sign }, { keepalive: true }).catch(() => undefined);
}
