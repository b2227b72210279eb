import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded files live. Local disk under DATA_DIR today; object storage can implement the same. */
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
    await mkdir(path.dirname(full), { recursive: true });
    await writeFile(full, data, { flag: 'wx' });
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
    await writeFile(temp, data, { flag: 'wx' });
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
