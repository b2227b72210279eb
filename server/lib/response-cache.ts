import { randomUUID } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants, crc32, deflateRawSync, gzipSync } from 'node:zlib';
import { crc32Combine, crc32Shift, type Crc32Shift } from './crc32-combine';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
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
/** Pages kept at most, and their total size: a page with antd's styles is 100–300 KB before compression. */
export const PAGE_CACHE_MAX_ENTRIES = 200;
export const PAGE_CACHE_MAX_BYTES = 32 * 1024 * 1024;
/**
 * A body longer than this (as canonical JSON) is not a key: real public bodies are a few fields (a page, a
 * keyword of at most 50 characters), and long keys would only let one request pin memory.
 */
export const MAX_KEY_BODY_CHARS = 1_024;
/** One entry may take at most this share of its cache's bytes, so one huge answer cannot empty the rest. */
const MAX_ENTRY_SHARE = 8;
/**
 * Kept answers of at least this many bytes are also kept compressed (brotli or gzip, each made the first time a
 * client takes it), so a hit is not compressed again each time. The same threshold and brotli quality as
 * @fastify/compress's settings in server/app.ts, which compresses every other answer.
 */
export const COMPRESS_MIN_BYTES = 1024;
const BROTLI_QUALITY = 4;
/**
 * When a kept entry has expired, the first request reads it anew; requests arriving meanwhile get the expired
 * copy rather than all reading it at once. Past this long without a fresh copy, the next request tries again.
 */
export const REFRESH_GRACE_MS = 10_000;
/** Views counted on cache hits reach the database this often (one UPDATE per item, not per view). */
export const VIEW_FLUSH_MS = 2_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** The public caches and the content version (lib/response-cache.ts). */
    publicCache: PublicCache;
  }
}

/** `used`: read since it was stored or last passed over by an eviction (its second chance). */
type Slot<V> = { value: V; bytes: number; expires: number; used: boolean };

/**
 * A least-recently-used map with an expiry per entry and two bounds: entries and bytes. Recency is kept as a
 * second chance (the CLOCK algorithm): a read only marks its entry, and an eviction passes marked entries over once,
 * moving them to the newest end, before it drops the oldest unmarked one. A hit then costs one lookup instead of
 * moving its key on every read (a delete and an insert: about 1.5 µs of a cached call's CPU, issue 12).
 */
export class LruCache<V> {
  private readonly map = new Map<string, Slot<V>>();
  private used = 0;

  constructor(
    readonly maxEntries: number,
    readonly maxBytes: number,
  ) {}

  get size(): number {
    return this.map.size;
  }

  get bytes(): number {
    return this.used;
  }

  /** A live entry, counted as a use. An expired one is not returned but stays (`peek`) until replaced or evicted. */
  get(key: string, now: number): V | undefined {
    const slot = this.map.get(key);
    if (!slot || slot.expires <= now) return undefined;
    slot.used = true;
    return slot.value;
  }

  /** Reads without counting as a use or checking expiry (an entry just stored; a stale copy while a fresh one is made). */
  peek(key: string): V | undefined {
    return this.map.get(key)?.value;
  }

  /** Stores unless the entry alone exceeds its share of the bytes; evicts the least recently used beyond a bound. */
  set(key: string, value: V, bytes: number, expires: number): boolean {
    const size = bytes + key.length;
    if (size > this.maxBytes / MAX_ENTRY_SHARE) return false;
    const old = this.map.get(key);
    if (old) this.remove(key, old);
    this.map.set(key, { value, bytes: size, expires, used: false });
    this.used += size;
    while (this.map.size > this.maxEntries || this.used > this.maxBytes) {
      // Map keeps insertion order: the first key is the oldest. Each pass unmarks what it moves, so it ends.
      const oldest = this.map.entries().next();
      if (oldest.done) break;
      const [oldKey, slot] = oldest.value;
      if (slot.used) {
        slot.used = false;
        this.map.delete(oldKey);
        this.map.set(oldKey, slot);
      } else this.remove(oldKey, slot);
    }
    return true;
  }

  clear(): void {
    this.map.clear();
    this.used = 0;
  }

  private remove(key: string, slot: Slot<V>): void {
    this.map.delete(key);
    this.used -= slot.bytes;
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
/** The QR sign-in's binding cookie (modules/auth/qr.routes.ts), under either name. */
const QR_BIND_COOKIES = ['qr_bind', '__Host-qr_bind'];

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
 * The compressed copy a client takes: brotli, else gzip, from a plain list (what browsers send). A list with
 * weights (`;q=`) is left to @fastify/compress, which negotiates them fully.
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
  const tokens = acceptEncoding.toLowerCase().split(',').map((token) => token.trim());
  if (tokens.includes('br')) return 'br';
  if (tokens.includes('gzip') || tokens.includes('x-gzip') || tokens.includes('*')) return 'gzip';
  return undefined;
}

/** Sends a kept answer, compressed once per encoding and then kept so (otherwise as is: compressed on the way out if asked). */
export function sendAnswer(req: FastifyRequest, reply: FastifyReply, answer: CachedAnswer): FastifyReply {
  reply.type(JSON_TYPE);
  const encoding = answer.body.length >= COMPRESS_MIN_BYTES ? chosenEncoding(req.headers['accept-encoding']) : undefined;
  if (!encoding) return reply.send(answer.body);
  const encoded = (answer[encoding] ??=
    encoding === 'br' ? brotliCompressSync(answer.body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }) : gzipSync(answer.body));
  // @fastify/compress leaves an answer that is already encoded alone.
  reply.header('content-encoding', encoding);
  reply.header('vary', 'accept-encoding');
  return reply.send(encoded);
}

/**
 * A page or `.data` answer: the body cut at the nonce of the render that made it (joined with a fresh nonce on
 * every hit), its gzip copy cut at the same places, the headers React Router set, and the views the page's calls
 * count, to be counted again per hit.
 */
export type CachedPage = { parts: string[]; gzip?: GzipPieces; headers: [string, string][]; onHit: (() => void)[] };

/**
 * A page deflated in pieces, one per part between two nonces, so a fresh nonce can go between them uncompressed
 * and the page is not compressed again on every hit. Each piece ends on a byte boundary (a full flush) and never
 * refers to the nonce's bytes: it is deflated with the text before it as its dictionary, with the nonces there
 * blanked out as NUL bytes, which the page's text never contains. Together with stored blocks carrying the nonce
 * they make one valid deflate stream, wrapped as gzip (RFC 1951, 1952).
 */
export type GzipPieces = { pieces: Buffer[]; partCrcs: number[]; partShifts: Crc32Shift[]; size: number };

/** Bytes of a nonce (newNonce in plugins/http-security.ts: 16 random bytes in base64). */
const NONCE_BYTES = 24;
/** Feeds a nonce's length of zero bytes: joins a nonce's CRC to the page's so far. */
const NONCE_SHIFT = crc32Shift(NONCE_BYTES);
/** How far back deflate may refer: the dictionary of a piece is at most this much of the text before it. */
const DEFLATE_WINDOW = 32 * 1024;
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** The last, empty, block of a deflate stream (fixed Huffman codes, BFINAL set). */
const DEFLATE_END = Buffer.from([0x03, 0x00]);

/** A page with more nonces than this is compressed on the way out instead (each piece costs a deflate with a dictionary). */
const MAX_GZIP_PIECES = 400;

/** Cuts and deflates a page's parts; undefined when the text holds NUL bytes (then compression is left to the way out). */
export function gzipPieces(parts: string[]): GzipPieces | undefined {
  if (parts.length > MAX_GZIP_PIECES || parts.some((part) => part.includes('\0'))) return undefined;
  const blank = Buffer.alloc(NONCE_BYTES);
  const partBytes = parts.map((part) => Buffer.from(part));
  const pieces: Buffer[] = [];
  let before = Buffer.alloc(0);
  partBytes.forEach((bytes, i) => {
    pieces.push(deflateRawSync(bytes, { finishFlush: zlibConstants.Z_FULL_FLUSH, ...(before.length ? { dictionary: before } : {}) }));
    const next = i < partBytes.length - 1 ? [before, bytes, blank] : [before, bytes];
    before = Buffer.concat(next).subarray(-DEFLATE_WINDOW);
  });
  const size = partBytes.reduce((n, b) => n + b.length, 0) + NONCE_BYTES * (parts.length - 1);
  // Each hit's CRC is made from these and the nonce's own (lib/crc32-combine.ts), not from the whole page again.
  // (Node 20's crc32 of an empty buffer is 0 whatever it continues, which is also the CRC of nothing.)
  const partCrcs = partBytes.map((bytes) => (bytes.length ? crc32(bytes) : 0));
  return { pieces, partCrcs, partShifts: partBytes.map((bytes) => crc32Shift(bytes.length)), size };
}

/** The gzip answer of a kept page with `nonce` between its pieces, in stored (uncompressed) blocks. */
export function gzipWithNonce(gz: GzipPieces, nonce: string): Buffer {
  const raw = Buffer.from(nonce);
  if (raw.length !== NONCE_BYTES) throw new Error('nonce of unexpected length');
  const stored = Buffer.alloc(5 + NONCE_BYTES);
  stored.writeUInt8(0, 0);
  stored.writeUInt16LE(NONCE_BYTES, 1);
  stored.writeUInt16LE(~NONCE_BYTES & 0xffff, 3);
  raw.copy(stored, 5);
  const chunks: Buffer[] = [GZIP_HEADER];
  const nonceCrc = crc32(raw);
  let crc = 0;
  gz.pieces.forEach((piece, i) => {
    chunks.push(piece);
    crc = crc32Combine(crc, gz.partCrcs[i]!, gz.partShifts[i]!);
    if (i < gz.pieces.length - 1) {
      chunks.push(stored);
      crc = crc32Combine(crc, nonceCrc, NONCE_SHIFT);
    }
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(gz.size >>> 0, 4);
  chunks.push(DEFLATE_END, trailer);
  return Buffer.concat(chunks);
}

/** Whether a plain Accept-Encoding list (what browsers send) takes gzip; a weighted list is left to @fastify/compress. */
export function takesGzip(acceptEncoding: string | string[] | undefined): boolean {
  if (typeof acceptEncoding !== 'string' || acceptEncoding.includes(';')) return false;
  return acceptEncoding
    .toLowerCase()
    .split(',')
    .some((token) => ['gzip', 'x-gzip', '*'].includes(token.trim()));
}

/** A counter bumped by views (a table's count column and its id column). */
export type ViewCounter = { table: PgTable; count: PgColumn; id: PgColumn };

/**
 * Views counted on cache hits, added up in memory and written every VIEW_FLUSH_MS as one UPDATE per item: a
 * detail answered from the cache costs no database write, and the count still comes out right (it lags by the
 * flush interval, and what a cached answer shows of it by PUBLIC_CACHE_SECONDS too). Lost if the process dies
 * between two flushes.
 */
export class ViewTally {
  private readonly pending = new Map<ViewCounter, Map<number, number>>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly onError: (err: unknown) => void,
  ) {}

  add(counter: ViewCounter, id: number): void {
    let ids = this.pending.get(counter);
    if (!ids) this.pending.set(counter, (ids = new Map()));
    ids.set(id, (ids.get(id) ?? 0) + 1);
    if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), VIEW_FLUSH_MS);
      this.timer.unref();
    }
  }

  /** Writes what has been counted so far (and waits for a write already under way). */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = [...this.pending].flatMap(([counter, ids]) => [...ids].map(([id, n]) => ({ counter, id, n })));
    this.pending.clear();
    this.flushing = this.flushing.then(async () => {
      for (const { counter, id, n } of batch) {
        try {
          const count = sql.identifier(counter.count.name);
          await this.db.execute(sql`update ${counter.table} set ${count} = ${count} + ${n} where ${sql.identifier(counter.id.name)} = ${id}`);
        } catch (err) {
          this.onError(err);
        }
      }
    });
    return this.flushing;
  }
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

  /** Another node changed public content (or its notices may have been missed): everything kept is dropped. */
  drop(): void {
    this.contentVersion += 1;
    this.answers.clear();
    this.pages.clear();
    this.refreshing.clear();
  }

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
  keepPage(key: string, version: number, html: string, nonce: string, headers: [string, string][], onHit: (() => void)[]): CachedPage | undefined {
    if (!this.enabled || version !== this.contentVersion) return undefined;
    const parts = html.split(nonce);
    const gzip = html.length >= COMPRESS_MIN_BYTES ? gzipPieces(parts) : undefined;
    const page: CachedPage = { parts, gzip, headers, onHit };
    // The text in UTF-16 (two bytes a character), its UTF-8 bytes and the deflated pieces.
    const bytes = html.length * 2 + (gzip ? gzip.size + gzip.pieces.reduce((n, b) => n + b.length, 0) : 0);
    return this.pages.set(key, page, bytes, this.clock() + this.ttlMs) ? page : undefined;
  }

  countView(counter: ViewCounter, id: number): void {
    this.views.add(counter, id);
  }

  close(): Promise<void> {
    return this.views.flush();
  }
}

/**
 * Call when public content changes outside an API call (a job that publishes at a set time, a bulk import in
 * this process): every public cache starts afresh. Calls need not: lib/call.ts does it for them.
 */
export function publicContentChanged(app: FastifyInstance): void {
  app.publicCache.bump();
}

/** The channel on which nodes sharing one database tell each other that public content changed. */
export const CONTENT_CHANGED_CHANNEL = 'park_content_changed';

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
  const node = randomUUID();
  const notices = app.database.notices;
  let stopListening: (() => Promise<void>) | undefined;
  cache.onChange = () => {
    notices.notify(CONTENT_CHANGED_CHANNEL, node).catch((err: unknown) => app.log.warn({ err }, 'content change not announced to other nodes'));
  };
  app.addHook('onReady', async () => {
    stopListening = await notices.listen(
      CONTENT_CHANGED_CHANNEL,
      (from) => {
        if (from !== node) cache.drop();
      },
      () => cache.drop(),
    );
  });
  app.addHook('onClose', async () => {
    await stopListening?.();
    await cache.close();
  });
}
