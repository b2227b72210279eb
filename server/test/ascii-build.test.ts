import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
// The build's step that leaves the server's JavaScript in ASCII only (scripts/build.js asciiOnly).
import { asciiOnly } from '../../scripts/build.js';

const dir = mkdtempSync(path.join(tmpdir(), 'ascii-build-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const SOURCE = [
  '// 注释：园区企业服务门户',
  '/* 块注释 ——「引号」 */',
  `export const text = '房屋费用 😀';`,
  'export const template = `第${1 + 1}页，共 3 页`;',
  'export const fullStop = (s) => s.replace(/。/g, ".");',
  'export const escaped = /\\。/.test("。");',
  'export const astral = /😀/u.test("😀");',
  `export const 名称 = '标识符';`,
  // A line separator ends a line comment: the code after it must stay code.
  '// 行分隔符\u2028export const afterSeparator = 1;',
].join('\n');

describe('asciiOnly (the server build in ASCII: one-byte strings in V8)', () => {
  it('escapes every character outside ASCII and the module means the same', async () => {
    const file = path.join(dir, 'bundle.mjs');
    writeFileSync(file, SOURCE);
    const before = await import(pathToFileURL(file).href + '?before');
    await asciiOnly(file, true);
    const code = readFileSync(file, 'utf8');
    expect([...code].filter((c) => c.charCodeAt(0) > 0x7f)).toEqual([]);
    const after = await import(pathToFileURL(file).href + '?after');
    expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
    for (const key of Object.keys(before)) if (typeof before[key] !== 'function') expect(after[key]).toEqual(before[key]);
    expect(after.text).toBe('房屋费用 😀');
    expect(after.template).toBe('第2页，共 3 页');
    expect(after.fullStop('一。二。')).toBe('一.二.');
    expect(after.escaped).toBe(true);
    expect(after.astral).toBe(true);
    expect(after['名称']).toBe('标识符');
    expect(after.afterSeparator).toBe(1);
  });

  it('leaves a file already in ASCII as it is', async () => {
    const file = path.join(dir, 'plain.mjs');
    writeFileSync(file, 'export const a = "plain";\n');
    await asciiOnly(file, false);
    expect(readFileSync(file, 'utf8')).toBe('export const a = "plain";\n');
  });
});
