/** A numbered page, or a jump over hidden pages ('…') that lands `to`. */
export type PagerItem = { kind: 'page'; page: number } | { kind: 'jump'; to: number; dir: 'prev' | 'next' };

export const PAGER_JUMP = 3;

const pages = (from: number, to: number): PagerItem[] =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ kind: 'page', page: from + i }));

/**
 * Spec §2/§9: at most 7 buttons between the arrows — every page when there are 7 or fewer, otherwise the first,
 * the last, the current with its neighbours and a jump on each hidden side. Nothing for a single page.
 */
export function pagerItems(current: number, totalPages: number): PagerItem[] {
  if (totalPages <= 1) return [];
  if (totalPages <= 7) return pages(1, totalPages);
  const c = Math.min(Math.max(current, 1), totalPages);
  const last: PagerItem = { kind: 'page', page: totalPages };
  const first: PagerItem = { kind: 'page', page: 1 };
  const back: PagerItem = { kind: 'jump', to: Math.max(1, c - PAGER_JUMP), dir: 'prev' };
  const ahead: PagerItem = { kind: 'jump', to: Math.min(totalPages, c + PAGER_JUMP), dir: 'next' };
  if (c <= 4) return [...pages(1, 5), ahead, last];
  if (c >= totalPages - 3) return [first, back, ...pages(totalPages - 4, totalPages)];
  return [first, back, ...pages(c - 1, c + 1), ahead, last];
}
