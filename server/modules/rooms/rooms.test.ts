import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as roomsCalls from '../../../shared/calls/rooms';
import { ContentState } from '../../../shared/contracts/content-admin';
import { Code } from '../../../shared/envelope';
import { MSG } from '../../../shared/messages';
import { rooms } from '../../db/schema/index';
import { buildSearchable } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';

// Every success below is also checked against the call's declared result (the harness fails the test otherwise).
let t: TestApp;
const ids: Record<string, number> = {};
const room = (number: string, values: Partial<typeof rooms.$inferInsert> = {}) =>
  buildSearchable(t.database.db, rooms, { title: '租赁测试室', number, position: 'L座1层', area: '60', ...values }, [
    values.title ?? '租赁测试室',
    number,
  ]);

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://park.example.cn' });
  ids.taken = (
    await room('L-101', {
      area: '88.50',
      image: '/demo/room.svg',
      occupancy: 1,
      monthlyRent: 1_250_000,
      content: '<p>朝南</p><script>x</script>',
    })
  ).id;
  ids.vacant = (await room('L-102', { occupancy: 0, sort: 2 })).id;
  ids.vacantFirst = (await room('L-103', { occupancy: 0, sort: 1, title: '朝南精装套间' })).id;
  ids.unpublished = (await room('L-104', { status: ContentState.UNPUBLISHED })).id;
  ids.draft = (await room('L-105', { status: ContentState.DRAFT })).id;
});
afterAll(() => t.close());

const numbers = (data: { number: string }[]) => data.map((r) => r.number).filter((n) => n.startsWith('L-'));

describe('room_list (lease_list): the public room listings', () => {
  it('lists published rooms only, vacant first and then in the editors’ order, with the total', async () => {
    const list = await t.call(roomsCalls.roomList, { page_size: 50 });
    expect(list.body).toMatchObject({ code: Code.OK, count: 3 });
    expect(numbers(list.body.data)).toEqual(['L-103', 'L-102', 'L-101']);
  });

  it('shows the card in the spec’s fields: area as text, rent in fen, the image’s absolute address', async () => {
    const list = await t.call(roomsCalls.roomList, { page_size: 50 });
    expect(list.body.data.find((r) => r.id === ids.taken)).toEqual({
      id: ids.taken,
      title: '租赁测试室',
      number: 'L-101',
      position: 'L座1层',
      work: 0,
      area: '88.5',
      image: 'https://park.example.cn/demo/room.svg',
      monthly_rent: 1_250_000,
    });
  });

  it('filters by keyword (title or room number), and says when nothing matches', async () => {
    const byTitle = await t.call(roomsCalls.roomList, { keyword: '朝南精装' });
    expect([byTitle.body.count, numbers(byTitle.body.data)]).toEqual([1, ['L-103']]);
    const byNumber = await t.call(roomsCalls.roomList, { keyword: 'L-101' });
    expect(numbers(byNumber.body.data)).toEqual(['L-101']);
    // An unpublished room is not found by its number either.
    expect((await t.call(roomsCalls.roomList, { keyword: 'L-104' })).body).toMatchObject({ code: Code.OK, count: 0, data: [] });
  });

  it('pages: start and page_size pick the page, the count stays the total', async () => {
    const second = await t.call(roomsCalls.roomList, { start: 2, page_size: 2 });
    expect([second.body.count, numbers(second.body.data)]).toEqual([3, ['L-101']]);
    expect((await t.call(roomsCalls.roomList, { start: 3, page_size: 2 })).body).toMatchObject({ count: 3, data: [] });
    expect((await t.call(roomsCalls.roomList, { page_size: 0 })).body.code).toBe(Code.FAIL);
  });
});

describe('room_detail (lease_detail): a room’s page', () => {
  it('shows the card and its cleaned rich text', async () => {
    const detail = await t.call(roomsCalls.roomDetail, { id: ids.taken });
    expect(detail.body.data).toMatchObject({
      id: ids.taken,
      number: 'L-101',
      area: '88.5',
      image: 'https://park.example.cn/demo/room.svg',
      content: '<p>朝南</p>',
    });
  });

  it('answers an unknown or unpublished room as not found, and a bad id with a Chinese message', async () => {
    for (const id of [999_999, ids.unpublished, ids.draft]) {
      expect((await t.call(roomsCalls.roomDetail, { id })).body, String(id)).toMatchObject({ code: Code.FAIL, msg: MSG.notFound });
    }
    const bad = await t.call(roomsCalls.roomDetail, { id: 'x' });
    expect(bad.body.code).toBe(Code.FAIL);
    expect(bad.body.msg).toMatch(/[\u4e00-\u9fa5]/);
  });
});
