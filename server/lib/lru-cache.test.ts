import { describe, expect, it } from 'vitest';
import { LruCache } from './lru-cache';

describe('LruCache', () => {
  it('evicts the least recently used entry beyond its entry bound', () => {
    const lru = new LruCache<string>(3, 1_000_000);
    for (const k of ['a', 'b', 'c']) lru.set(k, k, 1, Infinity);
    lru.get('a', 0); // a is now the most recently used: b goes first
    lru.set('d', 'd', 1, Infinity);
    expect(lru.size).toBe(3);
    expect(lru.get('b', 0)).toBeUndefined();
    expect(['a', 'c', 'd'].map((k) => lru.get(k, 0))).toEqual(['a', 'c', 'd']);
  });

  it('keeps an entry that is read between inserts, and drops the ones never read, oldest first', () => {
    const lru = new LruCache<number>(3, 1_000_000);
    lru.set('hot', 0, 1, Infinity);
    for (let i = 1; i <= 20; i++) {
      expect(lru.get('hot', 0)).toBe(0);
      lru.set(`k${i}`, i, 1, Infinity);
      expect(lru.size).toBe(Math.min(i + 1, 3));
    }
    expect(lru.get('hot', 0)).toBe(0);
    // Of the others only the two newest are left.
    expect(lru.get('k18', 0)).toBeUndefined();
    expect([lru.get('k19', 0), lru.get('k20', 0)]).toEqual([19, 20]);
  });

  it('evicts beyond its byte bound, counting keys, and refuses one entry larger than its share', () => {
    const lru = new LruCache<string>(100, 800);
    // Each entry: 99 bytes + a one-character key = 100.
    for (let i = 0; i < 10; i++) lru.set(String(i), 'v', 99, Infinity);
    expect(lru.size).toBe(8);
    expect(lru.bytes).toBe(800);
    expect(lru.get('0', 0)).toBeUndefined();
    expect(lru.get('1', 0)).toBeUndefined();
    expect(lru.get('9', 0)).toBe('v');
    // One entry may take an eighth of the bytes at most.
    expect(lru.set('big', 'v', 200, Infinity)).toBe(false);
    expect(lru.get('big', 0)).toBeUndefined();
    expect(lru.size).toBe(8);
  });

  it('gives out no entry past its expiry, but keeps it for a stale read until it is replaced or evicted', () => {
    const lru = new LruCache<string>(10, 1000);
    lru.set('k', 'v', 10, 100);
    expect(lru.get('k', 99)).toBe('v');
    expect(lru.get('k', 100)).toBeUndefined();
    expect(lru.peek('k')).toBe('v');
    lru.set('k', 'v2', 10, 200);
    expect(lru.get('k', 100)).toBe('v2');
    expect(lru.bytes).toBe(11);
  });

  it('replaces an entry under the same key without counting it twice', () => {
    const lru = new LruCache<string>(10, 1000);
    lru.set('k', 'v1', 10, Infinity);
    lru.set('k', 'v2', 20, Infinity);
    expect(lru.size).toBe(1);
    expect(lru.bytes).toBe(21);
    expect(lru.get('k', 0)).toBe('v2');
  });
});
