import { z } from 'zod';
import { QrStatus } from '../qr-status';

const signField = z
  .string({ error: '登录请求无效，请刷新二维码' })
  .trim()
  .min(20, { error: '登录请求无效，请刷新二维码' })
  .max(100, { error: '登录请求无效，请刷新二维码' });

export const signBody = z.object({ sign: signField });

/**
 * /api/indexnew/logout: `sign` (spec §7) cancels that pending code; a session presented with the call (the
 * `token` header or the web cookie) is ended as well. One of the two is needed.
 */
export const qrLogoutBody = z.object({ sign: signField.optional() });

export const demoConfirmBody = signBody.extend({
  nickname: z.string({ error: '请输入昵称' }).trim().min(1, { error: '请输入昵称' }).max(20, { error: '昵称不能超过 20 个字' }).optional(),
});

// QrStatus and QR_OTHER_BROWSER_MSG live in ../qr-status.ts, without zod, for the login page's first load.
export { QR_OTHER_BROWSER_MSG, QrStatus } from '../qr-status';

export const webLoginData = z.object({
  /** The QR image as a data: URL (PNG). */
  path: z.string(),
  sign: z.string(),
  /** Seconds until the code expires. */
  expires_in: z.number().int(),
  provider: z.enum(['wechat', 'demo']),
  /** The address the code encodes (the phone's scan page). */
  url: z.string(),
});
export type WebLoginData = z.infer<typeof webLoginData>;

export const scanInfo = z.object({
  /**
   * 'login' (the spec's sign-in) or 'bind': a signed-in user links the scanning WeChat to their account (issue 30;
   * confirmed means linked, nickname is that account's; a WeChat of another account comes back with error=taken).
   */
  purpose: z.enum(['login', 'bind']).optional(),
  provider: z.enum(['wechat', 'demo']),
  state: z.enum(['pending', 'scanned', 'confirmed', 'expired']),
  nickname: z.string(),
  demo: z.boolean(),
  /** What is asking to be signed in, so the phone's owner can refuse a code someone else sent them. */
  requester: z.object({
    /** A short name read from the asking browser's user agent, e.g. 'Chrome 126 · Windows'. */
    browser: z.string(),
    /** The asking browser's network address. */
    ip: z.string(),
    /** When the code was made, yyyy-MM-dd HH:mm (China Standard Time). */
    requested_at: z.string(),
  }),
});
export type ScanInfo = z.infer<typeof scanInfo>;

/** Messages of the demonstration sign-in. */
export const QR_DEMO_MSG = {
  realUser: '该昵称属于正式用户，演示登录不能使用',
} as const;

/** checkStatus data: one of QrStatus (on 1 the envelope also carries user_id, token, type and expires_at). */
export const qrStatusData = z.union([
  z.literal(QrStatus.WAITING),
  z.literal(QrStatus.SIGNED_IN),
  z.literal(QrStatus.SCANNED),
  z.literal(QrStatus.EXPIRED),
]);
