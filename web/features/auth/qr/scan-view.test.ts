import { describe, expect, it } from 'vitest';
import type { ScanInfo } from '@shared/contracts/qr';
import { scanErrorOf, scanView } from './scan-view';

const requester = { browser: 'Chrome 126 · Windows', ip: '10.0.0.8', requested_at: '2026-05-01 09:30' };
const info = (over: Partial<ScanInfo>): ScanInfo => ({
  provider: 'wechat',
  state: 'pending',
  nickname: '',
  demo: false,
  requester,
  ...over,
});

describe('phone page view', () => {
  it('asks the demo for a nickname while the code is pending', () => {
    expect(scanView(info({ provider: 'demo', demo: true }), null, null)).toEqual({ kind: 'demo' });
  });

  it('sends a WeChat phone to authorize first, then asks it to confirm as the WeChat user', () => {
    expect(scanView(info({}), null, null)).toEqual({ kind: 'wechat-authorize', errorText: null });
    expect(scanView(info({ state: 'scanned', nickname: '微信张三' }), null, null)).toEqual({
      kind: 'wechat-confirm',
      nickname: '微信张三',
    });
  });

  it('explains what came back from WeChat in Chinese', () => {
    expect(scanView(info({}), null, scanErrorOf('denied'))).toEqual({ kind: 'wechat-authorize', errorText: '您已取消授权' });
    expect(scanView(info({}), null, scanErrorOf('wechat'))).toEqual({ kind: 'wechat-authorize', errorText: '微信授权失败，请重新扫码' });
    expect(scanView(info({}), null, scanErrorOf('expired'))).toEqual({ kind: 'expired' });
    expect(scanErrorOf('<script>')).toBeNull();
  });

  it('shows ended codes plainly', () => {
    expect(scanView(info({ state: 'expired' }), null, null)).toEqual({ kind: 'expired' });
    expect(scanView(info({ state: 'confirmed' }), null, 'denied')).toEqual({ kind: 'confirmed' });
    expect(scanView(null, '二维码无效，请在电脑上刷新二维码', null)).toEqual({
      kind: 'invalid',
      message: '二维码无效，请在电脑上刷新二维码',
    });
  });
});
