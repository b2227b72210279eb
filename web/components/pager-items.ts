import { PAGER_BUTTONS, PAGER_JUMP } from '../../shared/constants';

/** A numbered page, or a jump over hidden pages ('…') that lands `to`. */
export type PagerItem = { kind: 'page'; page: number } | { kind: 'jump'; to: number; dir: 'prev' | 'next' };

/** A jump's accessible name: 向前 3 页 / 向后 3 页. */
export const jumpLabel = (dir: 'prev' | 'next') => `${dir === 'prev' ? '向前' : '向后'} ${PAGER_JUMP} 页`;
/** Pages shown together at an end of the list (beside the first or last and one jump): 5 of 7 buttons. */
const EDGE = PAGER_BUTTONS - 2;
/** Neighbours shown on each side of the current page in the middle (first, jump, neighbours, jump, last): 1. */
const SIDE = (PAGER_BUTTONS - 5) / 2;

const pages = (from: number, to: number): PagerItem[] =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ kind: 'page', page: from + i }));

/**
 * Spec §2/§9: at most PAGER_BUTTONS (7) between the arrows — every page when there are that many or fewer, otherwise
 * the first, the last, the current with its neighbours and a jump on each hidden side. Nothing for a single page.
 */
export function pagerItems(current: number, totalPages: number): PagerItem[] {
  if (totalPages <= 1) return [];
  if (totalPages <= PAGER_BUTTONS) return pages(1, totalPages);
  const c = Math.min(Math.max(current, 1), totalPages);
  const last: PagerItem = { kind: 'page', page: totalPages };
  const first: PagerItem = { kind: 'page', page: 1 };
  const back: PagerItem = { kind: 'jump', to: Math.max(1, c - PAGER_JUMP), dir: 'prev' };
  const ahead: PagerItem = { kind: 'jump', to: Math.min(totalPages, c + PAGER_JUMP), dir: 'next' };
  if (c < EDGE) return [...pages(1, EDGE), ahead, last];
  if (c > totalPages - EDGE + 1) return [first, back, ...pages(totalPages - EDGE + 1, totalPages)];
  return [first, back, ...pages(c - SIDE, c + SIDE), ahead, last];
}
