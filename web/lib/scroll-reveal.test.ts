import { describe, expect, it } from 'vitest';
import { armReveal, REVEAL_PENDING, REVEAL_ROOT_MARGIN, REVEALED, type RevealEnv } from './scroll-reveal';

/** A block with a classList and a fixed position, enough for armReveal. */
function block(top: number) {
  const classes = new Set<string>();
  return {
    top,
    classList: {
      add: (c: string) => void classes.add(c),
      remove: (c: string) => void classes.delete(c),
      contains: (c: string) => classes.has(c),
    },
    getBoundingClientRect: () => ({ top }),
    classes,
  };
}
type Block = ReturnType<typeof block>;

/** An IntersectionObserver the test drives: `enter(el)` is the block coming into the (margin-shrunk) viewport. */
function fakeObserver() {
  const made: { options: IntersectionObserverInit | undefined; watched: Set<unknown>; disconnected: boolean }[] = [];
  let callback: (entries: { target: unknown; isIntersecting: boolean }[]) => void = () => undefined;
  class Observer {
    state = { options: undefined as IntersectionObserverInit | undefined, watched: new Set<unknown>(), disconnected: false };
    constructor(cb: typeof callback, options?: IntersectionObserverInit) {
      callback = cb;
      this.state.options = options;
      made.push(this.state);
    }
    observe(el: unknown) {
      this.state.watched.add(el);
    }
    unobserve(el: unknown) {
      this.state.watched.delete(el);
    }
    disconnect() {
      this.state.disconnected = true;
    }
  }
  return {
    Observer: Observer as unknown as typeof IntersectionObserver,
    made,
    enter: (el: Block) => callback([{ target: el, isIntersecting: true }]),
    leave: (el: Block) => callback([{ target: el, isIntersecting: false }]),
  };
}

const env = (blocks: Block[], over: Partial<RevealEnv> = {}): RevealEnv => ({
  root: { querySelectorAll: () => blocks } as unknown as ParentNode,
  viewportHeight: 800,
  reducedMotion: false,
  ...over,
});

describe('the scroll reveal (spec §9: 80 px)', () => {
  it('hides only the blocks below the fold, and reveals each as it comes 80 px into view', () => {
    const io = fakeObserver();
    const above = block(100);
    const edge = block(730); // within 80 px of the bottom: not yet in view
    const below = block(1600);
    armReveal(env([above, edge, below], { Observer: io.Observer }));
    expect(io.made[0]!.options).toEqual({ rootMargin: REVEAL_ROOT_MARGIN });
    expect(REVEAL_ROOT_MARGIN).toBe('0px 0px -80px 0px');
    expect([...above.classes]).toEqual([REVEALED]);
    expect([...edge.classes]).toEqual([REVEAL_PENDING]);
    expect([...below.classes]).toEqual([REVEAL_PENDING]);
    io.leave(below);
    expect([...below.classes]).toEqual([REVEAL_PENDING]);
    io.enter(below);
    expect([...below.classes]).toEqual([REVEALED]);
    expect(io.made[0]!.watched.has(below)).toBe(false);
    expect(io.made[0]!.watched.has(edge)).toBe(true);
  });

  it('hides nothing for a person who asked for reduced motion, or without IntersectionObserver', () => {
    const io = fakeObserver();
    const below = block(1600);
    armReveal(env([below], { Observer: io.Observer, reducedMotion: true }));
    armReveal(env([below], { Observer: undefined }));
    expect(below.classes.size).toBe(0);
    expect(io.made).toHaveLength(0);
  });

  it('leaves revealed blocks alone when armed again, and shows whatever is still hidden on clean-up', () => {
    const io = fakeObserver();
    const seen = block(100);
    const below = block(1600);
    const stop = armReveal(env([seen, below], { Observer: io.Observer }));
    seen.getBoundingClientRect = () => ({ top: 5000 });
    const again = armReveal(env([seen], { Observer: io.Observer }));
    expect([...seen.classes]).toEqual([REVEALED]);
    again();
    stop();
    expect(io.made[0]!.disconnected).toBe(true);
    expect([...below.classes]).toEqual([REVEALED]);
  });
});
