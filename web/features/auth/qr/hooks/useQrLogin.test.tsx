// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as qrCalls from '@shared/calls/qr';
import { QR_OTHER_BROWSER_MSG } from '@shared/contracts/qr';
import { NO_BIND_COOKIE_TEXT, type QrState } from '../qr-machine';
import { useQrLogin } from './useQrLogin';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

const SIGN = 's'.repeat(32);
const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
let statusData = 0;
let otherBrowser = false;
const fetchMock = vi.fn(async (call: string, _init?: RequestInit) => {
  if (call === qrCalls.webLogin.path) {
    return json({
      code: 1,
      msg: '',
      data: { sign: SIGN, path: 'data:image/png;base64,AA', url: `http://x/m/scan?sign=${SIGN}`, provider: 'demo', expires_in: 300 },
    });
  }
  if (call === qrCalls.checkStatus.path) {
    if (otherBrowser) return json({ code: 1, msg: QR_OTHER_BROWSER_MSG, data: 0 });
    return json(
      statusData === 1
        ? { code: 1, msg: '', data: 1, token: 't'.repeat(43), expires_at: '2030-01-01T00:00:00.000Z', type: 2 }
        : { code: 1, msg: '', data: statusData },
    );
  }
  return json({ code: 1, msg: '', data: null });
});
const calls = (call: string) => fetchMock.mock.calls.filter(([c]) => c === call);

let latest: QrState;
function Probe() {
  [latest] = useQrLogin();
  return null;
}

let root: Root;
let hidden = false;
const setHidden = (h: boolean) =>
  act(() => {
    hidden = h;
    document.dispatchEvent(new Event('visibilitychange'));
  });

beforeEach(async () => {
  // The hook loads the QR calls after the page (api/qr-calls.ts); loaded here first, the import is the browser's
  // cached module, which the fake clock below does not hold up.
  await import('../api/qr-calls');
  vi.useFakeTimers();
  statusData = 0;
  otherBrowser = false;
  hidden = false;
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  root = createRoot(document.createElement('div'));
  await act(async () => root.render(<Probe />));
  await act(() => vi.advanceTimersByTimeAsync(10));
});
afterEach(() => {
  act(() => root.unmount());
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useQrLogin', () => {
  it('fetches a code and polls checkStatus once a second', async () => {
    expect(latest.phase).toBe('waiting');
    const first = calls(qrCalls.checkStatus.path).length;
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(calls(qrCalls.checkStatus.path).length - first).toBe(3);
    expect(JSON.parse(String(calls(qrCalls.checkStatus.path)[0]![1]!.body))).toEqual({ sign: SIGN });
    // The browser's own fetch, so the HttpOnly binding cookie web_login set goes along.
    expect(calls(qrCalls.webLogin.path)[0]![1]).toMatchObject({ credentials: 'same-origin' });
    expect(calls(qrCalls.checkStatus.path)[0]![1]).toMatchObject({ credentials: 'same-origin' });
  });

  it("says so, and stops polling, when the server does not see this browser's binding cookie", async () => {
    otherBrowser = true;
    await act(() => vi.advanceTimersByTimeAsync(1100));
    expect(latest).toMatchObject({ phase: 'failed', error: NO_BIND_COOKIE_TEXT, session: null });
    const after = calls(qrCalls.checkStatus.path).length;
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(calls(qrCalls.checkStatus.path).length).toBe(after);
  });

  it('stops polling while the tab is hidden and resumes when it is shown', async () => {
    await setHidden(true);
    await act(() => vi.advanceTimersByTimeAsync(1100));
    const before = calls(qrCalls.checkStatus.path).length;
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(calls(qrCalls.checkStatus.path).length).toBe(before);
    await setHidden(false);
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(calls(qrCalls.checkStatus.path).length).toBeGreaterThan(before);
    expect(latest.code?.sign).toBe(SIGN);
  });

  it('hands over the session on data 1 and stops polling', async () => {
    statusData = 1;
    await act(() => vi.advanceTimersByTimeAsync(1100));
    expect(latest).toMatchObject({ phase: 'signed-in', session: { token: 't'.repeat(43) } });
    const after = calls(qrCalls.checkStatus.path).length;
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(calls(qrCalls.checkStatus.path).length).toBe(after);
  });

  it('gives the code up when the page is left (cancel, which never ends a session the browser holds)', async () => {
    act(() => root.unmount());
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(calls(qrCalls.logout.path)).toHaveLength(0);
    const cancels = calls(qrCalls.cancel.path);
    expect(cancels).toHaveLength(1);
    expect(cancels[0]![1]).toMatchObject({ keepalive: true, body: JSON.stringify({ sign: SIGN }) });
    root = createRoot(document.createElement('div'));
  });
});
