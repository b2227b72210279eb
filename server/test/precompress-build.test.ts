import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
// The build's step that compresses the static files once (scripts/build.js precompressAssets).
import { precompressAssets } from '../../scripts/build.js';

const buildDir = mkdtempSync(path.join(tmpdir(), 'precompress-build-'));
afterAll(() => rmSync(buildDir, { recursive: true, force: true }));

const file = (rel: string) => path.join(buildDir, 'client', rel);
function put(rel: string, body: string | Buffer) {
  mkdirSync(path.dirname(file(rel)), { recursive: true });
  writeFileSync(file(rel), body);
}

describe('precompressAssets (static files sent as compressed at build time)', () => {
  it('writes a brotli and a gzip copy of each script, style and SVG that decode to it, and leaves other files alone', async () => {
    const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, name: "园区企业 ${i}" }`).join(', ')}];\n`;
    put('assets/route-abc123.js', script);
    put('assets/nested/style-def456.css', '.a{color:#1f4e8c}\n'.repeat(200));
    put('favicon.svg', `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(50)}</svg>`);
    put('demo/guide.pdf', Buffer.alloc(4096, 7));
    await precompressAssets(buildDir);
    for (const rel of ['assets/route-abc123.js', 'assets/nested/style-def456.css', 'favicon.svg']) {
      const original = readFileSync(file(rel));
      const br = readFileSync(`${file(rel)}.br`);
      const gz = readFileSync(`${file(rel)}.gz`);
      expect(brotliDecompressSync(br).equals(original), rel).toBe(true);
      expect(gunzipSync(gz).equals(original), rel).toBe(true);
      expect(br.length, rel).toBeLessThan(original.length);
      expect(br.length, rel).toBeLessThanOrEqual(gz.length);
    }
    expect(existsSync(`${file('demo/guide.pdf')}.br`)).toBe(false);
    expect(existsSync(`${file('demo/guide.pdf')}.gz`)).toBe(false);
  });

  it('writes no copy that is not smaller than the file', async () => {
    put('assets/tiny-0.css', 'a{}');
    await precompressAssets(buildDir);
    expect(existsSync(`${file('assets/tiny-0.css')}.br`)).toBe(false);
    expect(existsSync(`${file('assets/tiny-0.css')}.gz`)).toBe(false);
  });
});
