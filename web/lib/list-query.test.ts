import { describe, expect, it } from 'vitest';
import { sp } from '~/test/query';
import { knownId, parseListQuery, positiveId } from './list-query';

describe('parseListQuery', () => {
  it('reads id filters, a fixed-set filter, the keyword and the page', () => {
    expect(parseListQuery(sp('first=3&second=12&keyword=%20芯片%20&page=2'), { first: 'id', second: 'id' })).toEqual({
      first: 3,
      second: 12,
      keyword: '芯片',
      page: 2,
    });
    expect(parseListQuery(sp('tab=2'), { tab: [0, 1, 2, 3] })).toEqual({ tab: 2, keyword: '', page: 1 });
  });

  it('falls back to all and page 1 for anything malformed', () => {
    expect(parseListQuery(sp('cat=abc&tab=9&page=-1'), { cat: 'id', tab: [0, 1, 2, 3] })).toEqual({ cat: 0, tab: 0, keyword: '', page: 1 });
    expect(parseListQuery(sp('cat=1.5&page=1.5'), { cat: 'id' })).toEqual({ cat: 0, keyword: '', page: 1 });
    expect(parseListQuery(sp('cat=99999999999&page=100001'), { cat: 'id' })).toEqual({ cat: 0, keyword: '', page: 1 });
    expect(parseListQuery(sp('tab='), { tab: [0, 1] })).toMatchObject({ tab: 0 });
  });

  it('ignores the header search `type` and cuts long keywords to 50 characters', () => {
    const q = parseListQuery(sp(`type=3&keyword=${'字'.repeat(80)}`), { cat: 'id' });
    expect(q).toEqual({ cat: 0, keyword: '字'.repeat(50), page: 1 });
  });
});

describe('positiveId and knownId', () => {
  it('accepts only positive whole numbers', () => {
    expect(positiveId('7')).toBe(7);
    for (const bad of [null, '', '0', '-1', '1e3', ' 7', 'x', '2147483648']) expect(positiveId(bad)).toBeNull();
  });

  it('keeps a category only when it exists', () => {
    expect(knownId(2, [{ id: 1 }, { id: 2 }])).toBe(2);
    expect(knownId(5, [{ id: 1 }])).toBe(0);
    expect(knownId(0, [])).toBe(0);
  });
});
