import { afterEach, describe, expect, it, vi } from 'vitest';
import * as qrCalls from '@shared/calls/qr';
import { MALFORMED_ANSWER_MSG } from '@shared/calls/define';
import { Code } from '@shared/envelope';
import { checkQrStatus } from './check-status';
import { postQr } from './post';
import { requestQrCode } from './web-login';

const SIGN = 's'.repeat(32);
const answer = (body: unknown) => vi.fn(async (_call: string, _init?: RequestInit) => new Response(JSON.stringify(body)));

afterEach(() => vi.unstubAllGlobals());

describe('postQr', () => {
  it('posts to the declared path and keeps the fields checkStatus puts beside data', async () => {
    const fetchMock = answer({
      code: 1,
      msg: '',
      data: 1,
      token: 't'.repeat(43),
      expires_at: '2030-01-01T00:00:00.000Z',
      type: 2,
    });
    vi.stubGlobal('fetch', fetchMock);
    const env = await postQr(qrCalls.checkStatus, { sign: SIGN });
    expect(fetchMock.mock.calls[0]![0]).toBe(qrCalls.checkStatus.path);
    expect(env).toMatchObject({ code: Code.OK, data: 1, token: 't'.repeat(43) });
    expect(await checkQrStatus(SIGN)).toEqual({
      data: 1,
      session: { token: 't'.repeat(43), expiresAt: '2030-01-01T00:00:00.000Z' },
    });
  });

  it('turns a success its declaration does not describe into a failure', async () => {
    vi.stubGlobal('fetch', answer({ code: 1, msg: '', data: { sign: SIGN } }));
    expect(await requestQrCode()).toEqual({ ok: false, message: MALFORMED_ANSWER_MSG });
    vi.stubGlobal('fetch', answer({ code: 1, msg: '', data: 7 }));
    expect(await checkQrStatus(SIGN)).toBeNull();
  });

  it('passes a refusal through with its message', async () => {
    vi.stubGlobal('fetch', answer({ code: 0, msg: '扫码登录暂未开通，请联系园区管理员', data: null }));
    expect(await requestQrCode()).toEqual({ ok: false, message: '扫码登录暂未开通，请联系园区管理员' });
  });
});
