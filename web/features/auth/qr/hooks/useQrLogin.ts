import { useEffect, useReducer, useRef } from 'react';
import { QR_POLL_MS } from '@shared/constants';
import { MSG } from '@shared/messages';
import type * as QrCallsModule from '../api/qr-calls';
import { initialQrState, qrReducer, shouldPoll, toQrCode, type QrState } from '../qr-machine';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type QrCalls = typeof QrCallsModule;
/** The QR calls once loaded: a code's sign exists only after web_login answered through them. */
let loadedCalls: QrCalls | undefined;
/**
 * The last load of the QR calls failed. A browser may keep a module's failed load for the page's life, so asking
 * again would fail again: the panel's 重新获取 then loads the page afresh instead.
 */
let callsMissing = false;
/** The QR calls (and zod) are loaded after the page, not with it (api/qr-calls.ts); the browser keeps the module. */
const loadQrCalls = (): Promise<QrCalls> =>
  import('../api/qr-calls').then(
    (m) => {
      callsMissing = false;
      return (loadedCalls = m);
    },
    (err: unknown) => {
      callsMissing = true;
      throw err;
    },
  );
// Asked for as soon as this module runs in the browser (with the login page's own module, before the page hydrates),
// so the code is asked for about as early as when the calls came with the page, which no longer waits for them.
if (typeof window !== 'undefined') loadQrCalls().catch(() => undefined);

/**
 * Spec §4 on the computer: fetch a code, poll checkStatus every second while the code is live and the tab
 * visible, give the code up (POST /api/indexnew/logout) when it is replaced or the page is left.
 */
export function useQrLogin(): [QrState, () => void] {
  const [state, dispatch] = useReducer(qrReducer, initialQrState);
  const phaseRef = useRef(state.phase);
  phaseRef.current = state.phase;
  const sign = state.code?.sign;
  const polling = shouldPoll(state);

  // A fresh code whenever the state asks for one.
  useEffect(() => {
    if (state.phase !== 'loading') return;
    let current = true;
    void loadQrCalls()
      .then((calls) => calls.requestQrCode())
      .catch(() => ({ ok: false as const, message: MSG.networkError }))
      .then((res) => {
        if (!res.ok) return current && dispatch({ type: 'load-failed', message: res.message });
        // Arrived after the page moved on (React's development double mount, or the page was left).
        if (!current) return loadedCalls?.cancelQrLogin(res.data.sign);
        dispatch({ type: 'loaded', code: toQrCode(res.data, Date.now()) });
      });
    return () => {
      current = false;
    };
  }, [state.phase]);

  // Polls one request at a time, one second apart. An answer already on its way is still taken in after
  // polling stops: it may carry the token, which the server hands out only once.
  useEffect(() => {
    if (!polling || !sign) return;
    let active = true;
    void (async () => {
      while (active) {
        const started = Date.now();
        const answer = await loadQrCalls()
          .then((calls) => calls.checkQrStatus(sign))
          .catch(() => null);
        if (answer) dispatch({ type: 'status', sign, ...answer });
        if (!active) return;
        await sleep(Math.max(0, QR_POLL_MS - (Date.now() - started)));
      }
    })();
    return () => {
      active = false;
    };
  }, [polling, sign]);

  // The code's own end, in case the last polls fail.
  const expiresAt = state.code?.expiresAt;
  useEffect(() => {
    if (!expiresAt) return;
    const t = setTimeout(() => dispatch({ type: 'tick', now: Date.now() }), Math.max(0, expiresAt - Date.now()) + 50);
    return () => clearTimeout(t);
  }, [expiresAt]);

  // Spec §4: polling stops while the tab is hidden; the reducer resumes it (or fetches a fresh code) on return.
  useEffect(() => {
    const onChange = () => dispatch(document.hidden ? { type: 'hidden' } : { type: 'visible', now: Date.now() });
    onChange();
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);

  // A code that is replaced, or whose page is left (client navigation, closing, reload), is cancelled. The
  // cancel waits a tick so React's development double mount, which re-runs this effect at once, keeps it.
  const pendingCancel = useRef<{ sign: string; timer: ReturnType<typeof setTimeout> } | null>(null);
  useEffect(() => {
    if (!sign) return;
    if (pendingCancel.current?.sign === sign) clearTimeout(pendingCancel.current.timer);
    pendingCancel.current = null;
    const give = () => {
      if (phaseRef.current === 'waiting' || phaseRef.current === 'scanned') loadedCalls?.cancelQrLogin(sign);
    };
    const onPageHide = (e: PageTransitionEvent) => {
      if (!e.persisted) give();
    };
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      pendingCancel.current = { sign, timer: setTimeout(give, 0) };
    };
  }, [sign]);

  // Back from the back/forward cache: the old code may be gone; start again.
  useEffect(() => {
    const onShow = (e: PageTransitionEvent) => {
      if (e.persisted) dispatch({ type: 'refresh' });
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  return [state, () => (callsMissing ? window.location.reload() : dispatch({ type: 'refresh' }))];
}
