import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, rooms, shopCategories } from '../../db/schema/index';
import { buildSearchable, insertRows } from '../../test/factories';
import { createTestApp, signIn, type TestApp } from '../../test/harness';
import * as companiesCalls from '../../../shared/calls/companies';
import * as roomsCalls from '../../../shared/calls/rooms';
import * as searchCalls from '../../../shared/calls/search';
import * as siteCalls from '../../../shared/calls/site';

let t: TestApp;
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const [ai, bio] = await insertRows(
    db,
    shopCategories,
    ['人工智能', '生物医药'].map((name, i) => ({ name, sort: i + 1 })),
  );
  ids.ai = ai!.id;
  for (let i = 0; i < 11; i++) {
    const r = await buildSearchable(
      db,
      companies,
      {
        name: `智算科技${i}有限公司`,
        contactName: '王经理',
        mobile: '13800000000',
        categoryIds: i < 4 ? [ai!.id, bio!.id] : [bio!.id],
        status: 1,
        regionText: '浙江省杭州市滨江区',
        address: '网商路1号',
        logo: '/demo/logo.svg',
        viewCount: i,
        idFrontPath: 'private/id-front.jpg',
        licensePath: 'private/license.jpg',
        content: '<p>简介</p><img src=x onerror=alert(1)>',
      },
      [`智算科技${i}有限公司`],
    );
    ids[`c${i}`] = r.id;
  }
  const pending = await buildSearchable(db, companies, { name: '审核中企业', contactName: '李', mobile: '13900000000', status: 0 }, [
    '审核中企业',
  ]);
  ids.pending = pending.id;
  for (let i = 0; i < 11; i++) {
    await buildSearchable(
      db,
      rooms,
      {
        title: `A座${1200 + i}室 精装办公`,
        number: `A-${1200 + i}`,
        position: 'A座12层',
        work: 20,
        area: '120.50',
        occupancy: i < 2 ? 1 : 0,
      },
      [`A座${1200 + i}室 精装办公`],
    );
  }
});
afterAll(() => t.close());

describe('company directory', () => {
  it('lists only approved companies, 9 a page, most viewed first', async () => {
    const res = await t.call(companiesCalls.shopList, {});
    expect(res.body.count).toBe(11);
    expect(res.body.data).toHaveLength(9);
    expect(res.body.data[0]).toMatchObject({
      shop_name: '智算科技10有限公司',
      address: '浙江省杭州市滨江区网商路1号',
      see_number: 10,
      cat_name: '生物医药',
    });
    expect(JSON.stringify(res.body)).not.toContain('审核中企业');
  });

  it('never exposes the contact mobile or ID photos in public answers', async () => {
    const list = JSON.stringify((await t.call(companiesCalls.shopList, {})).body);
    const detail = JSON.stringify((await t.call(companiesCalls.shopDetail, { id: ids.c1 })).body);
    for (const text of [list, detail]) {
      expect(text).not.toContain('13800000000');
      expect(text).not.toContain('private/');
    }
  });

  it('filters by category and keyword', async () => {
    expect((await t.call(companiesCalls.shopList, { cat_id: ids.ai })).body.count).toBe(4);
    expect((await t.call(companiesCalls.shopList, { keyword: '智算科技3' })).body.count).toBe(1);
  });

  it('counts a view on each detail and refuses companies not approved', async () => {
    const a = await t.call(companiesCalls.shopDetail, { id: ids.c2 });
    const b = await t.call(companiesCalls.shopDetail, { id: ids.c2 });
    expect(b.body.data.see_number).toBe(a.body.data.see_number + 1);
    expect(a.body.data.content).toBe('<p>简介</p><img src="http://localhost:3000/x" loading="lazy" />');
    expect((await t.call(companiesCalls.shopDetail, { id: ids.pending })).body.msg).toBe('内容不存在或已下线');
  });

  it('draws random approved companies and the total', async () => {
    const res = await t.call(companiesCalls.shopRand, {});
    expect(res.body.data).toHaveLength(3);
    expect(res.body.count).toBe(11);
    expect((await t.call(companiesCalls.shopRand, { page_size: 50 })).body.msg).toBe('数量应为 1 至 12');
  });

  it('lists categories', async () => {
    expect((await t.call(companiesCalls.shopCategory, {})).body.data.map((c: { name: string }) => c.name)).toEqual([
      '人工智能',
      '生物医药',
    ]);
  });
});

describe('rooms to lease', () => {
  it('lists vacant rooms first with area in square metres, 10 a page, keyword', async () => {
    const res = await t.call(roomsCalls.roomList, {});
    expect(res.body.count).toBe(11);
    expect(res.body.data).toHaveLength(10);
    expect(res.body.data[0]).toMatchObject({ position: 'A座12层', work: 20, area: '120.5' });
    expect((await t.call(roomsCalls.roomList, { keyword: 'A座1205' })).body.count).toBe(1);
    const d = await t.call(roomsCalls.roomDetail, { id: res.body.data[0]!.id });
    expect(d.body.data).toMatchObject({ number: expect.stringMatching(/^A-/), content: '' });
  });
});

describe('search_list', () => {
  it('needs a session and a keyword, and searches one category', async () => {
    expect((await t.call(searchCalls.searchList, { type: 7, keyword: '智算' })).body.code).toBe(50008);
    const { token } = await signIn(t);
    expect((await t.call(searchCalls.searchList, { type: 7 }, token)).body.msg).toBe('请输入关键词');
    const hits = await t.call(searchCalls.searchList, { type: 7, keyword: '智算' }, token);
    expect(hits.body.count).toBe(11);
    expect(hits.body.data[0]).toMatchObject({ type: 7, title: expect.stringMatching(/智算科技/) });
    const roomsHit = await t.call(searchCalls.searchList, { type: 6, keyword: '精装' }, token);
    expect(roomsHit.body.count).toBe(11);
    expect((await t.call(searchCalls.searchList, { type: 8, keyword: 'x' }, token)).body.msg).toBe('分类不存在');
  });
});

describe('show_dataone', () => {
  it('counts the park live', async () => {
    const res = await t.call(siteCalls.showDataone, {});
    expect(res.body.data).toMatchObject({ shop_number: 11, room_number: 11, vacant_room_number: 9 });
  });
});
