import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import {
  canonicalJson, chosenEncoding, gzipPieces, gzipWithNonce, LruCache, MAX_KEY_BODY_CHARS, PublicCache, REFRESH_GRACE_MS, takesGzip,
} from './response-cache';

/** A PublicCache whose clock the test moves; no database (nothing here counts views). */
function cacheAt(ttlSeconds: number) {
  const clock = { now: 1_000_000 };
  const cache = new PublicCache(ttlSeconds * 1000, {} as Db, () => {}, () => clock.now);
  cache.calls.add('/api/x');
  return { cache, clock };
}

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

describe('canonicalJson', () => {
  it('is one key whatever the order of members, at every level, and leaves out undefined members', () => {
    expect(canonicalJson({ b: 2, a: { d: [1, { y: 1, x: 2 }], c: 'x' } })).toBe(canonicalJson({ a: { c: 'x', d: [1, { x: 2, y: 1 }] }, b: 2 }));
    expect(canonicalJson({ a: 1, keyword: undefined })).toBe(canonicalJson({ a: 1 }));
    expect(canonicalJson({ a: 1 })).not.toBe(canonicalJson({ a: '1' }));
    expect(canonicalJson({ a: [] })).not.toBe(canonicalJson({ a: {} }));
  });

  it('is no key for a body longer than the bound', () => {
    expect(canonicalJson({ k: 'x'.repeat(MAX_KEY_BODY_CHARS) })).toBeUndefined();
    expect(canonicalJson({ k: 'x'.repeat(MAX_KEY_BODY_CHARS - 20) })).toBeDefined();
  });
});

describe('PublicCache', () => {
  it('keeps an answer for its TTL, keyed by call and canonical body', () => {
    const { cache, clock } = cacheAt(5);
    const key = cache.answerKey('/api/x', { b: 1, a: 2 })!;
    expect(cache.answerKey('/api/x', { a: 2, b: 1 })).toBe(key);
    expect(cache.answerKey('/api/x', { a: 3, b: 1 })).not.toBe(key);
    const sent = cache.keepAnswer(key, cache.version, { code: 1, msg: 'ok', data: [1] });
    expect(JSON.parse(sent.body.toString())).toEqual({ code: 1, msg: 'ok', data: [1] });
    clock.now += 4_999;
    expect(cache.answer(key)).toBe(sent);
    clock.now += 1;
    expect(cache.answer(key)).toBeUndefined();
  });

  it('once expired, lets one request read anew and gives the others the expired answer meanwhile', () => {
    const { cache, clock } = cacheAt(5);
    const key = cache.answerKey('/api/x', {})!;
    const old = cache.keepAnswer(key, cache.version, { v: 1 });
    clock.now += 5_000;
    expect(cache.answer(key)).toBeUndefined(); // this one reads anew
    expect(cache.answer(key)).toBe(old); // the others meanwhile
    const fresh = cache.keepAnswer(key, cache.version, { v: 2 });
    expect(cache.answer(key)).toBe(fresh);
    // A reader that never came back: after the grace, the next request tries again.
    clock.now += 5_000;
    expect(cache.answer(key)).toBeUndefined();
    expect(cache.answer(key)).toBe(fresh);
    clock.now += REFRESH_GRACE_MS;
    expect(cache.answer(key)).toBeUndefined();
    // A change drops everything: nothing stale is ever given out after it.
    cache.bump();
    expect(cache.answer(key)).toBeUndefined();
    expect(cache.answer(key)).toBeUndefined();
  });

  it('gives no key to calls not marked, or at all when turned off', () => {
    expect(cacheAt(5).cache.answerKey('/api/other', {})).toBeUndefined();
    expect(cacheAt(0).cache.answerKey('/api/x', {})).toBeUndefined();
  });

  it('drops everything on a change, and never keeps an answer read before it', () => {
    const { cache } = cacheAt(5);
    const key = cache.answerKey('/api/x', {})!;
    cache.keepAnswer(key, cache.version, { code: 1 });
    cache.keepPage('http://h/', cache.version, '<p>n0nce</p>', 'n0nce', [], []);
    const before = cache.version;
    cache.bump();
    expect(cache.answer(key)).toBeUndefined();
    expect(cache.page('http://h/')).toBeUndefined();
    // A miss that began before the change finishes after it: it answers, but is not kept.
    cache.keepAnswer(key, before, { code: 1 });
    expect(cache.answer(key)).toBeUndefined();
    expect(cache.keepPage('http://h/', before, '<p>n0nce</p>', 'n0nce', [], [])).toBeUndefined();
    expect(cache.page('http://h/')).toBeUndefined();
  });

  it('keeps a page cut at its nonce', () => {
    const { cache } = cacheAt(5);
    const page = cache.keepPage('http://h/', cache.version, '<script nonce="AbC=">1</script><style nonce="AbC=">', 'AbC=', [], []);
    expect(page?.parts).toEqual(['<script nonce="', '">1</script><style nonce="', '">']);
    expect(cache.page('http://h/')?.parts.join('XyZ=')).toBe('<script nonce="XyZ=">1</script><style nonce="XyZ=">');
  });
});

describe('chosenEncoding', () => {
  it("takes brotli, else gzip, from a browser's plain list, and leaves weighted lists to @fastify/compress", () => {
    expect(chosenEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chosenEncoding('gzip, deflate')).toBe('gzip');
    expect(chosenEncoding('x-gzip')).toBe('gzip');
    expect(chosenEncoding('identity')).toBeUndefined();
    expect(chosenEncoding(undefined)).toBeUndefined();
    expect(chosenEncoding('br;q=0, gzip')).toBeUndefined();
  });
});

describe('a kept page deflated in pieces', () => {
  const nonce = () => randomBytes(16).toString('base64');
  // Repetitive text (so pieces refer back across the cuts), the nonce first, last, twice in a row, past 32 KB.
  const row = (i: number) => `<style nonce="@">.ant-btn-${i % 7}{color:#1677ff;padding:4px 15px}</style><p>园区政策 ${i % 5}</p>`;
  const html = `@<html>${Array.from({ length: 350 }, (_, i) => row(i)).join('')}@@<script nonce="@">1</script>@`;

  it('gunzips to the page with a fresh nonce in every place, hit after hit', () => {
    const parts = html.split('@');
    const gz = gzipPieces(parts)!;
    expect(gz.size).toBeGreaterThan(36 * 1024);
    for (let i = 0; i < 3; i++) {
      const n = nonce();
      expect(gunzipSync(gzipWithNonce(gz, n)).toString('utf8')).toBe(parts.join(n));
    }
    // Pieces refer back to the text before them: far smaller than the page.
    expect(gz.pieces.reduce((sum, p) => sum + p.length, 0)).toBeLessThan(gz.size / 10);
  });

  it('is not made for text holding NUL bytes, nor for hundreds of nonces', () => {
    expect(gzipPieces(['a\0b', 'c'])).toBeUndefined();
    expect(gzipPieces(Array.from({ length: 1000 }, () => 'a'))).toBeUndefined();
  });

  it('goes to clients whose plain list takes gzip', () => {
    expect(takesGzip('gzip, deflate, br, zstd')).toBe(true);
    expect(takesGzip('br')).toBe(false);
    expect(takesGzip('gzip;q=0, br')).toBe(false);
    expect(takesGzip(undefined)).toBe(false);
  });
});
