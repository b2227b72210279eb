import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as regionsCalls from '../../../shared/calls/regions';
import { Code } from '../../../shared/envelope';
import { createTestApp, type TestApp } from '../../test/harness';

// Every success below is also checked against the call's declared result (the harness fails the test otherwise).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('getRegionList (declared call)', () => {
  it('answers the provinces by default and the children of a code, leaves marked', async () => {
    const top = await t.call(regionsCalls.getRegionList, {});
    expect(top.body.data.find((r) => r.name === '浙江省')).toEqual({ id: 330000, name: '浙江省', leaf: false, items: [] });
    const districts = await t.call(regionsCalls.getRegionList, { parent_id: 330100 });
    expect(districts.body.data.find((r) => r.name === '滨江区')).toMatchObject({ id: 330108, leaf: true });
  });

  it('refuses a malformed parent with a Chinese message', async () => {
    expect((await t.call(regionsCalls.getRegionList, { parent_id: 10_000_000 })).body).toMatchObject({ code: Code.FAIL, msg: '上级地区格式错误' });
  });
});
