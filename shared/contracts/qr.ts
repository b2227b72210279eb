import { z } from 'zod';

export const signBody = z.object({
  sign: z.string({ error: '登录请求无效，请刷新二维码' }).trim().min(20, { error: '登录请求无效，请刷新二维码' }).max(100, { error: '登录请求无效，请刷新二维码' }),
});

export const demoConfirmBody = signBody.extend({
  nickname: z
    .string({ error: '请输入昵称' })
    .trim()
    .min(1, { error: '请输入昵称' })
    .max(20, { error: '昵称不能超过 20 个字' })
    .optional(),
});

/** checkStatus data: 0 waiting for a scan, 2 scanned and waiting for the phone to confirm, 1 signed in, -1 expired or used. */
export const QrStatus = { WAITING: 0, SIGNED_IN: 1, SCANNED: 2, EXPIRED: -1 } as const;

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
  provider: z.enum(['wechat', 'demo']),
  state: z.enum(['pending', 'scanned', 'confirmed', 'expired']),
  nickname: z.string(),
  demo: z.boolean(),
});
export type ScanInfo = z.infer<typeof scanInfo>;

/** checkStatus data: one of QrStatus (on 1 the envelope also carries user_id, token, type and expires_at). */
export const qrStatusData = z.union([z.literal(QrStatus.WAITING), z.literal(QrStatus.SIGNED_IN), z.literal(QrStatus.SCANNED), z.literal(QrStatus.EXPIRED)]);
