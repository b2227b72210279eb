import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { withNonce } from './cached-page';
import { canonicalJson, chosenEncoding, MAX_KEY_BODY_CHARS, PublicCache, REFRESH_GRACE_MS, takesGzip } from './response-cache';

/** A PublicCache whose clock the test moves; no database (nothing here counts views). */
function cacheAt(ttlSeconds: number) {
  const clock = { now: 1_000_000 };
  const cache = new PublicCache(
    ttlSeconds * 1000,
    {} as Db,
    () => {},
    () => clock.now,
  );
  cache.calls.add('/api/x');
  return { cache, clock };
}

describe('canonicalJson', () => {
  it('is one key whatever the order of members, at every level, and leaves out undefined members', () => {
    expect(canonicalJson({ b: 2, a: { d: [1, { y: 1, x: 2 }], c: 'x' } })).toBe(
      canonicalJson({ a: { c: 'x', d: [1, { x: 2, y: 1 }] }, b: 2 }),
    );
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
    cache.keepPage('http://h/', cache.version, Buffer.from('<p>n0nce</p>'), 'n0nce', [], []);
    const before = cache.version;
    cache.bump();
    expect(cache.answer(key)).toBeUndefined();
    expect(cache.page('http://h/')).toBeUndefined();
    // A miss that began before the change finishes after it: it answers, but is not kept.
    cache.keepAnswer(key, before, { code: 1 });
    expect(cache.answer(key)).toBeUndefined();
    expect(cache.keepPage('http://h/', before, Buffer.from('<p>n0nce</p>'), 'n0nce', [], [])).toBeUndefined();
    expect(cache.page('http://h/')).toBeUndefined();
  });

  it('keeps a page cut at its nonce', () => {
    const { cache } = cacheAt(5);
    const html = '<script nonce="AbC=">园区</script><style nonce="AbC=">';
    const page = cache.keepPage('http://h/', cache.version, Buffer.from(html), 'AbC=', [], []);
    expect(page?.parts.map((part) => part.toString('utf8'))).toEqual(['<script nonce="', '">园区</script><style nonce="', '">']);
    expect(withNonce(cache.page('http://h/')!, 'XyZ=').toString('utf8')).toBe('<script nonce="XyZ=">园区</script><style nonce="XyZ=">');
  });
});

describe('chosenEncoding', () => {
  it("takes gzip, else brotli, from a browser's plain list, and leaves weighted lists to @fastify/compress", () => {
    expect(chosenEncoding('gzip, deflate, br, zstd')).toBe('gzip');
    expect(chosenEncoding('br, gzip')).toBe('gzip');
    expect(chosenEncoding('br')).toBe('br');
    expect(chosenEncoding('gzip, deflate')).toBe('gzip');
    expect(chosenEncoding('x-gzip')).toBe('gzip');
    expect(chosenEncoding('identity')).toBeUndefined();
    expect(chosenEncoding(undefined)).toBeUndefined();
    expect(chosenEncoding('br;q=0, gzip')).toBeUndefined();
  });
});

describe('takesGzip', () => {
  it('goes to clients whose plain list takes gzip', () => {
    expect(takesGzip('gzip, deflate, br, zstd')).toBe(true);
    expect(takesGzip('br')).toBe(false);
    expect(takesGzip('gzip;q=0, br')).toBe(false);
    expect(takesGzip(undefined)).toBe(false);
  });
});
