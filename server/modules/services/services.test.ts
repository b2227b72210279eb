import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentState } from '../../../shared/contracts/content-admin';
import { MSG } from '../../../shared/messages';
import { financeItems, startupItems, techCategories, techItems, trainCategories, trainItems } from '../../db/schema/index';
import { buildSearchable, insertRows } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';
import * as servicesCalls from '../../../shared/calls/services';
import { SERVICE_KINDS } from './services.kinds';

let t: TestApp;
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const [ai, bio] = await insertRows(db, techCategories, [
    { name: '人工智能', sort: 1 },
    { name: '生物医药', sort: 2 },
  ]);
  const [vision] = await insertRows(db, techCategories, [
    { name: '机器视觉', parentId: ai!.id },
    { name: '语音', parentId: ai!.id },
  ]);
  ids.ai = ai!.id;
  ids.bio = bio!.id;
  ids.vision = vision!.id;
  for (let i = 0; i < 10; i++) {
    const r = await buildSearchable(
      db,
      techItems,
      {
        firstId: ai!.id,
        secondId: i < 3 ? vision!.id : 0,
        name: `工业视觉检测平台${i}`,
        company: '视界科技',
        image: '/demo/t.svg',
        content: '<p>介绍</p><script>x</script>',
      },
      [`工业视觉检测平台${i}`, '视界科技'],
    );
    ids[`tech${i}`] = r.id;
  }
  await buildSearchable(db, techItems, { firstId: bio!.id, name: '基因测序服务', company: '华因生物' }, ['基因测序服务', '华因生物']);
  await buildSearchable(db, techItems, { firstId: bio!.id, name: '下线服务', status: 0 }, ['下线服务']);
  for (const [type, name] of [
    [1, '代理记账'],
    [1, '工商注册'],
    [2, '商标注册'],
    [3, '高企认定辅导'],
  ] as const) {
    await buildSearchable(db, startupItems, { type, name, title: `${name}一站式服务`, company: '园区服务中心', consultationCount: 2 }, [
      name,
    ]);
  }
  for (let i = 0; i < 12; i++)
    await buildSearchable(db, financeItems, { name: `天使投资对接会${i}`, summary: '对接资本' }, [`天使投资对接会${i}`]);
  const [salon] = await insertRows(db, trainCategories, [
    { name: '创业沙龙', sort: 1 },
    { name: '政策宣讲', sort: 2 },
  ]);
  ids.salon = salon!.id;
  await buildSearchable(
    db,
    trainItems,
    {
      catId: salon!.id,
      name: '数字化转型沙龙',
      activeTime: new Date('2026-12-01T06:00:00Z'),
      address: '园区A座报告厅',
      domain: '制造业企业负责人',
    },
    ['数字化转型沙龙'],
  );
  await buildSearchable(
    db,
    trainItems,
    { catId: salon!.id + 1, name: '研发费用加计扣除宣讲', activeTime: new Date('2026-10-01T06:00:00Z'), address: '园区B座' },
    ['研发费用加计扣除宣讲'],
  );
});
afterAll(() => t.close());

describe('technical services', () => {
  it('lists first-level categories, and the children of one', async () => {
    const top = await t.call(servicesCalls.techCategory, {});
    expect(top.body.data.map((c: { name: string }) => c.name)).toEqual(['人工智能', '生物医药']);
    const kids = await t.call(servicesCalls.techCategory, { cat_id: ids.ai });
    expect(kids.body.data.map((c: { name: string }) => c.name)).toEqual(['机器视觉', '语音']);
  });

  it('pages 8 at a time and filters by both levels and keyword', async () => {
    const all = await t.call(servicesCalls.techList, {});
    expect(all.body).toMatchObject({ code: 1, count: 11 });
    expect(all.body.data).toHaveLength(8);
    expect(all.body.data.find((d: { name: string }) => d.name === '工业视觉检测平台9')).toMatchObject({
      company: '视界科技',
      question_number: 0,
      image: 'http://localhost:3000/demo/t.svg',
    });
    expect((await t.call(servicesCalls.techList, { first_id: ids.ai })).body.count).toBe(10);
    expect((await t.call(servicesCalls.techList, { first_id: ids.ai, second_id: ids.vision })).body.count).toBe(3);
    expect((await t.call(servicesCalls.techList, { keyword: '测序' })).body.count).toBe(1);
    expect((await t.call(servicesCalls.techList, { keyword: '下线' })).body.count).toBe(0);
  });

  it('shows a detail with sanitized content; unknown ids get a message', async () => {
    const res = await t.call(servicesCalls.techDetail, { id: ids.tech0 });
    expect(res.body.data).toMatchObject({ name: '工业视觉检测平台0', content: '<p>介绍</p>' });
    expect((await t.call(servicesCalls.techDetail, { id: 987654 })).body).toMatchObject({ code: 0, msg: '内容不存在或已下线' });
    expect((await t.call(servicesCalls.techDetail, { id: 'abc' })).body.code).toBe(0);
  });
});

describe('start-up services (startup)', () => {
  it('filters by type tab and keyword, with provider and consultation count', async () => {
    expect((await t.call(servicesCalls.startupList, {})).body.count).toBe(4);
    const reg = await t.call(servicesCalls.startupList, { type: 1 });
    expect(reg.body.count).toBe(2);
    expect(reg.body.data[0]).toMatchObject({ type_name: '工商注册与财税', company: '园区服务中心', question_number: 2 });
    expect((await t.call(servicesCalls.startupList, { keyword: '商标' })).body.count).toBe(1);
    expect((await t.call(servicesCalls.startupList, { type: 4 })).body.msg).toBe('类型不存在');
  });

  it('shows a start-up detail', async () => {
    const list = await t.call(servicesCalls.startupList, { type: 3 });
    const res = await t.call(servicesCalls.startupDetail, { id: list.body.data[0]!.id });
    expect(res.body.data).toMatchObject({ name: '高企认定辅导', title: '高企认定辅导一站式服务' });
  });
});

describe('incubation (finance) and training', () => {
  it('pages incubation items 10 at a time', async () => {
    const p1 = await t.call(servicesCalls.financeList, {});
    expect(p1.body.count).toBe(12);
    expect(p1.body.data).toHaveLength(10);
    expect((await t.call(servicesCalls.financeList, { start: 2 })).body.data).toHaveLength(2);
    const d = await t.call(servicesCalls.financeDetail, { id: p1.body.data[0]!.id });
    expect(d.body.data.name).toMatch(/天使投资对接会/);
  });

  it('lists training categories and activities newest first, by category', async () => {
    const cats = await t.call(servicesCalls.trainCategory, {});
    expect(cats.body.data.map((c: { name: string }) => c.name)).toEqual(['创业沙龙', '政策宣讲']);
    const all = await t.call(servicesCalls.trainList, {});
    expect(all.body.data.map((x: { name: string }) => x.name)).toEqual(['数字化转型沙龙', '研发费用加计扣除宣讲']);
    expect(all.body.data[0]).toMatchObject({ active_time: '2026-12-01 14:00', address: '园区A座报告厅' });
    expect((await t.call(servicesCalls.trainList, { cat_id: ids.salon })).body.count).toBe(1);
    const d = await t.call(servicesCalls.trainDetail, { id: all.body.data[1]!.id });
    expect(d.body.data).toMatchObject({ name: '研发费用加计扣除宣讲', address: '园区B座' });
  });

  it('carries the spec’s domain field (whom a training is for) in the list and the detail', async () => {
    const all = await t.call(servicesCalls.trainList, {});
    expect(all.body.data.map((x: { domain: string }) => x.domain)).toEqual(['制造业企业负责人', '']);
    const d = await t.call(servicesCalls.trainDetail, { id: all.body.data[0]!.id });
    expect(d.body.data).toMatchObject({ domain: '制造业企业负责人', content: expect.any(String) });
  });
});

describe('every kind of the table (services.kinds.ts) answers its own calls the same way', () => {
  const unpublished: Record<string, number> = {};
  beforeAll(async () => {
    const db = t.database.db;
    const hidden = { status: ContentState.UNPUBLISHED };
    unpublished.tech = (await buildSearchable(db, techItems, { ...hidden, firstId: ids.ai!, name: '未发布科技' }, ['未发布科技'])).id;
    unpublished.startup = (await buildSearchable(db, startupItems, { ...hidden, type: 1, name: '未发布创业' }, ['未发布创业'])).id;
    unpublished.finance = (await buildSearchable(db, financeItems, { ...hidden, name: '未发布孵化' }, ['未发布孵化'])).id;
    unpublished.train = (
      await buildSearchable(db, trainItems, { ...hidden, catId: ids.salon!, name: '未发布培训', activeTime: new Date() }, ['未发布培训'])
    ).id;
  });

  it.each(Object.keys(SERVICE_KINDS) as (keyof typeof SERVICE_KINDS)[])(
    '%s: lists published items only, and its detail is its card with the text',
    async (name) => {
      const { calls } = SERVICE_KINDS[name];
      const list = await t.call(calls.list, { page_size: 50 });
      // The kinds' cards differ; what is checked here is what every card has.
      const cards = list.body.data as { id: number }[];
      expect(list.body.code).toBe(1);
      expect(cards.length).toBe(list.body.count);
      expect(cards.map((c) => c.id)).not.toContain(unpublished[name]);
      const card = cards[0]!;
      const detail = await t.call(calls.detail, { id: card.id });
      expect(detail.body.data).toEqual({ ...card, content: expect.any(String) });
    },
  );

  it.each(Object.keys(SERVICE_KINDS) as (keyof typeof SERVICE_KINDS)[])('%s: an unpublished or unknown item is not found', async (name) => {
    const { calls } = SERVICE_KINDS[name];
    for (const id of [unpublished[name]!, 987_654]) {
      expect((await t.call(calls.detail, { id })).body, `${name} ${id}`).toMatchObject({ code: 0, msg: MSG.notFound });
    }
  });
});
