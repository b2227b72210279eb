// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { paths } from '~/config/paths';
import { parseInformationQuery } from './information-query';

const parse = (q: string) => parseInformationQuery(new URLSearchParams(q));

describe('parseInformationQuery', () => {
  it('reads category, quarter, keyword and page', () => {
    expect(parse('cat=2&quarter=3&keyword=%20人才%20&page=4')).toEqual({ cat: 2, year: 0, quarter: 3, keyword: '人才', page: 4 });
  });

  it('falls back to all and page 1 for anything unknown', () => {
    expect(parse('cat=9&quarter=-1&page=abc')).toEqual({ cat: 0, year: 0, quarter: 0, keyword: '', page: 1 });
    expect(parse('page=0')).toMatchObject({ page: 1 });
  });

  it('ignores the navigation search `type`, which is the search category, not a filter', () => {
    expect(parse('type=1&keyword=x')).toEqual({ cat: 0, year: 0, quarter: 0, keyword: 'x', page: 1 });
  });

  it('round-trips through paths.information without default values', () => {
    expect(paths.information({ cat: 0, year: 0, quarter: 0, keyword: '', page: 1 })).toBe('/information');
    expect(paths.information({ cat: 1, quarter: 2, keyword: 'a b', page: 3 })).toBe('/information?cat=1&quarter=2&keyword=a+b&page=3');
  });

  it('reads a year the API accepts (2000–2100), else every year, and keeps it in the link', () => {
    expect(parse('year=2025&quarter=1')).toMatchObject({ year: 2025, quarter: 1 });
    for (const bad of ['1999', '2101', '2025.5', 'abc', '-2025']) expect(parse(`year=${bad}`)).toMatchObject({ year: 0 });
    expect(paths.information({ cat: 0, year: 2025, quarter: 1, page: 2 })).toBe('/information?year=2025&quarter=1&page=2');
    expect(parse('year=2025&quarter=1&page=2')).toEqual({ cat: 0, year: 2025, quarter: 1, keyword: '', page: 2 });
  });
});
