import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pack } from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractTar, tarStream, type TarEntryInput } from './tar';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'portal-tar-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const mtime = new Date('2026-01-02T03:04:05Z');
const longName = `uploads/${'a'.repeat(60)}/${'b'.repeat(60)}/${'c'.repeat(40)}.jpg`;

async function bytesOf(entries: TarEntryInput[]): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of tarStream(entries)) chunks.push(chunk);
  return Buffer.concat(chunks);
}

async function* once(data: Buffer) {
  // In uneven pieces, as a decompressor hands them over.
  for (let i = 0; i < data.length; i += 777) yield data.subarray(i, i + 777);
}

describe('tar (the backups’ archive format)', () => {
  it('writes directories and files (from memory and from disk, names past 100 bytes) that tar lists and this reader unpacks byte for byte', async () => {
    const onDisk = path.join(dir, 'source.bin');
    const big = Buffer.from(Array.from({ length: 700_001 }, (_, i) => (i * 31) % 251));
    await writeFile(onDisk, big);
    const small = Buffer.from('你好，园区');
    const archive = await bytesOf([
      { type: 'directory', name: 'uploads', mode: 0o755, mtime },
      { type: 'file', name: 'uploads/small.txt', mode: 0o644, mtime, size: small.length, source: small },
      { type: 'file', name: longName, mode: 0o600, mtime, size: big.length, source: onDisk },
    ]);
    const file = path.join(dir, 'a.tar');
    await writeFile(file, archive);
    expect(execFileSync('tar', ['-tf', file], { encoding: 'utf8' }).trim().split('\n')).toEqual([
      'uploads/',
      'uploads/small.txt',
      longName,
    ]);

    const out = path.join(dir, 'out');
    const entries = await extractTar(once(archive), out, () => true);
    expect(entries.map((e) => [e.type, e.name, e.size])).toEqual([
      ['directory', 'uploads', 0],
      ['file', 'uploads/small.txt', small.length],
      ['file', longName, big.length],
    ]);
    expect(await readFile(path.join(out, longName))).toEqual(big);
    expect(await readFile(path.join(out, 'uploads/small.txt'), 'utf8')).toBe('你好，园区');
  });

  it('refuses a header whose checksum does not match, a name leaving the folder, an entry not allowed, and a cut archive', async () => {
    const good = await bytesOf([{ type: 'file', name: 'x/y.txt', mode: 0o644, mtime, size: 3, source: Buffer.from('abc') }]);
    const damaged = Buffer.from(good);
    damaged[3] = damaged[3]! ^ 0xff;
    await expect(extractTar(once(damaged), path.join(dir, 'd1'), () => true)).rejects.toThrow(/校验失败/);

    const escape = await bytesOf([{ type: 'file', name: '../evil.txt', mode: 0o644, mtime, size: 1, source: Buffer.from('e') }]);
    await expect(extractTar(once(escape), path.join(dir, 'd2'), () => true)).rejects.toThrow(/不安全的路径/);

    await expect(extractTar(once(good), path.join(dir, 'd3'), (n) => n.startsWith('pgdata/'))).rejects.toThrow(/不应出现/);

    await expect(extractTar(once(good.subarray(0, 600)), path.join(dir, 'd4'), () => true)).rejects.toThrow(/截断/);
    // Cut right after the last entry, or inside the end-of-archive blocks: every entry is whole, yet the archive is not.
    await expect(extractTar(once(good.subarray(0, 1024)), path.join(dir, 'd5'), () => true)).rejects.toThrow(/截断/);
    await expect(extractTar(once(good.subarray(0, 1536)), path.join(dir, 'd6'), () => true)).rejects.toThrow(/截断/);
    // Cut right after the extended (pax) header that carries the next entry's name, before that entry's own header.
    const two = await bytesOf([
      { type: 'file', name: 'x/y.txt', mode: 0o644, mtime, size: 3, source: Buffer.from('abc') },
      { type: 'file', name: 'x/园区.txt', mode: 0o644, mtime, size: 3, source: Buffer.from('def') },
    ]);
    expect(two.subarray(1024 + 156, 1024 + 157).toString()).toBe('x'); // the pax header's type flag
    await expect(extractTar(once(two.subarray(0, 2048)), path.join(dir, 'd7'), () => true)).rejects.toThrow(/截断/);
  });

  it('refuses links and devices, and names given twice', async () => {
    const crafted = async (add: (archive: ReturnType<typeof pack>) => void) => {
      const archive = pack();
      add(archive);
      archive.finalize();
      const chunks: Buffer[] = [];
      for await (const chunk of archive) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    };
    const symlink = await crafted((a) => a.entry({ name: 'uploads/link', type: 'symlink', linkname: '/etc/passwd' }));
    await expect(extractTar(once(symlink), path.join(dir, 'l1'), () => true)).rejects.toThrow(/不支持的条目类型（symlink）/);
    const hardlink = await crafted((a) => a.entry({ name: 'uploads/hard', type: 'link', linkname: 'uploads/x' }));
    await expect(extractTar(once(hardlink), path.join(dir, 'l2'), () => true)).rejects.toThrow(/不支持的条目类型（link）/);
    const device = await crafted((a) => a.entry({ name: 'uploads/dev', type: 'character-device', devmajor: 1, devminor: 3 }));
    await expect(extractTar(once(device), path.join(dir, 'l3'), () => true)).rejects.toThrow(/不支持的条目类型/);
    const twice = await crafted((a) => {
      a.entry({ name: 'uploads/a.txt' }, 'one');
      a.entry({ name: 'uploads/a.txt' }, 'two');
    });
    await expect(extractTar(once(twice), path.join(dir, 'l4'), () => true)).rejects.toThrow(/重复的条目/);
    const absolute = await crafted((a) => a.entry({ name: '/tmp/evil.txt' }, 'e'));
    await expect(extractTar(once(absolute), path.join(dir, 'l5'), () => true)).rejects.toThrow(/不安全的路径/);
  });

  it('stops when a file on disk is not the size announced (it changed while being copied)', async () => {
    const file = path.join(dir, 'changing.bin');
    await writeFile(file, Buffer.alloc(100));
    await expect(bytesOf([{ type: 'file', name: 'f', mode: 0o644, mtime, size: 50, source: file }])).rejects.toThrow(/发生了变化/);
    await expect(bytesOf([{ type: 'file', name: 'f', mode: 0o644, mtime, size: 150, source: file }])).rejects.toThrow(/发生了变化/);
  });
});
