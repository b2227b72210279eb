import { describe, expect, it } from 'vitest';
import {
  initialQrState,
  NO_BIND_COOKIE_TEXT,
  qrReducer,
  qrStatusText,
  shouldPoll,
  toQrCode,
  type QrEvent,
  type QrState,
} from './qr-machine';

const NOW = 1_000_000;
const code = (sign = 's'.repeat(32), demo = true) =>
  toQrCode(
    { sign, path: 'data:image/png;base64,AAAA', url: `http://x/m/scan?sign=${sign}`, provider: demo ? 'demo' : 'wechat', expires_in: 300 },
    NOW,
  );
const run = (...events: QrEvent[]) => events.reduce(qrReducer, initialQrState);
const waiting = (c = code()) => run({ type: 'loaded', code: c });
const session = { token: 't'.repeat(43), expiresAt: '2030-01-01T00:00:00.000Z' };

describe('QR login state (spec §4)', () => {
  it('starts by fetching a code, then waits for the scan and polls', () => {
    expect(initialQrState.phase).toBe('loading');
    expect(shouldPoll(initialQrState)).toBe(false);
    const s = waiting();
    expect(s).toMatchObject({ phase: 'waiting', code: { expiresAt: NOW + 300_000, demo: true } });
    expect(shouldPoll(s)).toBe(true);
  });

  it('goes waiting → scanned → signed in, handing over the session once', () => {
    const c = code();
    let s = waiting(c);
    s = qrReducer(s, { type: 'status', sign: c.sign, data: 2 });
    expect(s.phase).toBe('scanned');
    expect(qrStatusText(s)).toBe('扫码成功，请在手机上确认');
    expect(shouldPoll(s)).toBe(true);
    s = qrReducer(s, { type: 'status', sign: c.sign, data: 1, session });
    expect(s).toMatchObject({ phase: 'signed-in', session });
    expect(shouldPoll(s)).toBe(false);
    // Nothing moves a signed-in page any more.
    expect(qrReducer(s, { type: 'status', sign: c.sign, data: -1 })).toBe(s);
    expect(qrReducer(s, { type: 'refresh' })).toBe(s);
  });

  it('shows an expired code on -1 and fetches a fresh one on 刷新二维码', () => {
    const c = code();
    let s = qrReducer(waiting(c), { type: 'status', sign: c.sign, data: -1 });
    expect(s.phase).toBe('expired');
    expect(shouldPoll(s)).toBe(false);
    s = qrReducer(s, { type: 'refresh' });
    expect(s.phase).toBe('loading');
    const fresh = code('n'.repeat(32));
    s = qrReducer(s, { type: 'loaded', code: fresh });
    expect(s).toMatchObject({ phase: 'waiting', code: { sign: fresh.sign } });
  });

  it('expires a code when its time is up, even without an answer', () => {
    const s = waiting();
    expect(qrReducer(s, { type: 'tick', now: NOW + 299_000 }).phase).toBe('waiting');
    expect(qrReducer(s, { type: 'tick', now: NOW + 300_000 }).phase).toBe('expired');
  });

  it('ignores answers about a code that has been replaced', () => {
    const s = waiting(code('n'.repeat(32)));
    expect(qrReducer(s, { type: 'status', sign: 'o'.repeat(32), data: 1, session })).toBe(s);
  });

  it("stops with a clear message when the server does not see this browser's binding cookie", () => {
    const c = code();
    const s = qrReducer(waiting(c), { type: 'status', sign: c.sign, data: 0, otherBrowser: true });
    expect(s).toMatchObject({ phase: 'failed', error: NO_BIND_COOKIE_TEXT, session: null });
    expect(shouldPoll(s)).toBe(false);
    expect(qrReducer(s, { type: 'refresh' }).phase).toBe('loading');
  });

  it('treats data 1 without a token as unusable', () => {
    const c = code();
    expect(qrReducer(waiting(c), { type: 'status', sign: c.sign, data: 1 }).phase).toBe('expired');
  });

  it('shows web_login refusals in place of the code and retries on request', () => {
    let s = run({ type: 'load-failed', message: '扫码登录暂未开通，请联系园区管理员' });
    expect(s).toMatchObject({ phase: 'failed', error: '扫码登录暂未开通，请联系园区管理员' });
    expect(qrStatusText(s)).toBe('扫码登录暂未开通，请联系园区管理员');
    s = qrReducer(s, { type: 'refresh' });
    expect(s).toMatchObject({ phase: 'loading', error: null });
  });

  describe('tab visibility', () => {
    it('pauses polling while the tab is hidden and resumes the same live code', () => {
      const c = code();
      let s: QrState = qrReducer(waiting(c), { type: 'hidden' });
      expect(s.phase).toBe('waiting');
      expect(shouldPoll(s)).toBe(false);
      s = qrReducer(s, { type: 'visible', now: NOW + 60_000 });
      expect(s).toMatchObject({ phase: 'waiting', hidden: false, code: { sign: c.sign } });
      expect(shouldPoll(s)).toBe(true);
    });

    it('keeps a scanned code scanned across a hidden spell', () => {
      const c = code();
      const s = run(
        { type: 'loaded', code: c },
        { type: 'status', sign: c.sign, data: 2 },
        { type: 'hidden' },
        { type: 'visible', now: NOW + 1000 },
      );
      expect(s.phase).toBe('scanned');
    });

    it('fetches a fresh code on return when the old one ran out while hidden', () => {
      const s = run({ type: 'loaded', code: code() }, { type: 'hidden' }, { type: 'visible', now: NOW + 301_000 });
      expect(s).toMatchObject({ phase: 'loading', hidden: false });
    });

    it('fetches a fresh code on return to an expired one', () => {
      const c = code();
      const s = run(
        { type: 'loaded', code: c },
        { type: 'status', sign: c.sign, data: -1 },
        { type: 'hidden' },
        { type: 'visible', now: NOW + 2000 },
      );
      expect(s.phase).toBe('loading');
    });

    it('keeps a code that arrives while hidden, without polling it', () => {
      const s = run({ type: 'hidden' }, { type: 'loaded', code: code() });
      expect(s.phase).toBe('waiting');
      expect(shouldPoll(s)).toBe(false);
    });

    it('still takes in the token if it arrives while hidden', () => {
      const c = code();
      const s = run({ type: 'loaded', code: c }, { type: 'hidden' }, { type: 'status', sign: c.sign, data: 1, session });
      expect(s.phase).toBe('signed-in');
    });
  });
});
