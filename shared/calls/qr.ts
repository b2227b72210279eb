import { z } from 'zod';
import * as c from '../contracts/qr';
import { call } from './define';

/** QR sign-in for personal users (spec §4, §7; server/modules/auth/qr.routes.ts and qr-scan.routes.ts, web/features/auth/qr). */

// The computer: a fresh code, its status (on 1 the envelope also carries user_id, token, type and expires_at beside
// data), giving it up (logout also ends a session presented with the call; cancel never does).
export const webLogin = call('/api/indexnew/web_login', z.object({}).passthrough(), c.webLoginData);
export const checkStatus = call('/api/indexnew/checkStatus', c.signBody, c.qrStatusData);
export const logout = call('/api/indexnew/logout', c.qrLogoutBody, z.null());
export const cancel = call('/api/indexnew/cancel', c.signBody, z.null());

// The phone: what is asking to be signed in, and the confirmation.
export const scanInfo = call('/api/indexnew/scan_info', c.signBody, c.scanInfo);
export const scanConfirm = call('/api/indexnew/scan_confirm', c.demoConfirmBody, z.null());

/** Where the QR calls live: the path of the WeChat ticket cookie, so it travels with scan_info and scan_confirm only. */
export const QR_CALLS_PREFIX = '/api/indexnew';
