import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as searchCalls from '../../../shared/calls/search';
import { ContentState } from '../../../shared/contracts/content-admin';
import { Code } from '../../../shared/envelope';
import { companies, financeItems, rooms, startupItems, techItems, trainItems } from '../../db/schema/index';
import { buildPolicy, buildSearchable } from '../../test/factories';
import { createTestApp, signIn, type TestApp } from '../../test/harness';

// Every success below is also checked against the call's declared result (the harness fails the test otherwise).
let t: TestApp;
let token: string;
const ids: Record<string, number> = {};
const company = { contactName: '王经理', mobile: '13800000000', regionText: '浙江省杭州市', address: '星海路1号', logo: '/demo/logo.svg' };

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://park.example.cn' });
  const db = t.database.db;
  ids.policy = (
    await buildPolicy(db, { title: '星海园区人才政策', summary: '人才补贴', releaseTime: new Date('2026-03-02T01:00:00Z') })
  ).id;
  ids.tech = (
    await buildSearchable(db, techItems, { firstId: 1, name: '星海检测平台', company: '视界科技', image: '/demo/t.svg' }, ['星海检测平台'])
  ).id;
  await buildSearchable(db, techItems, { firstId: 1, name: '星海下线平台', status: ContentState.UNPUBLISHED }, ['星海下线平台']);
  ids.startup = (await buildSearchable(db, startupItems, { type: 1, name: '星海代理记账', title: '一站式财税' }, ['星海代理记账'])).id;
  ids.train = (
    await buildSearchable(
      db,
      trainItems,
      { catId: 1, name: '星海创业沙龙', address: '报告厅', activeTime: new Date('2026-12-01T17:00:00Z') },
      ['星海创业沙龙'],
    )
  ).id;
  ids.finance = (await buildSearchable(db, financeItems, { name: '星海天使对接', summary: '对接资本' }, ['星海天使对接'])).id;
  for (let i = 1; i <= 3; i++) {
    ids[`room${i}`] = (
      await buildSearchable(
        db,
        rooms,
        {
          title: `星海办公室${i}`,
          number: `S-${i}`,
          position: `S座${i}层`,
          image: '/demo/s.svg',
          createdAt: new Date(`2026-01-0${i}T04:00:00Z`),
        },
        [`星海办公室${i}`],
      )
    ).id;
  }
  ids.company = (await buildSearchable(db, companies, { ...company, name: '星海智能有限公司', status: 1 }, ['星海智能有限公司'])).id;
  await buildSearchable(db, companies, { ...company, name: '星海审核中企业', status: 0 }, ['星海审核中企业']);
  await buildSearchable(db, companies, { ...company, name: '星海不公开企业', status: 1, listed: false }, ['星海不公开企业']);
  ({ token } = await signIn(t));
});
afterAll(() => t.close());

const find = (body: { type?: unknown; keyword?: unknown; start?: unknown; page_size?: unknown }) =>
  t.call(searchCalls.searchList, body, token);

describe('search_list: one category of the navigation search', () => {
  it('finds each category’s published items by keyword, in the one shape of every hit', async () => {
    const expected: [number, number, string, string][] = [
      [1, ids.policy!, '星海园区人才政策', '人才补贴'],
      [2, ids.tech!, '星海检测平台', '视界科技'],
      [3, ids.startup!, '星海代理记账', '一站式财税'],
      [4, ids.train!, '星海创业沙龙', '报告厅'],
      [5, ids.finance!, '星海天使对接', '对接资本'],
      [6, ids.room3!, '星海办公室3', 'S座3层'],
      [7, ids.company!, '星海智能有限公司', '星海路1号'],
    ];
    for (const [type, id, title, summary] of expected) {
      const res = await find({ type, keyword: '星海' });
      expect(res.body.code, String(type)).toBe(Code.OK);
      expect(res.body.data[0], String(type)).toMatchObject({ id, type, title, summary });
    }
  });

  it('writes the time as a date in China Standard Time and the image as an absolute address', async () => {
    expect((await find({ type: 4, keyword: '星海' })).body.data[0]).toMatchObject({ time: '2026-12-02', image: '' });
    expect((await find({ type: 6, keyword: '星海办公室3' })).body.data).toEqual([
      {
        id: ids.room3,
        type: 6,
        title: '星海办公室3',
        summary: 'S座3层',
        image: 'https://park.example.cn/demo/s.svg',
        time: '2026-01-03',
        detail_type: 0,
        in_body: false,
      },
    ]);
    expect((await find({ type: 7, keyword: '星海' })).body.data[0]!.image).toBe('https://park.example.cn/demo/logo.svg');
  });

  it('finds only what the public sees: no unpublished item, no company under review or taken off the directory', async () => {
    expect((await find({ type: 2, keyword: '星海' })).body).toMatchObject({ count: 1 });
    expect((await find({ type: 2, keyword: '下线' })).body).toMatchObject({ count: 0, data: [] });
    const firms = await find({ type: 7, keyword: '星海' });
    expect([firms.body.count, firms.body.data.map((c) => c.title)]).toEqual([1, ['星海智能有限公司']]);
  });

  it('searches policies when no category is given, and refuses an unknown category', async () => {
    expect((await find({ keyword: '星海' })).body.data.map((h) => h.type)).toEqual([1]);
    for (const type of [0, 8, 'x']) {
      expect((await find({ type, keyword: '星海' })).body, String(type)).toMatchObject({ code: Code.FAIL });
    }
    expect((await find({ type: 8, keyword: '星海' })).body.msg).toBe('分类不存在');
  });

  it('needs a keyword: missing, empty or blank is refused with a Chinese message', async () => {
    for (const keyword of [undefined, '', '   ']) {
      expect((await find({ type: 6, keyword })).body, JSON.stringify(keyword)).toMatchObject({ code: Code.FAIL, msg: '请输入关键词' });
    }
    expect((await find({ type: 6, keyword: '星'.repeat(51) })).body).toMatchObject({ code: Code.FAIL, msg: '关键词不能超过 50 个字' });
  });

  it('pages newest first; the count is every match', async () => {
    const first = await find({ type: 6, keyword: '星海', page_size: 2 });
    expect([first.body.count, first.body.data.map((h) => h.title)]).toEqual([3, ['星海办公室3', '星海办公室2']]);
    const second = await find({ type: 6, keyword: '星海', page_size: 2, start: 2 });
    expect([second.body.count, second.body.data.map((h) => h.title)]).toEqual([3, ['星海办公室1']]);
    expect((await find({ type: 6, keyword: '星海', page_size: 2, start: 3 })).body).toMatchObject({ count: 3, data: [] });
  });

  it('needs a session', async () => {
    expect((await t.call(searchCalls.searchList, { type: 6, keyword: '星海' })).body.code).toBe(Code.TOKEN_INVALID);
  });
});
