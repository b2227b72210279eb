import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open } from 'node:fs/promises';
import path from 'node:path';
import { extract, pack, type Extract, type Pack } from 'tar-stream';

/**
 * The backups' archives, on tar-stream (ustar, pax headers for long or non-ASCII names; `tar -xzf` opens them).
 * This module adds what the backups need around it: every file's size and SHA-256 computed while it streams
 * through, a file that changes while being copied stops the archive, and reading refuses anything but regular
 * files and directories under safe, allowed, unique names, and a damaged or cut archive (TarError).
 */

export type TarEntryInput =
  | { type: 'directory'; name: string; mode: number; mtime: Date }
  | { type: 'file'; name: string; mode: number; mtime: Date; size: number; source: string | Buffer };

export type TarEntryRead = { type: 'directory' | 'file'; name: string; mode: number; size: number; sha256: string };

export class TarError extends Error {}

const BLOCK = 512;
const PIECE = 256 * 1024;
const ZEROS = Buffer.alloc(BLOCK);

type Emitter = { once(event: 'drain' | 'close', fn: () => void): unknown; off(event: 'drain' | 'close', fn: () => void): unknown };

/** Waits for `event`, or for the stream's close (after which it never comes). */
function until(stream: Emitter, event: 'drain'): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stream.off(event, done);
      stream.off('close', done);
      resolve();
    };
    stream.once(event, done);
    stream.once('close', done);
  });
}

/** Adds one entry and its data; returns the data's SHA-256 once the entry is in the archive. */
async function add(archive: Pack, entry: TarEntryInput): Promise<string> {
  const directory = entry.type === 'directory';
  const seconds = Math.min(Math.max(0, Math.floor(entry.mtime.getTime() / 1000)), 2 ** 31 - 1);
  let settle: (err?: Error | null) => void = () => {};
  const settled = new Promise<Error | null | undefined>((resolve) => (settle = resolve));
  const header = { type: entry.type, name: directory ? `${entry.name.replace(/\/+$/, '')}/` : entry.name, mode: entry.mode & 0o777 };
  const sink = archive.entry({ ...header, mtime: new Date(seconds * 1000), size: directory ? 0 : entry.size }, settle);
  sink.on('error', () => {}); // reported to `settle`, and by the archive itself
  const hash = createHash('sha256');
  if (entry.type === 'file') {
    // One byte more than announced is read, so a file that grew is seen too.
    const source = Buffer.isBuffer(entry.source)
      ? [entry.source]
      : createReadStream(entry.source, { end: entry.size, highWaterMark: PIECE });
    let seen = 0;
    for await (const chunk of source as AsyncIterable<Buffer>) {
      seen += chunk.length;
      if (seen > entry.size || sink.destroying) break;
      hash.update(chunk);
      if (!sink.write(chunk) && !sink.destroying) await until(sink, 'drain');
    }
    if (seen !== entry.size) throw new TarError(`文件在备份过程中发生了变化：${entry.name}`);
  }
  sink.end(null); // (streamx's types want an argument; null adds nothing)
  const err = await settled;
  if (err) throw err;
  return hash.digest('hex');
}

/**
 * The archive's bytes, entry after entry (a file is read from disk in pieces, never whole). `onFile` receives each
 * file's SHA-256 once it is written; `trailer` adds entries after the others (e.g. a manifest of those hashes).
 * A file whose size differs from the one announced stops the archive: it changed while being copied.
 */
export async function* tarStream(
  entries: Iterable<TarEntryInput>,
  opts: { onFile?: (name: string, size: number, sha256: string) => void; trailer?: () => TarEntryInput[] } = {},
): AsyncGenerator<Buffer> {
  const archive = pack();
  const one = async (entry: TarEntryInput) => {
    const sha256 = await add(archive, entry);
    if (entry.type === 'file') opts.onFile?.(entry.name, entry.size, sha256);
  };
  const writing = (async () => {
    for (const entry of entries) await one(entry);
    for (const entry of opts.trailer?.() ?? []) await one(entry);
    archive.finalize();
  })().catch((err: unknown) => archive.destroy(err instanceof Error ? err : new Error(String(err))));
  for await (const chunk of archive) yield chunk as Buffer;
  await writing;
}

/** A name inside the archive as a relative path that stays inside the target folder, or an error. */
function safeName(raw: string): string {
  const name = raw.replace(/\/+$/, '');
  if (!name || name.startsWith('/') || name.includes('\\') || name.includes('\0')) throw new TarError(`归档中有不安全的路径：${raw}`);
  const parts = name.split('/');
  if (parts.some((p) => p === '' || p === '.' || p === '..')) throw new TarError(`归档中有不安全的路径：${raw}`);
  return name;
}

/** tar-stream's own errors (a bad header, the data ending midway) as TarError. */
function damaged(err: unknown): TarError {
  const message = err instanceof Error ? err.message : String(err);
  if (/unexpected end/i.test(message)) return new TarError('归档不完整（文件被截断）');
  if (/corrupted/i.test(message)) return new TarError('归档头部校验失败（文件已损坏）');
  return new TarError(`归档结构损坏（${message}）`);
}

/** Where the last non-zero byte of `chunk` ends (0: none), compared a block at a time: archives hold many zero blocks. */
function dataEnd(chunk: Buffer): number {
  let end = chunk.length;
  while (end > 0 && chunk.subarray(Math.max(0, end - BLOCK), end).equals(ZEROS.subarray(0, Math.min(BLOCK, end)))) end -= BLOCK;
  while (end > 0 && chunk[end - 1] === 0) end--;
  return Math.max(0, end);
}

/** Hands the source's chunks to `into` as it takes them; stops (without reading on) once it is destroyed. */
async function feed(source: AsyncIterable<Buffer>, into: Extract, seen: (chunk: Buffer) => void): Promise<void> {
  const chunks = source[Symbol.asyncIterator]();
  for (;;) {
    const next = await chunks.next();
    if (into.destroying) return;
    if (next.done) return void into.end(null);
    const chunk = Buffer.isBuffer(next.value) ? next.value : Buffer.from(next.value);
    seen(chunk);
    if (!into.write(chunk) && !into.destroying) await until(into, 'drain');
  }
}

/**
 * Unpacks an archive (a stream of its uncompressed bytes) into `dir`, which must be new or empty. Files are
 * created exclusively (an entry never replaces another or follows a link). Returns every entry with the SHA-256
 * of what was written. Throws TarError on a damaged or unexpected archive (an error of the source itself, e.g. a
 * decompressor's, comes through as it is); what was written so far stays for the caller to remove.
 */
export async function extractTar(source: AsyncIterable<Buffer>, dir: string, allow: (name: string) => boolean): Promise<TarEntryRead[]> {
  await mkdir(dir, { recursive: true });
  const unpack = extract();
  // Bytes read, where the last non-zero one ends, where the last entry ends: checked once tar-stream is done.
  let total = 0;
  let lastData = 0;
  let lastEntryEnd = 0;
  let sourceError: unknown = null;
  const feeding = feed(source, unpack, (chunk) => {
    const end = dataEnd(chunk);
    if (end) lastData = total + end;
    total += chunk.length;
  }).catch((err: unknown) => {
    sourceError = err;
    unpack.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  const entries: TarEntryRead[] = [];
  const seen = new Set<string>();
  try {
    for await (const item of unpack) {
      const { header } = item;
      const name = safeName(header.name);
      if (!allow(name)) throw new TarError(`归档中有不应出现的条目：${name}`);
      if (seen.has(name)) throw new TarError(`归档中有重复的条目：${name}`);
      seen.add(name);
      lastEntryEnd = item.offset + BLOCK + Math.ceil(header.size / BLOCK) * BLOCK;
      const mode = header.mode & 0o777;
      const full = path.join(dir, name);
      if (header.type === 'directory') {
        if (header.size !== 0) throw new TarError(`归档头部损坏：${name}`);
        await mkdir(full, { recursive: true, mode: mode | 0o700 });
        entries.push({ type: 'directory', name, mode, size: 0, sha256: '' });
        continue;
      }
      if (header.type !== 'file') throw new TarError(`归档中有不支持的条目类型（${header.type ?? '未知'}）：${name}`);
      await mkdir(path.dirname(full), { recursive: true, mode: 0o700 });
      const file = await open(full, 'wx', mode | 0o600);
      const hash = createHash('sha256');
      let size = 0;
      try {
        for await (const chunk of item as AsyncIterable<Buffer>) {
          hash.update(chunk);
          size += chunk.length;
          await file.write(chunk);
        }
      } finally {
        await file.close();
      }
      entries.push({ type: 'file', name, mode, size, sha256: hash.digest('hex') });
    }
  } catch (err) {
    throw err instanceof TarError || err === sourceError ? err : damaged(err);
  } finally {
    unpack.destroy();
  }
  await feeding;
  if (sourceError !== null) throw sourceError;
  // Whole entries, then less than two zero blocks, or headers (a long name's) whose entry never came: cut.
  if (total - lastEntryEnd < 2 * BLOCK || lastData > lastEntryEnd) throw new TarError('归档不完整（文件被截断）');
  return entries;
}
