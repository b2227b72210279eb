/**
 * The QR sign-in's status codes and the other-browser message, apart from the zod contracts of contracts/qr.ts
 * (which re-exports them): the login page polls with these, and must not load zod to do so (issue 12).
 */

/** checkStatus data: 0 waiting for a scan, 2 scanned and waiting for the phone to confirm, 1 signed in, -1 expired or used. */
export const QrStatus = { WAITING: 0, SIGNED_IN: 1, SCANNED: 2, EXPIRED: -1 } as const;

/**
 * checkStatus's message while it answers 0 to a request without the browser-binding cookie web_login set: the
 * code was asked for by another browser (or this one does not keep cookies), so this one is never signed in.
 */
export const QR_OTHER_BROWSER_MSG = '请在显示二维码的浏览器上完成登录（需允许本站使用 Cookie）';
