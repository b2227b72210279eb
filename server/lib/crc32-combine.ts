/**
 * CRC-32 (the gzip/zlib one) of a concatenation from the CRCs of its pieces, as zlib's crc32_combine does it:
 * crc(A ‖ B) = shift|B|(crc(A)) ⊕ crc(B), where shiftₙ is the linear map "feed n zero bytes" over GF(2), a 32×32
 * bit matrix kept as its 32 columns. Node 20 exposes zlib's crc32 but not its combine. A kept page (lib/response-
 * cache.ts) knows its pieces' CRCs and lengths when it is kept, so each hit computes only the fresh nonce's CRC and
 * a few matrix-vector products, not the CRC of the whole page (32 µs of the home page's 220 µs per hit).
 */

/** A linear map on 32-bit CRC registers: column i is the image of bit i. */
export type Crc32Shift = Uint32Array;

/** The CRC-32 polynomial, reflected. */
const POLY = 0xedb88320;

function times(mat: Crc32Shift, vec: number): number {
  let sum = 0;
  for (let i = 0; vec !== 0; i++, vec >>>= 1) if (vec & 1) sum ^= mat[i]!;
  return sum >>> 0;
}

/** a ∘ b: b first, then a. */
function compose(a: Crc32Shift, b: Crc32Shift): Crc32Shift {
  const out = new Uint32Array(32);
  for (let i = 0; i < 32; i++) out[i] = times(a, b[i]!);
  return out;
}

const IDENTITY = Uint32Array.from({ length: 32 }, (_, i) => (1 << i) >>> 0);

/** BYTE_SHIFTS[k]: feed 2^k zero bytes. Enough powers for any length a JavaScript string of a page can have. */
const BYTE_SHIFTS: Crc32Shift[] = (() => {
  // One zero bit: the register shifts right, and the polynomial comes in when bit 0 falls out.
  let op: Crc32Shift = Uint32Array.from({ length: 32 }, (_, i) => (i === 0 ? POLY : (1 << (i - 1)) >>> 0));
  for (let bit = 0; bit < 3; bit++) op = compose(op, op);
  const powers: Crc32Shift[] = [op];
  for (let k = 1; k < 32; k++) powers.push(compose(powers[k - 1]!, powers[k - 1]!));
  return powers;
})();

/** The map that feeds `length` zero bytes (made once per piece when a page is kept). */
export function crc32Shift(length: number): Crc32Shift {
  if (!Number.isInteger(length) || length < 0 || length >= 2 ** 32) throw new Error('length out of range');
  let op: Crc32Shift = IDENTITY;
  for (let k = 0, n = length; n > 0; k++, n = Math.floor(n / 2)) if (n % 2 === 1) op = compose(BYTE_SHIFTS[k]!, op);
  return op;
}

/** crc(A ‖ B) from crc(A), crc(B) and crc32Shift(|B|). */
export function crc32Combine(crcA: number, crcB: number, shiftB: Crc32Shift): number {
  return (times(shiftB, crcA) ^ crcB) >>> 0;
}
