import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as roomsCalls from '../../../shared/calls/rooms';
import { Code } from '../../../shared/envelope';
import { MSG } from '../../../shared/messages';
import { buildRoom } from '../../test/billing-factories';
import { createTestApp, type TestApp } from '../../test/harness';

// Every success below is also checked against the call's declared result (the harness fails the test otherwise).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://park.example.cn' });
  await buildRoom(t.database.db, { number: 'L-101', title: '租赁测试室', area: '88.50', image: '/demo/room.svg', occupancy: 1, content: '<p>朝南</p><script>x</script>' });
  await buildRoom(t.database.db, { number: 'L-102', title: '租赁测试室', area: '60', occupancy: 0 });
});
afterAll(() => t.close());

describe('rooms to lease (declared calls)', () => {
  it('lists vacant rooms first and shows one with its sanitized text', async () => {
    const list = await t.call(roomsCalls.leaseList, { page_size: 50 });
    expect(list.body.code).toBe(Code.OK);
    const mine = list.body.data.filter((r) => r.number.startsWith('L-'));
    expect(mine.map((r) => r.number)).toEqual(['L-102', 'L-101']);
    const detail = await t.call(roomsCalls.leaseDetail, { id: mine[1]!.id });
    expect(detail.body.data).toMatchObject({ number: 'L-101', area: '88.5', image: 'https://park.example.cn/demo/room.svg', content: '<p>朝南</p>' });
  });

  it('answers an unknown room as not found, and a bad id with a Chinese message', async () => {
    expect((await t.call(roomsCalls.leaseDetail, { id: 999_999 })).body).toMatchObject({ code: Code.FAIL, msg: MSG.notFound });
    expect((await t.call(roomsCalls.leaseDetail, { id: 'x' })).body.code).toBe(Code.FAIL);
  });
});
