import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as searchCalls from '../../../shared/calls/search';
import { Code } from '../../../shared/envelope';
import { rooms } from '../../db/schema/index';
import { buildSearchable } from '../../test/factories';
import { createTestApp, signIn, type TestApp } from '../../test/harness';

// Every success below is also checked against the call's declared result (the harness fails the test otherwise).
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://park.example.cn' });
  await buildSearchable(t.database.db, rooms, { title: '检索测试室', number: 'S-1', position: 'S座1层', area: '10', image: '/demo/s.svg' }, ['检索测试室']);
  ({ token } = await signIn(t));
});
afterAll(() => t.close());

describe('search_list (declared call)', () => {
  it('finds a room by keyword, in the shape of every hit', async () => {
    const res = await t.call(searchCalls.searchList, { type: 6, keyword: '检索测试' }, token);
    expect(res.body.count).toBe(1);
    expect(res.body.data[0]).toMatchObject({ type: 6, title: '检索测试室', summary: 'S座1层', image: 'https://park.example.cn/demo/s.svg' });
  });

  it('needs a keyword (Chinese message) and a session', async () => {
    expect((await t.call(searchCalls.searchList, { type: 6 }, token)).body).toMatchObject({ code: Code.FAIL, msg: '请输入关键词' });
    expect((await t.call(searchCalls.searchList, { type: 6, keyword: '检索' })).body.code).toBe(Code.TOKEN_INVALID);
  });
});
