import { useEffect, type RefObject } from 'react';

/** The scroll boxes of the portal's tables (Table, TeamTable), which scroll sideways when wider than the screen. */
const SCROLLERS = '[data-scroll-region]';

/**
 * Keyboard users must be able to reach a region that scrolls (WCAG 2.1.1; axe scrollable-region-focusable): on a
 * phone every wide table scrolls sideways, and a table of text alone has nothing focusable inside. Each table
 * scroller under `root` becomes focusable and is named, now and as tables appear.
 */
export function useScrollableRegions(root: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const el = root.current;
    if (!el) return;
    const mark = () => {
      for (const scroller of Array.from(el.querySelectorAll<HTMLElement>(SCROLLERS))) {
        if (scroller.hasAttribute('tabindex')) continue;
        scroller.tabIndex = 0;
        scroller.setAttribute('role', 'region');
        scroller.setAttribute('aria-label', '表格（可左右滚动）');
      }
    };
    mark();
    const observer = new MutationObserver(mark);
    observer.observe(el, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [root]);
}
