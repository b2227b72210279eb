import { useEffect, useReducer, useRef } from 'react';
import { ApiError } from '~/lib/api';
import { wechatBindApi } from '../api/wechat-bind';
import { initialWechatBind, WECHAT_BIND_POLL_MS, WECHAT_BIND_TEXT, wechatBindReducer, type WechatBindState } from '../wechat-bind';

const messageOf = (err: unknown) => (err instanceof ApiError ? err.message : WECHAT_BIND_TEXT.failed);

/**
 * 扫码绑定微信: start fetches a code (wechat_bind), which is then polled (wechat_bind_status, one request at a time,
 * WECHAT_BIND_POLL_MS apart) until it is linked (1), refused or used up (-1), or its time is over. `onBound` once linked.
 */
export function useWechatBind(onBound: () => void): [WechatBindState, () => void] {
  const [state, dispatch] = useReducer(wechatBindReducer, initialWechatBind);
  const bound = useRef(onBound);
  bound.current = onBound;

  useEffect(() => {
    if (state.phase !== 'loading') return;
    let current = true;
    wechatBindApi.start().then(
      (res) => {
        if (current)
          dispatch({ type: 'loaded', sign: res.data.sign, image: res.data.path, expiresIn: res.data.expires_in, now: Date.now() });
      },
      (err: unknown) => {
        if (current) dispatch({ type: 'failed', message: messageOf(err) });
      },
    );
    return () => {
      current = false;
    };
  }, [state.phase]);

  const sign = state.phase === 'waiting' ? state.sign : null;
  const expiresAt = state.phase === 'waiting' ? state.expiresAt : 0;
  useEffect(() => {
    if (!sign) return;
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      if (Date.now() >= expiresAt) return dispatch({ type: 'tick', now: Date.now() });
      try {
        const res = await wechatBindApi.status(sign);
        if (!active) return;
        dispatch({ type: 'status', sign, status: res.data.status, msg: res.data.msg });
      } catch (err) {
        if (active) dispatch({ type: 'failed', message: messageOf(err) });
        return;
      }
      if (active) timer = setTimeout(() => void poll(), WECHAT_BIND_POLL_MS);
    };
    timer = setTimeout(() => void poll(), WECHAT_BIND_POLL_MS);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [sign, expiresAt]);

  useEffect(() => {
    if (state.phase === 'bound') bound.current();
  }, [state.phase]);

  return [state, () => dispatch({ type: 'start' })];
}
