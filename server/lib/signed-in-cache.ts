import { createHash } from 'node:crypto';
import { LruCache } from './lru-cache';
import { makeCachedPage, type CachedPage } from './cached-page';
import type { FastifyInstance } from 'fastify';

/**
 * Signed-in pages kept for the session that saw them (issue 34, docs/CACHING.md "Signed-in pages"): a page or `.data`
 * answer whose in-process calls were all reads (`query` in shared/calls/), keyed by the session's token (hashed) and
 * the address, so a session is only ever answered with what was rendered for that same session. A hit still looks
 * the session up (an ended, expired or replaced session is rendered for again, and the guard sends it to sign in).
 *
 * The data version empties them: it moves after every successful call that may write (`call`), every change of
 * public content (which signed-in pages show too), every scheduled job run that changed something (`dataChanged`),
 * and when another node announces either over the node bus. Entries also expire after PUBLIC_CACHE_SECONDS, which
 * bounds what no version sees (rows changed by hand, the calendar day turning).
 */

/**
 * Pages kept at most, and their total size: a signed-in page is 55–110 KB of UTF-8 before compression (kept as
 * bytes, with room for its gzip pieces: 80–170 KB), so some 100–200 pages: the ones people are working on (issue
 * 34's memory bound).
 */
export const SIGNED_IN_PAGE_MAX_ENTRIES = 400;
export const SIGNED_IN_PAGE_MAX_BYTES = 16 * 1024 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    /** Signed-in pages kept per session, and the data version that empties them (lib/signed-in-cache.ts). */
    signedInPages: SignedInPageCache;
  }
}

export class SignedInPageCache {
  readonly pages = new LruCache<CachedPage>(SIGNED_IN_PAGE_MAX_ENTRIES, SIGNED_IN_PAGE_MAX_BYTES);
  private dataVersion = 0;

  constructor(
    /** How long an entry lives, in milliseconds; 0 keeps nothing. */
    readonly ttlMs: number,
    private readonly clock: () => number = Date.now,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  /** Moves on every change of data; a render notes it first and keeps its page only if it has not moved since. */
  get version(): number {
    return this.dataVersion;
  }

  /** Told of every change made here, to pass it on to the other nodes (registerPublicCache). */
  onChange?: () => void;

  /** Data changed here: every kept page is dropped, and the other nodes are told. */
  bump(): void {
    this.drop();
    this.onChange?.();
  }

  /** Data changed (here, on another node, or a node-bus message may have been missed): every kept page is dropped. */
  drop(): void {
    this.dataVersion += 1;
    this.pages.clear();
  }

  /** The key of a session's page: the token never stays in memory as it is, only its digest. */
  key(token: string, address: string): string {
    return `${createHash('sha256').update(token).digest('base64url')} ${address}`;
  }

  page(key: string): CachedPage | undefined {
    return this.enabled ? this.pages.get(key, this.clock()) : undefined;
  }

  /** Keeps a page rendered with `nonce`, read at `version` (nothing if the data changed meanwhile). */
  keepPage(key: string, version: number, html: Buffer, nonce: string, headers: [string, string][], onHit: (() => void)[]): void {
    if (!this.enabled || version !== this.dataVersion) return;
    const { page, bytes } = makeCachedPage(html, nonce, headers, onHit, { gzipOnHit: true });
    this.pages.set(key, page, bytes, this.clock() + this.ttlMs);
  }
}

/**
 * Call when a scheduled job (or other work outside an API call) has changed what signed-in pages show: a reminder
 * sent, a message delivered, a reply overdue. Calls need not: lib/call.ts does it for every `call` that succeeds.
 */
export function dataChanged(app: FastifyInstance): void {
  app.signedInPages.bump();
}
