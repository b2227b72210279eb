import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gzipPieces, gzipWithNonce } from './gzip-pieces';

describe('a kept page deflated in pieces', () => {
  const nonce = () => randomBytes(16).toString('base64');
  // Repetitive text (so pieces refer back across the cuts), the nonce first, last, twice in a row, past 32 KB.
  const row = (i: number) => `<style nonce="@">.ant-btn-${i % 7}{color:#1677ff;padding:4px 15px}</style><p>园区政策 ${i % 5}</p>`;
  const html = `@<html>${Array.from({ length: 350 }, (_, i) => row(i)).join('')}@@<script nonce="@">1</script>@`;

  it('gunzips to the page with a fresh nonce in every place, hit after hit', () => {
    const parts = html.split('@');
    const gz = gzipPieces(parts.map((part) => Buffer.from(part)))!;
    expect(gz.size).toBeGreaterThan(36 * 1024);
    for (let i = 0; i < 3; i++) {
      const n = nonce();
      expect(gunzipSync(gzipWithNonce(gz, n)).toString('utf8')).toBe(parts.join(n));
    }
    // Pieces refer back to the text before them: far smaller than the page.
    expect(gz.pieces.reduce((sum, p) => sum + p.length, 0)).toBeLessThan(gz.size / 10);
  });

  it('is not made for text holding NUL bytes, nor for hundreds of nonces', () => {
    expect(gzipPieces([Buffer.from('a\0b'), Buffer.from('c')])).toBeUndefined();
    expect(gzipPieces(Array.from({ length: 1000 }, () => Buffer.from('a')))).toBeUndefined();
  });
});
