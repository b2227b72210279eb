import { randomUUID } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { COMPRESS_MIN_BYTES, makeCachedPage, type CachedPage } from './cached-page';
import { LruCache } from './lru-cache';
import { QR_BIND_COOKIE, SECURE_QR_BIND_COOKIE } from './qr-cookies';
import { SignedInPageCache } from './signed-in-cache';
import { ViewTally, type ViewCounter } from './view-tally';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';

/**
 * What anonymous visitors see, kept briefly in this process (docs/CACHING.md):
 * - API answers of calls marked `cache: 'public'` (lib/call.ts), keyed by call and canonical body, stored as the
 *   serialized envelope, so a hit costs no database, no zod and no JSON.stringify;
 * - pages and React Router `.data` answers (plugins/web.ts), keyed by URL, stored with the CSP nonce cut out.
 * Both are dropped whenever the content version moves: every successful call that may change public content
 * bumps it (lib/call.ts). Entries also expire after PUBLIC_CACHE_SECONDS, which bounds what the version cannot
 * see: another process or node writing to the same database, rows changed by hand, view counts.
 */

/** API answers kept at most, and their total size (keys and bodies). A public answer is 0.1–20 KB. */
export const RESPONSE_CACHE_MAX_ENTRIES = 2_000;
export const RESPONSE_CACHE_MAX_BYTES = 16 * 1024 * 1024;
/** Pages kept at most, and their total size (UTF-8 and gzip pieces): a public page is 40–120 KB before compression. */
export const PAGE_CACHE_MAX_ENTRIES = 200;
export const PAGE_CACHE_MAX_BYTES = 32 * 1024 * 1024;
/**
 * A body longer than this (as canonical JSON) is not a key: real public bodies are a few fields (a page, a
 * keyword of at most 50 characters), and long keys would only let one request pin memory.
 */
export const MAX_KEY_BODY_CHARS = 1_024;
const BROTLI_QUALITY = 4;
/**
 * When a kept entry has expired, the first request reads it anew; requests arriving meanwhile get the expired
 * copy rather than all reading it at once. Past this long without a fresh copy, the next request tries again.
 */
export const REFRESH_GRACE_MS = 10_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** The public caches and the content version (lib/response-cache.ts). */
    publicCache: PublicCache;
  }
}

/**
 * JSON with object keys sorted at every level, so `{"a":1,"b":2}` and `{"b":2,"a":1}` are one key; undefined
 * members are left out as the wire would. Undefined when longer than `max` characters (not a key then).
 */
export function canonicalJson(value: unknown, max = MAX_KEY_BODY_CHARS): string | undefined {
  const out = canonical(value);
  return out !== undefined && out.length <= max ? out : undefined;
}

function canonical(value: unknown): string | undefined {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map((v) => canonical(v) ?? 'null').join(',')}]`;
  const parts: string[] = [];
  for (const k of Object.keys(value).sort()) {
    const v = canonical((value as Record<string, unknown>)[k]);
    if (v !== undefined) parts.push(`${JSON.stringify(k)}:${v}`);
  }
  return `{${parts.join(',')}}`;
}

/** Either session cookie name (plain `token`, or `__Host-token` over https): any of them means "not anonymous". */
const SESSION_COOKIES = ['token', '__Host-token'];
/** The QR sign-in's binding cookie (lib/qr-cookies.ts), under either name. */
const QR_BIND_COOKIES = [QR_BIND_COOKIE, SECURE_QR_BIND_COOKIE];

/**
 * A request that presents no session at all: no `token` header and no session cookie under either name (even a
 * stale or refused one: its answer may clear the cookie). Only such requests are answered from the caches.
 */
export function presentsNoSession(req: FastifyRequest): boolean {
  if (req.headers.token !== undefined) return false;
  const cookies = req.cookies;
  return !cookies || SESSION_COOKIES.every((name) => !cookies[name]);
}

/** Presents no session and carries no QR binding cookie (the login page's own state). */
export function presentsNoVisitorState(req: FastifyRequest): boolean {
  const cookies = req.cookies;
  return presentsNoSession(req) && (!cookies || QR_BIND_COOKIES.every((name) => !cookies[name]));
}

/**
 * An API answer as sent: the serialized envelope (and, when large enough, compressed copies of it, made as clients
 * ask for them), and what a hit must still do (count a view).
 */
export type CachedAnswer = { body: Buffer; br?: Buffer; gzip?: Buffer; onHit?: () => void };

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * The compressed copy a client takes: gzip, else brotli (cached-page.ts ANSWER_ENCODINGS), from a plain list (what
 * browsers send). A list with weights (`;q=`) is left to @fastify/compress, which negotiates them fully.
 */
export function chosenEncoding(acceptEncoding: string | string[] | undefined): 'br' | 'gzip' | undefined {
  if (typeof acceptEncoding !== 'string' || !acceptEncoding || acceptEncoding.includes(';')) return undefined;
  // Clients send a handful of distinct lists: each is read once (a hit was splitting it again every time).
  const known = encodingOf.get(acceptEncoding);
  if (known !== undefined) return known || undefined;
  if (encodingOf.size >= ENCODING_LISTS_REMEMBERED) encodingOf.clear();
  const chosen = readEncoding(acceptEncoding);
  encodingOf.set(acceptEncoding, chosen ?? '');
  return chosen;
}

/** Accept-Encoding lists remembered with the encoding they take ('' for none); past that the memory starts afresh. */
const ENCODING_LISTS_REMEMBERED = 256;
const encodingOf = new Map<string, 'br' | 'gzip' | ''>();

function readEncoding(acceptEncoding: string): 'br' | 'gzip' | undefined {
  const tokens = acceptEncoding
    .toLowerCase()
    .split(',')
    .map((token) => token.trim());
  if (tokens.includes('gzip') || tokens.includes('x-gzip') || tokens.includes('*')) return 'gzip';
  if (tokens.includes('br')) return 'br';
  return undefined;
}

/** Sends a kept answer, compressed once per encoding and then kept so (otherwise as is: compressed on the way out if asked). */
export function sendAnswer(req: FastifyRequest, reply: FastifyReply, answer: CachedAnswer): FastifyReply {
  reply.type(JSON_TYPE);
  const encoding = answer.body.length >= COMPRESS_MIN_BYTES ? chosenEncoding(req.headers['accept-encoding']) : undefined;
  if (!encoding) return reply.send(answer.body);
  const encoded = (answer[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(answer.body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
      : gzipSync(answer.body));
  // @fastify/compress leaves an answer that is already encoded alone.
  reply.header('content-encoding', encoding);
  reply.header('vary', 'accept-encoding');
  return reply.send(encoded);
}

/** Whether a plain Accept-Encoding list (what browsers send) takes gzip; a weighted list is left to @fastify/compress. */
export function takesGzip(acceptEncoding: string | string[] | undefined): boolean {
  if (typeof acceptEncoding !== 'string' || acceptEncoding.includes(';')) return false;
  return acceptEncoding
    .toLowerCase()
    .split(',')
    .some((token) => ['gzip', 'x-gzip', '*'].includes(token.trim()));
}

/** The public caches of one app, and the content version that empties them. */
export class PublicCache {
  readonly answers = new LruCache<CachedAnswer>(RESPONSE_CACHE_MAX_ENTRIES, RESPONSE_CACHE_MAX_BYTES);
  readonly pages = new LruCache<CachedPage>(PAGE_CACHE_MAX_ENTRIES, PAGE_CACHE_MAX_BYTES);
  readonly views: ViewTally;
  /** The calls marked `cache: 'public'` (lib/call.ts registers them). */
  readonly calls = new Set<string>();
  private contentVersion = 0;
  /** Expired answers being read anew, and since when (see REFRESH_GRACE_MS). */
  private readonly refreshing = new Map<string, number>();

  constructor(
    /** How long an entry lives, in milliseconds; 0 turns both caches off. */
    readonly ttlMs: number,
    db: Db,
    onError: (err: unknown) => void = () => {},
    private readonly clock: () => number = Date.now,
  ) {
    this.views = new ViewTally(db, onError);
  }

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  /**
   * Moves on every change of public content. A miss notes it before reading and stores only if it has not
   * moved since, so an answer read before a change is never kept after it.
   */
  get version(): number {
    return this.contentVersion;
  }

  /** Told of every change made here, to pass it on to the other nodes (registerPublicCache). */
  onChange?: () => void;

  /** Public content has changed here: everything kept so far is dropped, and the other nodes are told. */
  bump(): void {
    this.drop();
    this.onChange?.();
  }

  /** Another node changed public content (or its node-bus messages may have been missed): everything kept is dropped. */
  drop(): void {
    this.contentVersion += 1;
    this.answers.clear();
    this.pages.clear();
    this.refreshing.clear();
    // Signed-in pages show public content too (a back-office list, a company's page with the site's settings).
    this.signedIn?.drop();
  }

  /** The signed-in pages, dropped with the public caches (registerPublicCache links them). */
  signedIn?: SignedInPageCache;

  /** The key of a marked call's request, or undefined when the cache must not answer it. */
  answerKey(path: string, body: unknown): string | undefined {
    if (!this.enabled || !this.calls.has(path)) return undefined;
    const json = canonicalJson(body ?? {});
    return json === undefined ? undefined : `${path}\n${json}`;
  }

  /**
   * A live answer; or, once it has expired (never after a change: a change drops it), the expired one while another
   * request is reading it anew. Undefined tells the caller to read it (and keep it).
   */
  answer(key: string): CachedAnswer | undefined {
    const now = this.clock();
    const live = this.answers.get(key, now);
    if (live) return live;
    const expired = this.answers.peek(key);
    if (!expired) return undefined;
    const since = this.refreshing.get(key);
    if (since !== undefined && now - since < REFRESH_GRACE_MS) return expired;
    if (this.refreshing.size >= RESPONSE_CACHE_MAX_ENTRIES) this.refreshing.clear();
    this.refreshing.set(key, now);
    return undefined;
  }

  /** A live answer only (a page's in-process call: when there is none, the call itself reads anew or takes the stale one). */
  liveAnswer(key: string): CachedAnswer | undefined {
    return this.answers.get(key, this.clock());
  }

  /** Keeps a serialized envelope read at `version` (unless the content changed meanwhile); returns it to be sent. */
  keepAnswer(key: string, version: number, envelope: unknown, onHit?: () => void): CachedAnswer {
    const body = Buffer.from(JSON.stringify(envelope));
    this.refreshing.delete(key);
    if (version !== this.contentVersion) return { body };
    const answer: CachedAnswer = { body, onHit };
    // Room for the compressed copies made later: JSON compresses to well under half, each.
    const bytes = body.length >= COMPRESS_MIN_BYTES ? body.length * 2 : body.length;
    this.answers.set(key, answer, bytes, this.clock() + this.ttlMs);
    return answer;
  }

  page(key: string): CachedPage | undefined {
    return this.enabled ? this.pages.get(key, this.clock()) : undefined;
  }

  /** A kept page even if expired (never after a change: a change drops it), to answer while it is rendered anew. */
  stalePage(key: string): CachedPage | undefined {
    return this.enabled ? this.pages.peek(key) : undefined;
  }

  /** Keeps a page rendered with `nonce`, read at `version`; returns what was kept (nothing if it changed meanwhile). */
  keepPage(
    key: string,
    version: number,
    html: Buffer,
    nonce: string,
    headers: [string, string][],
    onHit: (() => void)[],
  ): CachedPage | undefined {
    if (!this.enabled || version !== this.contentVersion) return undefined;
    const { page, bytes } = makeCachedPage(html, nonce, headers, onHit);
    return this.pages.set(key, page, bytes, this.clock() + this.ttlMs) ? page : undefined;
  }

  countView(counter: ViewCounter, id: number): void {
    this.views.add(counter, id);
  }

  close(): Promise<void> {
    return this.views.close();
  }
}

/**
 * Call when public content changes outside an API call (a job that publishes at a set time, a bulk import in
 * this process): every public cache starts afresh. Calls need not: lib/call.ts does it for them.
 */
export function publicContentChanged(app: FastifyInstance): void {
  app.publicCache.bump();
}

/** The channel on which nodes sharing one database tell each other that public content (or other data) changed. */
export const CONTENT_CHANGED_CHANNEL = 'park_content_changed';
/** The word after the node's id in a message that only signed-in pages' data changed. */
const DATA_CHANGED = 'data';

/**
 * Decorates the app with its public caches (before the modules register their calls). Several nodes on one
 * database keep one content version between them: a change here is announced (NOTIFY), a change announced by
 * another node empties this node's caches, and so does a lost listening connection once it is back (a change may
 * have gone unheard meanwhile).
 */
export function registerPublicCache(app: FastifyInstance): void {
  const cache = new PublicCache(
    app.env.PUBLIC_CACHE_SECONDS * 1000,
    app.db,
    (err) => app.log.error({ err }, 'view count flush failed'),
    // The app's clock, so tests that move it see entries expire.
    () => app.clock().getTime(),
  );
  app.decorate('publicCache', cache);
  const signedIn = new SignedInPageCache(app.env.PUBLIC_CACHE_SECONDS * 1000, () => app.clock().getTime());
  app.decorate('signedInPages', signedIn);
  cache.signedIn = signedIn;
  const node = randomUUID();
  const nodeBus = app.database.nodeBus;
  let stopListening: (() => Promise<void>) | undefined;
  const announce = (payload: string) => {
    nodeBus
      .notify(CONTENT_CHANGED_CHANNEL, payload)
      .catch((err: unknown) => app.log.warn({ err }, 'content change not announced to other nodes'));
  };
  // "<node>": public content changed (both caches go); "<node> data": only what signed-in pages show.
  cache.onChange = () => announce(node);
  signedIn.onChange = () => announce(`${node} ${DATA_CHANGED}`);
  app.addHook('onReady', async () => {
    stopListening = await nodeBus.listen(
      CONTENT_CHANGED_CHANNEL,
      (payload) => {
        const [from, what] = payload.split(' ');
        if (from === node) return;
        if (what === DATA_CHANGED) signedIn.drop();
        else cache.drop();
      },
      () => cache.drop(),
    );
  });
  app.addHook('onClose', async () => {
    await stopListening?.();
    await cache.close();
  });
}
