import { describe, expect, it } from 'vitest';
import { MESSAGE_LINKS } from '@shared/message-centre/links';
import { paths } from '~/config/paths';

/** Every path of a nested object of paths (a path of a function: the one it gives without arguments). */
const leaves = (o: unknown): string[] => {
  if (typeof o === 'string') return [o];
  if (typeof o === 'function') return leaves((o as () => unknown)());
  return o && typeof o === 'object' ? Object.values(o).flatMap(leaves) : [];
};

describe('message links', () => {
  it('lead to pages the router knows', () => {
    const known = new Set(leaves(paths));
    expect(Object.values(MESSAGE_LINKS).filter((link) => !known.has(link))).toEqual([]);
  });
});
