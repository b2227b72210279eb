import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as regionsCalls from '../../../shared/calls/regions';
import { Code } from '../../../shared/envelope';
import { createTestApp, type TestApp } from '../../test/harness';
import { regionRows, resolveRegion } from './regions.service';

// Every success below is also checked against the call's declared result (the harness fails the test otherwise).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** One level at a time, as our address form asks (depth 1). */
const children = async (parent_id?: number) =>
  (await t.call(regionsCalls.getRegionList, parent_id === undefined ? { depth: 1 } : { parent_id, depth: 1 })).body;

describe('getRegionList: the spec §3 region tree (id, name, items)', () => {
  it('answers the whole tree by default: provinces, their cities in items, their districts in the cities’ items', async () => {
    const res = (await t.call(regionsCalls.getRegionList, {})).body;
    expect(res.code).toBe(Code.OK);
    expect(res.count).toBe(res.data.length);
    const zj = res.data.find((r) => r.name === '浙江省')!;
    expect(zj).toMatchObject({ id: 330000, leaf: false });
    const hz = zj.items.find((r) => r.name === '杭州市')!;
    expect(hz).toMatchObject({ id: 330100, leaf: false });
    expect(hz.items.find((r) => r.name === '滨江区')).toEqual({ id: 330108, name: '滨江区', leaf: true, items: [] });
    // Every level is filled: a division has items exactly when it is no leaf; every district is a leaf.
    for (const p of res.data) {
      expect(p.items.length > 0, p.name).toBe(!p.leaf);
      for (const c of p.items) {
        expect(c.items.length > 0, c.name).toBe(!c.leaf);
        for (const d of c.items) expect(d).toMatchObject({ leaf: true, items: [] });
      }
    }
    expect(res.data.filter((p) => p.items.length > 0).length).toBeGreaterThanOrEqual(31);
    expect((await t.call(regionsCalls.getRegionList, { parent_id: -1 })).body.data).toEqual(res.data);
  });

  it('answers a province’s subtree, and as many levels as depth asks', async () => {
    const zj = (await t.call(regionsCalls.getRegionList, { parent_id: 330000 })).body.data;
    expect(zj.find((r) => r.name === '杭州市')!.items.find((r) => r.name === '滨江区')).toMatchObject({ id: 330108, leaf: true });
    const two = (await t.call(regionsCalls.getRegionList, { depth: 2 })).body.data.find((r) => r.name === '浙江省')!;
    expect(two.items.find((r) => r.name === '杭州市')).toEqual({ id: 330100, name: '杭州市', leaf: false, items: [] });
    expect((await t.call(regionsCalls.getRegionList, { depth: 4 })).body).toMatchObject({ code: Code.FAIL, msg: '层级应为 1 至 3' });
  });
});

describe('getRegionList: the divisions level by level (depth 1)', () => {
  it('answers the provinces by default (-1, or 0), in code order', async () => {
    const top = await children();
    expect(top.code).toBe(Code.OK);
    expect(top.count).toBe(top.data.length);
    expect(top.data.length).toBeGreaterThanOrEqual(31);
    expect(top.data.find((r) => r.name === '浙江省')).toEqual({ id: 330000, name: '浙江省', leaf: false, items: [] });
    const codes = top.data.map((r) => r.id);
    expect(codes).toEqual([...codes].sort((a, b) => a - b));
    expect((await t.call(regionsCalls.getRegionList, { parent_id: 0, depth: 1 })).body.data).toEqual(top.data);
  });

  it('walks province → city → district; a district is a leaf and has no children', async () => {
    const cities = await children(330000);
    expect(cities.data.find((r) => r.name === '杭州市')).toEqual({ id: 330100, name: '杭州市', leaf: false, items: [] });
    const districts = await children(330100);
    expect(districts.data.find((r) => r.name === '滨江区')).toEqual({ id: 330108, name: '滨江区', leaf: true, items: [] });
    expect(districts.data.every((r) => r.leaf)).toBe(true);
    expect(await children(330108)).toMatchObject({ code: Code.OK, count: 0, data: [] });
  });

  it('gives a municipality the city level with its own name (北京市 / 北京市 / 东城区)', async () => {
    expect((await children(110000)).data).toEqual([{ id: 110100, name: '北京市', leaf: false, items: [] }]);
    expect((await children(110100)).data.find((r) => r.name === '东城区')).toMatchObject({ id: 110101, leaf: true });
  });

  it('answers an unknown code with no divisions, and a malformed parent with a Chinese message', async () => {
    expect(await children(999_999)).toMatchObject({ code: Code.OK, count: 0, data: [] });
    expect(await children(10_000_000)).toMatchObject({ code: Code.FAIL, msg: '上级地区格式错误' });
    expect((await t.call(regionsCalls.getRegionList, { parent_id: 'x' })).body.code).toBe(Code.FAIL);
  });
});

describe('the regions table and an address’s text', () => {
  it('flattens the tree into three levels, adding the city level under a municipality', () => {
    const rows = regionRows([
      { c: '110000', n: '北京市', d: [{ c: '110101', n: '东城区' }] },
      { c: '330000', n: '浙江省', d: [{ c: '330100', n: '杭州市', d: [{ c: '330108', n: '滨江区' }] }] },
    ]);
    expect(rows).toEqual([
      { code: 110000, parentCode: 0, name: '北京市', level: 1 },
      { code: 110100, parentCode: 110000, name: '北京市', level: 2 },
      { code: 110101, parentCode: 110100, name: '东城区', level: 3 },
      { code: 330000, parentCode: 0, name: '浙江省', level: 1 },
      { code: 330100, parentCode: 330000, name: '杭州市', level: 2 },
      { code: 330108, parentCode: 330100, name: '滨江区', level: 3 },
    ]);
  });

  it('resolves a real chain ending at a leaf to its text, and nothing else', async () => {
    const db = t.database.db;
    expect(await resolveRegion(db, 330000, 330100, 330108)).toBe('浙江省杭州市滨江区');
    expect(await resolveRegion(db, 110000, 110100, 110101)).toBe('北京市东城区');
    expect(await resolveRegion(db, 330000, 330100, 0)).toBeNull(); // not a leaf
    expect(await resolveRegion(db, 110000, 330100, 330108)).toBeNull(); // not a chain
    expect(await resolveRegion(db, 0, 0, 0)).toBeNull();
  });
});
