import { gzipPieces, type GzipPieces } from './gzip-pieces';

/**
 * Kept answers of at least this many bytes are also kept compressed (brotli or gzip, each made the first time a
 * client takes it), so a hit is not compressed again each time. The same threshold and brotli quality as
 * @fastify/compress's settings in server/app.ts, which compresses every other answer.
 */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * A page or `.data` answer: the body cut at the nonce of the render that made it (joined with a fresh nonce on
 * every hit), its gzip copy cut at the same places, the headers React Router set, and the views the page's calls
 * count, to be counted again per hit.
 */
export type CachedPage = {
  parts: string[];
  gzip?: GzipPieces;
  /** The gzip pieces are made on the first hit that takes gzip, not when kept (a signed-in page may never be asked again). */
  gzipOnHit?: boolean;
  headers: [string, string][];
  onHit: (() => void)[];
};

/** A rendered page cut at its nonce, with its gzip pieces, and the bytes it holds (text in UTF-16, gzip pieces). */
export function makeCachedPage(
  html: string,
  nonce: string,
  headers: [string, string][],
  onHit: (() => void)[],
  opts: { gzipOnHit?: boolean } = {},
): { page: CachedPage; bytes: number } {
  const parts = html.split(nonce);
  const compress = html.length >= COMPRESS_MIN_BYTES;
  if (compress && opts.gzipOnHit) {
    // Room for the pieces made later: a page deflates to well under half its text.
    return { page: { parts, gzipOnHit: true, headers, onHit }, bytes: html.length * 2 + html.length };
  }
  const gzip = compress ? gzipPieces(parts) : undefined;
  const bytes = html.length * 2 + (gzip ? gzip.size + gzip.pieces.reduce((n, b) => n + b.length, 0) : 0);
  return { page: { parts, gzip, headers, onHit }, bytes };
}

/** A kept page's gzip pieces, made now if they were left for the first hit (undefined: the page is sent as text). */
export function gzipOf(page: CachedPage): GzipPieces | undefined {
  if (page.gzipOnHit) {
    page.gzip = gzipPieces(page.parts);
    page.gzipOnHit = false;
  }
  return page.gzip;
}
