import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * The spec's scroll reveal (§9, offset 80 px): a block marked `data-reveal` fades in once its top is 80 px inside the
 * viewport. The server renders every block visible; only this script, once it runs, hides the blocks still below
 * the fold (class `reveal-pending`) and shows them as they come into view (`is-revealed`). So a page without
 * JavaScript, or whose script failed, loses nothing; and a person who asked for reduced motion gets no hiding at all.
 * React never renders these two classes: should it rewrite a block's className, the block simply shows.
 */
export const REVEAL_OFFSET_PX = 80;
export const REVEAL_ROOT_MARGIN = `0px 0px -${REVEAL_OFFSET_PX}px 0px`;
export const REVEAL_SELECTOR = '[data-reveal]';
export const REVEAL_PENDING = 'reveal-pending';
export const REVEALED = 'is-revealed';

/** What arming needs of the browser, so a test can hand in its own. */
export type RevealEnv = {
  root: ParentNode;
  viewportHeight: number;
  reducedMotion: boolean;
  /** Absent in a browser without IntersectionObserver: then nothing is hidden. */
  Observer?: typeof IntersectionObserver;
};

function show(el: Element) {
  el.classList.remove(REVEAL_PENDING);
  el.classList.add(REVEALED);
}

/**
 * Hides the marked blocks below the fold and reveals each as it comes 80 px into view; the blocks already in view
 * are revealed at once (no flash). Returns the clean-up (the observer disconnected, every block shown).
 */
export function armReveal(env: RevealEnv): () => void {
  if (env.reducedMotion || !env.Observer) return () => undefined;
  const blocks = [...env.root.querySelectorAll(REVEAL_SELECTOR)].filter((el) => !el.classList.contains(REVEALED));
  const observer = new env.Observer(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        show(entry.target);
        observer.unobserve(entry.target);
      }
    },
    { rootMargin: REVEAL_ROOT_MARGIN },
  );
  for (const el of blocks) {
    if (el.getBoundingClientRect().top < env.viewportHeight - REVEAL_OFFSET_PX) {
      show(el);
      continue;
    }
    el.classList.add(REVEAL_PENDING);
    observer.observe(el);
  }
  return () => {
    observer.disconnect();
    for (const el of blocks) if (el.classList.contains(REVEAL_PENDING)) show(el);
  };
}

/** Arms the reveal after each render of a new page address (client navigation brings new blocks). */
export function useScrollReveal(): void {
  const { pathname, search } = useLocation();
  useEffect(
    () =>
      armReveal({
        root: document,
        viewportHeight: window.innerHeight,
        reducedMotion: window.matchMedia('(prefers-reduced-motion: reduce)').matches,
        Observer: typeof IntersectionObserver === 'undefined' ? undefined : IntersectionObserver,
      }),
    [pathname, search],
  );
}
