import { useEffect, useReducer, useRef } from 'react';
import { initialWechatBind, WECHAT_BIND_POLL_MS, WECHAT_BIND_TEXT, wechatBindReducer, type WechatBindState } from '../wechat-bind';

// The API client and the calls' declarations (zod) load at 扫码绑定微信: the page's first load carries neither (issue 34).
const loadApi = () => import('../api/wechat-bind');
/** A failure before the module is there (it could not be fetched): the code could not be had. */
const unloaded = () => WECHAT_BIND_TEXT.failed;

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
    loadApi().then(
      ({ wechatBindApi, failureMessage }) =>
        wechatBindApi.start().then(
          (res) => {
            if (current)
              dispatch({ type: 'loaded', sign: res.data.sign, image: res.data.path, expiresIn: res.data.expires_in, now: Date.now() });
          },
          (err: unknown) => {
            if (current) dispatch({ type: 'failed', message: failureMessage(err) });
          },
        ),
      () => {
        if (current) dispatch({ type: 'failed', message: unloaded() });
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
      let calls: Awaited<ReturnType<typeof loadApi>>;
      try {
        calls = await loadApi();
      } catch {
        if (active) dispatch({ type: 'failed', message: unloaded() });
        return;
      }
      try {
        const res = await calls.wechatBindApi.status(sign);
        if (!active) return;
        dispatch({ type: 'status', sign, status: res.data.status, msg: res.data.msg });
      } catch (err) {
        if (active) dispatch({ type: 'failed', message: calls.failureMessage(err) });
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
