import { gzipPieces, type GzipPieces } from './gzip-pieces';

/**
 * Kept answers of at least this many bytes are also kept compressed (gzip, or brotli for a client that takes no gzip,
 * each made the first time a client takes it), so a hit is not compressed again each time. The same threshold and
 * preference as @fastify/compress's settings in server/app.ts, which compresses every other answer.
 */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * The encodings of an answer compressed as it is sent (a page, a call's JSON, a kept copy), in the order preferred
 * when a client takes several, as every browser does (`gzip, deflate, br, zstd`): gzip before brotli. Brotli's encoder
 * at the quality used for answers sets up about a megabyte of tables and buffers for each answer, and under `npm
 * start`'s fixed malloc trim threshold (docs/RELIABILITY.md) glibc maps each such block afresh and unmaps it after, so
 * every page of it is a page fault: 130–200 a call or a page, 3–5 ms of a 2-core virtual machine's CPU (2026-12-02),
 * for the same size (a 5 KB list: 1 150 bytes gzip, 1 151 brotli; a 94 KB back-office page: 24.6 and 24.0 KB).
 * gzip's buffers are 64 KB each, reused from the heap. The built scripts and styles are brotli at its best, made once
 * at build time (scripts/build.js precompressAssets). zstd is left out until it is measured the same way.
 */
export const ANSWER_ENCODINGS = ['gzip', 'br', 'deflate', 'identity'] as const;

/**
 * A page or `.data` answer: the body as UTF-8 cut at the nonce of the render that made it (joined with a fresh nonce
 * on every hit), its gzip copy cut at the same places, the headers React Router set, and the views the page's calls
 * count, to be counted again per hit. Kept as bytes, not text: a page's text is UTF-16 in V8 (Chinese makes it two
 * bytes a character), twice its UTF-8, and a string of a whole page is too large for V8's ordinary heap pages
 * (web/lib/head-styles.ts `withHeadBytes`).
 */
export type CachedPage = {
  parts: Buffer[];
  gzip?: GzipPieces;
  /** The gzip pieces are made on the first hit that takes gzip, not when kept (a signed-in page may never be asked again). */
  gzipOnHit?: boolean;
  headers: [string, string][];
  onHit: (() => void)[];
};

/** The parts of `body` between the occurrences of `nonce`: views of its bytes, not copies. */
export function cutAtNonce(body: Buffer, nonce: string): Buffer[] {
  const parts: Buffer[] = [];
  const cut = Buffer.from(nonce);
  let from = 0;
  for (let at = body.indexOf(cut, from); at >= 0; at = body.indexOf(cut, from)) {
    parts.push(body.subarray(from, at));
    from = at + cut.length;
  }
  parts.push(body.subarray(from));
  return parts;
}

/** A rendered page cut at its nonce, with its gzip pieces, and the bytes it holds (UTF-8, gzip pieces). */
export function makeCachedPage(
  body: string | Buffer,
  nonce: string,
  headers: [string, string][],
  onHit: (() => void)[],
  opts: { gzipOnHit?: boolean } = {},
): { page: CachedPage; bytes: number } {
  // A page of its own: the parts may be views of it for as long as it is kept.
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  const parts = cutAtNonce(bytes, nonce);
  const compress = bytes.length >= COMPRESS_MIN_BYTES;
  if (compress && opts.gzipOnHit) {
    // Room for the pieces made later: a page deflates to well under half its text.
    return { page: { parts, gzipOnHit: true, headers, onHit }, bytes: bytes.length + bytes.length / 2 };
  }
  const gzip = compress ? gzipPieces(parts) : undefined;
  return { page: { parts, gzip, headers, onHit }, bytes: bytes.length + (gzip ? gzip.pieces.reduce((n, b) => n + b.length, 0) : 0) };
}

/** A kept page's body with `nonce` in every place its render had one. */
export function withNonce(page: CachedPage, nonce: string): Buffer {
  const cut = Buffer.from(nonce);
  const chunks: Buffer[] = [];
  page.parts.forEach((part, i) => {
    if (i > 0) chunks.push(cut);
    chunks.push(part);
  });
  return Buffer.concat(chunks);
}

/** A kept page's gzip pieces, made now if they were left for the first hit (undefined: the page is sent as text). */
export function gzipOf(page: CachedPage): GzipPieces | undefined {
  if (page.gzipOnHit) {
    page.gzip = gzipPieces(page.parts);
    page.gzipOnHit = false;
  }
  return page.gzip;
}
