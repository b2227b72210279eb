import { z } from 'zod';
import { MSG } from '../messages';

/** Spec §5: username and password are trimmed; empty fields get their own message. */
export const adminLoginBody = z.object({
  username: z.string({ error: MSG.accountRequired }).trim().min(1, { error: MSG.accountRequired }).max(64, { error: MSG.badCredentials }),
  password: z.string({ error: MSG.passwordRequired }).trim().min(1, { error: MSG.passwordRequired }).max(128, { error: MSG.badCredentials }),
});
export type AdminLoginBody = z.infer<typeof adminLoginBody>;

export type ShopSummary = {
  id: number;
  shop_name: string;
  status: number;
  remark: string;
};

export type UserInfo = {
  id: number;
  type: number;
  nickname: string;
  avatar: string;
  username: string;
  sign: string;
  shop: ShopSummary | null;
};

export type LoginResult = { token: string; type: number; expires_at: string; userinfo: UserInfo };
