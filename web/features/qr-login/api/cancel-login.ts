import { postQr } from './post';

/** POST /api/indexnew/logout {sign}: the computer gave this code up (page left, code replaced). Best effort. */
export function cancelQrLogin(sign: string): void {
  postQr('/api/indexnew/logout', { sign }, { keepalive: true }).catch(() => undefined);
}
