import { constants as zlibConstants, crc32, deflateRawSync } from 'node:zlib';
import { crc32Combine, crc32Shift, type Crc32Shift } from './crc32-combine';

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
export function gzipPieces(partBytes: readonly Buffer[]): GzipPieces | undefined {
  if (partBytes.length > MAX_GZIP_PIECES || partBytes.some((part) => part.includes(0))) return undefined;
  const blank = Buffer.alloc(NONCE_BYTES);
  const pieces: Buffer[] = [];
  let before = Buffer.alloc(0);
  partBytes.forEach((bytes, i) => {
    pieces.push(deflateRawSync(bytes, { finishFlush: zlibConstants.Z_FULL_FLUSH, ...(before.length ? { dictionary: before } : {}) }));
    const next = i < partBytes.length - 1 ? [before, bytes, blank] : [before, bytes];
    before = Buffer.concat(next).subarray(-DEFLATE_WINDOW);
  });
  const size = partBytes.reduce((n, b) => n + b.length, 0) + NONCE_BYTES * (partBytes.length - 1);
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
