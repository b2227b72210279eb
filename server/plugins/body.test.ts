import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LoginType } from '../../shared/constants';
import { consultations } from '../db/schema/index';
import { MAX_INPUT_DEPTH, cleanInput, stripControls } from '../lib/control-chars';
import { createTestApp, signIn, type TestApp } from '../test/harness';
import * as consultationsCalls from '../../shared/calls/consultations';
import * as roomsCalls from '../../shared/calls/rooms';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('stripControls', () => {
  it('drops C0 (but tab, LF, CR), DEL, C1 and unpaired surrogates; keeps text, emoji and CJK', () => {
    expect(stripControls('a\u0000b\u0007c\u001bd\u007fe\u0085f\u009fg')).toBe('abcdefg');
    expect(stripControls('行一\t列\r\n行二')).toBe('行一\t列\r\n行二');
    expect(stripControls('x\ud800y\udc00z')).toBe('xyz');
    expect(stripControls('园区😀\u00a0é')).toBe('园区😀\u00a0é');
    expect(stripControls('\ud83d')).toBe('');
  });

  it('cleans nested values and keys in place and drops prototype keys', () => {
    const body = JSON.parse(
      '{"a\\u0000":"x\\u0000","list":["\\u0001y",{"__proto__":{"admin":true},"k":"\\ud800"}],"constructor":{"prototype":{"p":1}}}',
    );
    expect(cleanInput(body)).toEqual({ a: 'x', list: ['y', { k: '' }] });
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it('refuses bodies nested past the limit', () => {
    let deep: unknown = 'x';
    for (let i = 0; i <= MAX_INPUT_DEPTH; i++) deep = [deep];
    expect(() => cleanInput({ deep })).toThrow();
  });
});

describe('control characters at the edge', () => {
  it('a NUL or a lone surrogate in a keyword is stripped, not a 500 (was: HTTP 500 from PostgreSQL)', async () => {
    for (const keyword of ['\u0000', 'a\u0000b', '\ud800', '科技\udfff']) {
      const res = await t.call(roomsCalls.roomList, { keyword });
      expect(res.status).toBe(200);
      expect(res.body.code).toBe(1);
    }
  });

  it('cleans form-encoded bodies the same way', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/demo/lease_list',
      payload: 'keyword=%00%C2%85x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().code).toBe(1);
  });

  it('cleans query strings that reach the database (warn_export keyword)', async () => {
    const { token } = await signIn(t, { type: LoginType.ADMIN });
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/warn_export?kind=1&keyword=a%00b', headers: { token } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
  });

  it('answers a too-deep body with the 400 envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/demo/lease_list',
      payload: `{"a":${'['.repeat(MAX_INPUT_DEPTH + 2)}${']'.repeat(MAX_INPUT_DEPTH + 2)}}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 0, data: null });
  });

  it('keeps line breaks and tabs in multi-line text while stripping the rest', async () => {
    const { token } = await signIn(t);
    const sent = await t.call(
      consultationsCalls.questionAdd,
      { name: '张\u0000三', phone: '13800001111', content: '第一行\r\n\t第二行\u001b[31m' },
      token,
    );
    expect(sent.body.code).toBe(1);
    const [row] = await t.database.db.select().from(consultations).where(eq(consultations.id, sent.body.data.id));
    expect(row).toMatchObject({ name: '张三', content: '第一行\r\n\t第二行[31m' });
  });
});
