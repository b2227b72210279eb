import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Env } from '../env';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from './data-dir';
import { S3Storage } from './s3-storage';

/** Where uploaded files live: a local (or shared) directory, or S3-compatible object storage (s3-storage.ts). */
export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  read(key: string): Promise<Buffer | null>;
  /** Overwrites an existing file all at once (a reader sees the old bytes or the new, never half). */
  replace(key: string, data: Buffer): Promise<void>;
  remove(key: string): Promise<void>;
}

export class LocalStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private resolve(key: string): string {
    const full = path.resolve(this.root, key);
    if (!full.startsWith(path.resolve(this.root) + path.sep)) throw new Error('invalid storage key');
    return full;
  }

  async put(key: string, data: Buffer): Promise<void> {
    const full = this.resolve(key);
    await mkdir(path.dirname(full), { recursive: true, mode: PRIVATE_DIR_MODE });
    await writeFile(full, data, { flag: 'wx', mode: PRIVATE_FILE_MODE });
  }

  async read(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.resolve(key));
    } catch {
      return null;
    }
  }

  async replace(key: string, data: Buffer): Promise<void> {
    const full = this.resolve(key);
    const temp = `${full}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(temp, data, { flag: 'wx', mode: PRIVATE_FILE_MODE });
    try {
      await rename(temp, full);
    } catch (err) {
      await rm(temp, { force: true });
      throw err;
    }
  }

  async remove(key: string): Promise<void> {
    await rm(this.resolve(key), { force: true });
  }
}

/** A new key: public/ files may be served to anyone, private/ ones only through an authorized address. */
export function newKey(visibility: 'public' | 'private', ext: string, now = new Date()): string {
  const month = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  return `${visibility}/${month}/${randomBytes(16).toString('hex')}.${ext}`;
}

/** The uploads' home from the settings: the bucket when S3_BUCKET is set (issue 14), else the directory. */
export function createStorage(env: Env): FileStorage {
  if (env.S3_BUCKET) {
    return new S3Storage({
      bucket: env.S3_BUCKET,
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
    });
  }
  return new LocalStorage(env.uploadsDir);
}
