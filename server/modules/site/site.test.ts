import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIG_KEYS } from '../../../shared/contracts/site';
import { externalLinks, financeItems, partners, rooms, siteSettings, startupItems, techItems, trainItems } from '../../db/schema/index';
import { buildPolicy, buildSearchable } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';
import * as siteCalls from '../../../shared/calls/site';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://park.example.cn' });
  await t.database.db.insert(siteSettings).values([
    { key: 'phone', value: '0571-88880000' },
    { key: 'shouye_pic', value: '/demo/home.svg' },
    { key: 'collect_code', value: ['/demo/qr-a.svg', 'https://cdn.example.cn/qr-b.png'] },
    { key: 'beianhao', value: '浙ICP备2026000000号-1' },
  ]);
  await t.database.db.insert(externalLinks).values([
    { name: '中国政府网', href: 'https://www.gov.cn', sort: 1 },
    { name: '已停用', href: 'https://old.example.cn', enabled: false },
    { name: '科学技术部', href: 'https://www.most.gov.cn', sort: 2 },
  ]);
  await t.database.db.insert(partners).values([{ name: '合作银行', image: '/demo/p1.svg', href: 'https://bank.example.cn' }]);
});
afterAll(() => t.close());

describe(siteCalls.config.path, () => {
  it('serves every config field of the spec, empty where unset', async () => {
    const res = await t.call(siteCalls.config);
    expect(res.body.code).toBe(1);
    // Plus `demo`, which says whether the demonstration QR sign-in is on (issue 11), and `site_domain`, PUBLIC_URL's host (issue 14).
    expect(Object.keys(res.body.data).sort()).toEqual([...CONFIG_KEYS, 'demo', 'site_domain'].sort());
    expect(res.body.data.site_domain).toBe('park.example.cn');
    expect(res.body.data).toMatchObject({ phone: '0571-88880000', beianhao: '浙ICP备2026000000号-1', email: '' });
  });

  it('prepends the base address to images lacking http (spec §9)', async () => {
    const { data } = (await t.call(siteCalls.config)).body;
    expect(data.shouye_pic).toBe('https://park.example.cn/demo/home.svg');
    expect(data.collect_code).toEqual(['https://park.example.cn/demo/qr-a.svg', 'https://cdn.example.cn/qr-b.png']);
  });
});

describe(`${siteCalls.links.path} and ${siteCalls.partnerList.path}`, () => {
  it('lists enabled links in their order', async () => {
    const res = await t.call(siteCalls.links);
    expect(res.body.data.map((l: { name: string }) => l.name)).toEqual(['中国政府网', '科学技术部']);
    expect(res.body.count).toBe(2);
    // Spec §3 link: name, image, href; a footer link has no picture, so image is ''.
    expect(res.body.data[0]).toEqual({ id: expect.any(Number), name: '中国政府网', image: '', href: 'https://www.gov.cn' });
  });

  it('lists partners with absolute logo addresses', async () => {
    const res = await t.call(siteCalls.partnerList);
    expect(res.body.data[0]).toMatchObject({
      name: '合作银行',
      image: 'https://park.example.cn/demo/p1.svg',
      href: 'https://bank.example.cn',
    });
  });
});

describe(siteCalls.showDataone.path, () => {
  it('counts only what is published, in one answer: policies, services of three kinds, trainings, rooms', async () => {
    const db = t.database.db;
    await buildPolicy(db);
    await buildPolicy(db);
    await buildPolicy(db, { status: 0 });
    await buildSearchable(db, techItems, { firstId: 1, name: '检测平台' }, ['检测平台']);
    await buildSearchable(db, techItems, { firstId: 1, name: '下线服务', status: 0 }, ['下线服务']);
    await buildSearchable(db, startupItems, { type: 1, name: '代理记账' }, ['代理记账']);
    await buildSearchable(db, financeItems, { name: '投资对接会' }, ['投资对接会']);
    await buildSearchable(db, trainItems, { catId: 1, name: '沙龙', activeTime: new Date('2026-12-01T06:00:00Z') }, ['沙龙']);
    await buildSearchable(db, trainItems, { catId: 1, name: '已撤下', activeTime: new Date('2026-12-01T06:00:00Z'), status: 0 }, [
      '已撤下',
    ]);
    await buildSearchable(db, rooms, { title: 'A101', number: 'A-101', occupancy: 1 }, ['A101']);
    await buildSearchable(db, rooms, { title: 'A102', number: 'A-102' }, ['A102']);
    await buildSearchable(db, rooms, { title: 'A103', number: 'A-103', status: 0 }, ['A103']);
    const res = await t.call(siteCalls.showDataone);
    expect(res.body.code).toBe(1);
    expect(res.body.data).toEqual({
      shop_number: 0,
      room_number: 2,
      vacant_room_number: 1,
      policy_number: 2,
      service_number: 3,
      train_number: 1,
    });
  });
});
