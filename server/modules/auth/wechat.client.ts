import { AppError } from '../../lib/errors';

export type WechatProfile = { openid: string; unionid?: string; nickname: string; headimgurl: string };
export type WechatConfig = { appid: string; secret: string; openBase: string; apiBase: string };

type WechatError = { errcode?: number; errmsg?: string };

const MESSAGES: Record<number, string> = {
  40029: '微信授权码无效或已使用，请重新扫码',
  40163: '微信授权码已使用，请重新扫码',
  42003: '微信授权已过期，请重新扫码',
  40003: '微信用户标识无效，请重新扫码',
  40001: '微信登录配置有误，请联系园区管理员',
  40125: '微信登录配置有误，请联系园区管理员',
};

async function getJson<T>(url: string): Promise<T & WechatError> {
  let res: Response;
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(8000) });
  } catch {
    throw new AppError(0, '无法连接微信服务，请稍后再试');
  }
  if (!res.ok) throw new AppError(0, '微信服务暂时不可用，请稍后再试');
  const body = (await res.json().catch(() => ({}))) as T & WechatError;
  // WeChat reports errors in the body with HTTP 200.
  if (body.errcode) throw new AppError(0, MESSAGES[body.errcode] ?? `微信登录失败（${body.errcode}），请重新扫码`);
  return body;
}

/** The official-account web authorization URL the phone is sent to (scope snsapi_userinfo). */
export function authorizeUrl(cfg: WechatConfig, redirectUri: string, state: string): string {
  const q = new URLSearchParams({ appid: cfg.appid, redirect_uri: redirectUri, response_type: 'code', scope: 'snsapi_userinfo', state });
  return `${cfg.openBase}/connect/oauth2/authorize?${q.toString()}#wechat_redirect`;
}

/** Exchanges the single-use code for a token, then reads the user's profile. */
export async function fetchProfile(cfg: WechatConfig, code: string): Promise<WechatProfile> {
  const tokenQ = new URLSearchParams({ appid: cfg.appid, secret: cfg.secret, code, grant_type: 'authorization_code' });
  const token = await getJson<{ access_token: string; openid: string; unionid?: string }>(
    `${cfg.apiBase}/sns/oauth2/access_token?${tokenQ.toString()}`,
  );
  if (!token.access_token || !token.openid) throw new AppError(0, '微信登录失败，请重新扫码');
  const infoQ = new URLSearchParams({ access_token: token.access_token, openid: token.openid, lang: 'zh_CN' });
  const info = await getJson<{ openid: string; unionid?: string; nickname?: string; headimgurl?: string }>(
    `${cfg.apiBase}/sns/userinfo?${infoQ.toString()}`,
  );
  return {
    openid: info.openid ?? token.openid,
    unionid: info.unionid ?? token.unionid,
    nickname: (info.nickname ?? '').slice(0, 64) || '微信用户',
    headimgurl: info.headimgurl ?? '',
  };
}
