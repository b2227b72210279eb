import { describe, expect, it } from 'vitest';
import { sp } from '~/test/query';
import {
  ExportKind,
  pageBeyondEnd,
  parseWarnQuery,
  warnExportHref,
  warnHref,
  warnListPayload,
  warnTabLabel,
  warnTabLinks,
} from './warnings-query';

describe('warnings URL query', () => {
  it('reads tab, keyword and page', () => {
    expect(parseWarnQuery(sp('tab=2&keyword=%20星河%20&page=3'))).toEqual({ tab: 2, keyword: '星河', page: 3 });
    expect(parseWarnQuery(sp('tab=1'))).toEqual({ tab: 1, keyword: '', page: 1 });
  });

  it('falls back to 全部预警 and page 1 for anything unknown', () => {
    expect(parseWarnQuery(sp('tab=3&page=0'))).toEqual({ tab: 0, keyword: '', page: 1 });
    expect(parseWarnQuery(sp('tab=abc&page=-2'))).toEqual({ tab: 0, keyword: '', page: 1 });
    expect(parseWarnQuery(sp('tab=1.5&page=2.5'))).toEqual({ tab: 0, keyword: '', page: 1 });
  });

  it('cuts a keyword to the API limit', () => {
    expect(parseWarnQuery(sp(`keyword=${'字'.repeat(80)}`)).keyword).toHaveLength(50);
  });

  it('leaves defaults out of links', () => {
    expect(warnHref('/system/warning', { tab: 0, keyword: '', page: 1 })).toBe('/system/warning');
    expect(warnHref('/system/warning', { tab: 2, keyword: '101', page: 2 })).toBe('/system/warning?tab=2&keyword=101&page=2');
  });

  it('asks the list call for 7 a page with the tab as the spec type', () => {
    expect(warnListPayload({ tab: 2, keyword: '星河', page: 3 })).toEqual({ keyword: '星河', type: 2, start: 3, page_size: 7 });
    expect(warnListPayload({ tab: 0, keyword: '', page: 1 })).toEqual({ type: 0, start: 1, page_size: 7 });
  });
});

describe('warning tabs', () => {
  it('lists 全部预警, 一周内到期, 一个月内到期 with the spec values 0, 2, 1', () => {
    const links = warnTabLinks('/system/otherwarning', { tab: 1, keyword: '物业', page: 4 });
    expect(links.map((l) => [l.label, l.value, l.active])).toEqual([
      ['全部预警', 0, false],
      ['一周内到期', 2, false],
      ['一个月内到期', 1, true],
    ]);
  });

  it('keeps the keyword and resets the page when switching', () => {
    const links = warnTabLinks('/system/warning', { tab: 0, keyword: 'A1', page: 4 });
    expect(links.map((l) => l.href)).toEqual([
      '/system/warning?keyword=A1',
      '/system/warning?tab=2&keyword=A1',
      '/system/warning?tab=1&keyword=A1',
    ]);
  });

  it('names a tab by its value', () => {
    expect([0, 1, 2, 9].map(warnTabLabel)).toEqual(['全部预警', '一个月内到期', '一周内到期', '全部预警']);
  });
});

describe('export link', () => {
  it('downloads the current filter, rooms or fees', () => {
    expect(warnExportHref(ExportKind.ROOMS, { tab: 2, keyword: '' })).toBe('/api/admin/warn_export?kind=1&type=2');
    expect(warnExportHref(ExportKind.FEES, { tab: 0, keyword: '物业 费' })).toBe(
      '/api/admin/warn_export?kind=2&type=0&keyword=%E7%89%A9%E4%B8%9A+%E8%B4%B9',
    );
  });
});

describe('a page past the end', () => {
  it('sends to the last page when the asked one is empty but rows remain', () => {
    expect(pageBeyondEnd(3, 14, 0)).toBe(2);
    expect(pageBeyondEnd(2, 7, 0)).toBe(1);
  });

  it('leaves a page with rows, the first page and an empty list alone', () => {
    expect(pageBeyondEnd(2, 14, 7)).toBeNull();
    expect(pageBeyondEnd(1, 5, 0)).toBeNull();
    expect(pageBeyondEnd(5, 0, 0)).toBeNull();
  });
});
