// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { jumpLabel, pagerItems, type PagerItem } from './pager-items';

const show = (items: PagerItem[]) => items.map((i) => (i.kind === 'page' ? String(i.page) : i.dir === 'prev' ? '«' : '»')).join(' ');

describe('pagerItems', () => {
  it('hides the pager for a single page', () => {
    expect(pagerItems(1, 1)).toEqual([]);
    expect(pagerItems(1, 0)).toEqual([]);
  });

  it('shows every page up to seven', () => {
    expect(show(pagerItems(3, 7))).toBe('1 2 3 4 5 6 7');
  });

  it('never shows more than seven buttons', () => {
    for (let c = 1; c <= 40; c++) expect(pagerItems(c, 40).length, `page ${c}`).toBeLessThanOrEqual(7);
  });

  it('keeps first, last and the neighbours of the current page', () => {
    expect(show(pagerItems(1, 20))).toBe('1 2 3 4 5 » 20');
    expect(show(pagerItems(10, 20))).toBe('1 « 9 10 11 » 20');
    expect(show(pagerItems(20, 20))).toBe('1 « 16 17 18 19 20');
  });

  it('jumps three pages over the hidden ones', () => {
    expect(pagerItems(10, 20)[1]).toEqual({ kind: 'jump', to: 7, dir: 'prev' });
    expect(pagerItems(10, 20)[5]).toEqual({ kind: 'jump', to: 13, dir: 'next' });
    expect([jumpLabel('prev'), jumpLabel('next')]).toEqual(['向前 3 页', '向后 3 页']);
  });
});
