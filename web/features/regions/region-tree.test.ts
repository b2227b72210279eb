import { describe, expect, it } from 'vitest';
import { cascaderValue, parentsToLoad, prefilledOptions, regionCodes, toOptions, withChildren } from './region-tree';

const provinces = [
  { id: 110000, name: '北京市', leaf: false },
  { id: 330000, name: '浙江省', leaf: false },
];

describe('region cascader value ↔ province / city / district', () => {
  it('turns codes into the cascader value, stopping at the first missing level', () => {
    expect(cascaderValue({ province: 330000, city: 330100, district: 330108 })).toEqual([330000, 330100, 330108]);
    expect(cascaderValue({ province: 330000, city: 441900, district: 0 })).toEqual([330000, 441900]);
    expect(cascaderValue({ province: 0, city: 0, district: 0 })).toEqual([]);
  });

  it('turns a cascader value into the three codes, 0 for missing levels', () => {
    expect(regionCodes([330000, 330100, 330108])).toEqual({ province: 330000, city: 330100, district: 330108 });
    expect(regionCodes([440000, 441900])).toEqual({ province: 440000, city: 441900, district: 0 });
    expect(regionCodes(undefined)).toEqual({ province: 0, city: 0, district: 0 });
  });
});

describe('loading level by level', () => {
  it('hangs children under the chosen option without touching the rest', () => {
    const top = toOptions(provinces);
    const next = withChildren(top, [330000], toOptions([{ id: 330100, name: '杭州市', leaf: false }]));
    expect(next[1]?.children?.[0]).toEqual({ value: 330100, label: '杭州市', isLeaf: false });
    expect(next[0]).toBe(top[0]);
    const deeper = withChildren(next, [330000, 330100], toOptions([{ id: 330108, name: '滨江区', leaf: true }]));
    expect(deeper[1]?.children?.[0]?.children?.[0]).toEqual({ value: 330108, label: '滨江区', isLeaf: true });
    expect(top[1]?.children).toBeUndefined();
  });

  it('makes a division without children a leaf, so it can be chosen', () => {
    expect(withChildren(toOptions(provinces), [110000], [])[0]).toMatchObject({ isLeaf: true, children: undefined });
  });

  it('loads the levels a saved selection needs and shows it', () => {
    const codes = { province: 330000, city: 330100, district: 330108 };
    expect(parentsToLoad(codes)).toEqual([-1, 330000, 330100]);
    expect(parentsToLoad({ province: 0, city: 0, district: 0 })).toEqual([-1]);
    const options = prefilledOptions(codes, [
      provinces,
      [{ id: 330100, name: '杭州市', leaf: false }],
      [{ id: 330108, name: '滨江区', leaf: true }],
    ]);
    expect(options[1]?.children?.[0]?.children?.[0]?.label).toBe('滨江区');
  });
});
