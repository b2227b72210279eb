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

export type WebLoginData = { path: string; sign: string; expires_in: number; provider: 'wechat' | 'demo'; url: string };
export type ScanInfo = { provider: 'wechat' | 'demo'; state: 'pending' | 'scanned' | 'confirmed' | 'expired'; nickname: string; demo: boolean };
