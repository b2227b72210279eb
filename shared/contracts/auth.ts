import { z } from 'zod';
import { MSG } from '../messages';

/** Spec §5: username and password are trimmed; empty fields get their own message. */
export const adminLoginBody = z.object({
  username: z.string({ error: MSG.accountRequired }).trim().min(1, { error: MSG.accountRequired }).max(64, { error: MSG.badCredentials }),
  password: z.string({ error: MSG.passwordRequired }).trim().min(1, { error: MSG.passwordRequired }).max(128, { error: MSG.badCredentials }),
});
export type AdminLoginBody = z.infer<typeof adminLoginBody>;

export const shopSummary = z.object({
  id: z.number().int(),
  shop_name: z.string(),
  /** 0 审核中, 1 已通过, 2 已驳回. */
  status: z.number().int(),
  remark: z.string(),
});
export type ShopSummary = z.infer<typeof shopSummary>;

export const userInfo = z.object({
  id: z.number().int(),
  /** Login type: 1 administrator, 2 personal. */
  type: z.number().int(),
  nickname: z.string(),
  avatar: z.string(),
  username: z.string(),
  sign: z.string(),
  /** The user's company application, if any. */
  shop: shopSummary.nullable(),
});
export type UserInfo = z.infer<typeof userInfo>;

export const loginResult = z.object({
  token: z.string(),
  type: z.number().int(),
  /** ISO 8601 instant the session ends at the latest. */
  expires_at: z.string(),
  userinfo: userInfo,
});
export type LoginResult = z.infer<typeof loginResult>;
