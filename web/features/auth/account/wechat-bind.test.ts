import { describe, expect, it } from 'vitest';
import { SMS_MSG } from '@shared/auth/sms-code';
import { initialWechatBind, WECHAT_BIND_TEXT, wechatBindReducer, wechatBindText, type WechatBindState } from './wechat-bind';

const waiting = wechatBindReducer({ phase: 'loading' }, { type: 'loaded', sign: 's1', image: 'data:q', expiresIn: 300, now: 1_000 });

describe('linking WeChat', () => {
  it('fetches a code, waits, and is linked on status 1', () => {
    expect(wechatBindReducer(initialWechatBind, { type: 'start' })).toEqual({ phase: 'loading' });
    expect(waiting).toEqual({ phase: 'waiting', sign: 's1', image: 'data:q', expiresAt: 301_000 });
    expect(wechatBindText(waiting)).toBe(WECHAT_BIND_TEXT.waiting);
    expect(wechatBindReducer(waiting, { type: 'status', sign: 's1', status: 0, msg: '' })).toBe(waiting);
    const bound = wechatBindReducer(waiting, { type: 'status', sign: 's1', status: 1, msg: '' });
    expect(bound).toEqual({ phase: 'bound' });
    expect(wechatBindText(bound)).toBe(SMS_MSG.wechatBound);
  });

  it("ends on -1 with the server's refusal, or as expired", () => {
    const taken = wechatBindReducer(waiting, { type: 'status', sign: 's1', status: -1, msg: SMS_MSG.wechatTaken });
    expect(wechatBindText(taken)).toBe(SMS_MSG.wechatTaken);
    const used = wechatBindReducer(waiting, { type: 'status', sign: 's1', status: -1, msg: '' });
    expect(wechatBindText(used)).toBe(WECHAT_BIND_TEXT.expired);
    expect(wechatBindReducer(waiting, { type: 'tick', now: 300_999 })).toBe(waiting);
    expect(wechatBindReducer(waiting, { type: 'tick', now: 301_000 })).toEqual({ phase: 'ended', message: WECHAT_BIND_TEXT.expired });
  });

  it('ignores answers about another code, and failures once over', () => {
    expect(wechatBindReducer(waiting, { type: 'status', sign: 'old', status: 1, msg: '' })).toBe(waiting);
    const bound: WechatBindState = { phase: 'bound' };
    expect(wechatBindReducer(bound, { type: 'failed', message: 'x' })).toBe(bound);
    expect(wechatBindReducer({ phase: 'loading' }, { type: 'failed', message: '' })).toEqual({
      phase: 'ended',
      message: WECHAT_BIND_TEXT.failed,
    });
    expect(wechatBindText(initialWechatBind)).toBe('');
  });
});
