import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32Combine, crc32Shift } from './crc32-combine';

describe('crc32Combine', () => {
  it("gives zlib's CRC-32 of the whole from the pieces' CRCs, for pieces of every size (empty ones too)", () => {
    for (const sizes of [[0], [1, 1], [0, 5, 0], [24, 1000, 24, 31_000, 24, 7], [65_537, 3], [1, 2, 3, 4, 5, 6, 7, 8, 255, 256, 257]]) {
      const pieces = sizes.map((n) => randomBytes(n));
      let crc = 0;
      for (const piece of pieces) crc = crc32Combine(crc, piece.length ? crc32(piece) : 0, crc32Shift(piece.length));
      expect(crc, sizes.join('+')).toBe(crc32(Buffer.concat(pieces)));
    }
  });

  it('a shift made once serves every piece of that length', () => {
    const shift = crc32Shift(24);
    const a = randomBytes(500);
    const [n1, n2] = [randomBytes(24), randomBytes(24)];
    for (const n of [n1, n2]) expect(crc32Combine(crc32(a), crc32(n), shift)).toBe(crc32(Buffer.concat([a, n])));
  });

  it('refuses a length it cannot shift by', () => {
    for (const bad of [-1, 1.5, 2 ** 32]) expect(() => crc32Shift(bad)).toThrow('length out of range');
  });
});
