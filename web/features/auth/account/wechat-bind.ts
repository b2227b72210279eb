import { SMS_MSG } from '@shared/auth/sms-code';

/** 扫码绑定微信 asks wechat_bind_status at most this often (issue 30). */
export const WECHAT_BIND_POLL_MS = 2000;

export const WECHAT_BIND_TEXT = {
  waiting: '请使用微信“扫一扫”扫描二维码，并在手机上确认，完成后本页自动更新。',
  expired: '二维码已失效，请重新获取',
  failed: '获取二维码失败，请重试',
} as const;

/** Where linking WeChat stands: not started, fetching the code, the code shown and polled, linked, or over. */
export type WechatBindState =
  | { phase: 'idle' }
  | { phase: 'loading' }
  | { phase: 'waiting'; sign: string; image: string; expiresAt: number }
  | { phase: 'bound' }
  | { phase: 'ended'; message: string };

export type WechatBindEvent =
  | { type: 'start' }
  | { type: 'loaded'; sign: string; image: string; expiresIn: number; now: number }
  | { type: 'status'; sign: string; status: 0 | 1 | -1; msg: string }
  | { type: 'tick'; now: number }
  | { type: 'failed'; message: string };

export const initialWechatBind: WechatBindState = { phase: 'idle' };

/** The next state; answers about another code than the one shown are ignored (a code replaced meanwhile). */
export function wechatBindReducer(state: WechatBindState, event: WechatBindEvent): WechatBindState {
  switch (event.type) {
    case 'start':
      return { phase: 'loading' };
    case 'loaded':
      return { phase: 'waiting', sign: event.sign, image: event.image, expiresAt: event.now + event.expiresIn * 1000 };
    case 'status':
      if (state.phase !== 'waiting' || state.sign !== event.sign || event.status === 0) return state;
      return event.status === 1 ? { phase: 'bound' } : { phase: 'ended', message: event.msg || WECHAT_BIND_TEXT.expired };
    case 'tick':
      return state.phase === 'waiting' && event.now >= state.expiresAt ? { phase: 'ended', message: WECHAT_BIND_TEXT.expired } : state;
    case 'failed':
      return state.phase === 'loading' || state.phase === 'waiting'
        ? { phase: 'ended', message: event.message || WECHAT_BIND_TEXT.failed }
        : state;
  }
}

/** The line under the code (or in its place). */
export function wechatBindText(state: WechatBindState): string {
  if (state.phase === 'waiting') return WECHAT_BIND_TEXT.waiting;
  if (state.phase === 'bound') return SMS_MSG.wechatBound;
  if (state.phase === 'ended') return state.message;
  return '';
}
