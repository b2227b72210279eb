/**
 * The QR sign-in's cookies (modules/auth: qr.routes.ts sets the binding, wechat-handover.routes.ts the ticket). They
 * are named here, outside the module, because the login page's action (plugins/web.ts) and the page cache
 * (lib/response-cache.ts) read the binding cookie too, and a plugin imports no module.
 */

/** The browser-binding cookie over plain http (development, an intranet without TLS). */
export const QR_BIND_COOKIE = 'qr_bind';
/** The browser-binding cookie over https. */
export const SECURE_QR_BIND_COOKIE = '__Host-qr_bind';

/**
 * The browser-binding cookie web_login sets (issue 11): over HTTPS `__Host-` (Secure, Path=/, no Domain, so
 * no other host can plant it). Path=/ either way: the login page's action checks it too (plugins/web.ts, the
 * load context's isQrHandOver).
 */
export function bindCookie(publicUrl: string): { name: string; path: string; secure: boolean } {
  const https = publicUrl.startsWith('https://');
  return https ? { name: SECURE_QR_BIND_COOKIE, path: '/', secure: true } : { name: QR_BIND_COOKIE, path: '/', secure: false };
}

/** The WeChat confirmation ticket: given to the phone that scanned (/m/wechat/callback), shown back with scan_confirm. */
export const TICKET_COOKIE = 'qr_ticket';
