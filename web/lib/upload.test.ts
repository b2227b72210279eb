// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MALFORMED_ANSWER_MSG } from '@shared/calls/define';
import * as uploadsCalls from '@shared/calls/uploads';
import { ApiError } from './api';
import { setFeedback } from './feedback';
import { postForm, upload } from './upload';

/** Just enough of XMLHttpRequest to answer one upload. */
class FakeXhr {
  static last: FakeXhr | null = null;
  static answer: { status: number; body: string } = { status: 200, body: '' };
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  withCredentials = false;
  timeout = 0;
  status = 0;
  responseText = '';
  method = '';
  url = '';
  sent: FormData | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  send(body: FormData) {
    this.sent = body;
    this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
    queueMicrotask(() => {
      this.status = FakeXhr.answer.status;
      this.responseText = FakeXhr.answer.body;
      this.onload?.();
    });
  }
  abort() {
    this.onabort?.();
  }
}

let shown: string[];
let relogin: boolean;
beforeEach(() => {
  shown = [];
  relogin = false;
  setFeedback({ error: (t) => shown.push(t), notice: () => undefined, confirm: () => undefined, confirmRelogin: () => (relogin = true) });
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  setFeedback(null);
  vi.unstubAllGlobals();
});

const jpeg = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'a.jpg', { type: 'image/jpeg' });

describe('upload', () => {
  it('posts multipart with the kind in `name`, reports progress and resolves the answer', async () => {
    const data = { id: 3, url: '/files/3', fullurl: 'http://x/files/3', name: 'license', file_name: 'a.jpg' };
    FakeXhr.answer = { status: 200, body: JSON.stringify({ code: 1, msg: '上传成功', data }) };
    const progress: number[] = [];
    await expect(upload('license', jpeg(), { onProgress: (p) => progress.push(p) })).resolves.toEqual(data);
    expect(FakeXhr.last?.method).toBe('POST');
    expect(FakeXhr.last?.url).toBe('/api/common/upload');
    expect(FakeXhr.last?.sent?.get('name')).toBe('license');
    expect(FakeXhr.last?.sent?.get('file')).toBeInstanceOf(File);
    expect(progress).toEqual([50, 100]);
    expect(shown).toEqual([]);
  });

  it('shows the server message and rejects when code is not 1 (spec §8)', async () => {
    FakeXhr.answer = { status: 200, body: JSON.stringify({ code: 0, msg: '上传头像图片大小不能超过 5MB!', data: null }) };
    await expect(upload('license', jpeg())).rejects.toBeInstanceOf(ApiError);
    expect(shown).toEqual(['上传头像图片大小不能超过 5MB!']);
    expect(relogin).toBe(false);
  });

  it('offers to sign in again when the session has ended', async () => {
    FakeXhr.answer = { status: 200, body: JSON.stringify({ code: 50014, msg: '登录已过期，请重新登录', data: null }) };
    await expect(upload('befor_pic', jpeg())).rejects.toMatchObject({ code: 50014 });
    expect(relogin).toBe(true);
  });

  it('says the server is busy when the answer is not an envelope', async () => {
    FakeXhr.answer = { status: 502, body: '<html>bad gateway</html>' };
    await expect(upload('shop_logo', jpeg())).rejects.toMatchObject({ code: -1 });
    expect(shown).toEqual(['服务器繁忙，请稍后再试']);
  });
});

describe('postForm', () => {
  it('posts any multipart form to its declared call and checks the answer against the declaration', async () => {
    const data = { id: 3, url: '/files/3', fullurl: 'http://x/files/3', name: 'license', file_name: 'a.jpg' };
    FakeXhr.answer = { status: 200, body: JSON.stringify({ code: 1, msg: 'ok', data }) };
    const form = new FormData();
    form.append('kind', 'rooms');
    await expect(postForm(uploadsCalls.upload, form)).resolves.toEqual(data);
    expect(FakeXhr.last?.url).toBe(uploadsCalls.upload.path);
    expect(FakeXhr.last?.sent).toBe(form);
    FakeXhr.answer = { status: 200, body: JSON.stringify({ code: 1, msg: 'ok', data: { id: 'x' } }) };
    await expect(postForm(uploadsCalls.upload, form)).rejects.toBeInstanceOf(ApiError);
    expect(shown).toEqual([MALFORMED_ANSWER_MSG]);
  });
});
