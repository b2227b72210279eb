import { and, eq, inArray, lt, or } from 'drizzle-orm';
import sharp from 'sharp';
import { MSG } from '../../../shared/messages';
import { UPLOAD_KINDS, type UploadKind } from '../../../shared/contracts/uploads';
import type { Db } from '../../db/client';
import { uploads } from '../../db/schema/index';
import { fail } from '../../lib/errors';
import { newKey, type FileStorage } from '../../lib/storage';

export const MAX_PIXELS = 40_000_000;

/**
 * Accepts a JPEG judged by its content (not its name or declared type), re-encoded so EXIF and GPS
 * metadata are gone and the orientation is applied.
 */
export async function cleanJpeg(data: Buffer): Promise<Buffer> {
  if (data.length < 4 || data[0] !== 0xff || data[1] !== 0xd8 || data[2] !== 0xff) throw fail('请上传 JPG 格式的图片');
  try {
    const img = sharp(data, { limitInputPixels: MAX_PIXELS, failOn: 'error' });
    const meta = await img.metadata();
    if (meta.format !== 'jpeg') throw new Error('not jpeg');
    return await img.rotate().jpeg({ quality: 88 }).toBuffer();
  } catch {
    throw fail('图片无法识别，请上传有效的 JPG 图片');
  }
}

export async function storeUpload(db: Db, storage: FileStorage, ownerId: number, kind: UploadKind, data: Buffer) {
  const sensitive = UPLOAD_KINDS[kind].sensitive;
  const key = newKey(sensitive ? 'private' : 'public', 'jpg');
  await storage.put(key, data);
  const [row] = await db.insert(uploads).values({ ownerId, kind, path: key, sensitive, bytes: data.length }).returning();
  return row!;
}

/** The address a file is shown at: public files directly, sensitive ones only through the authorized route. */
export function uploadUrl(row: { id: number; path: string; sensitive: boolean }): string {
  return row.sensitive ? `/files/${row.id}` : `/uploads/${row.path.replace(/^public\//, '')}`;
}

/** Finds the upload a submitted address points at, if it belongs to the user and is of the kind expected. */
export async function ownedUpload(db: Db, ownerId: number, kind: UploadKind, url: string) {
  const m = url.match(/\/files\/(\d+)$/) ?? url.match(/\/uploads\/(\d{4}\/\d{2}\/[0-9a-f]{32}\.jpg)$/);
  if (!m) return null;
  const cond = m[1]!.includes('/') ? eq(uploads.path, `public/${m[1]}`) : eq(uploads.id, Number(m[1]));
  const [row] = await db.select().from(uploads).where(and(cond, eq(uploads.ownerId, ownerId), eq(uploads.kind, kind))).limit(1);
  return row ?? null;
}

/**
 * Marks the owner's uploads at these addresses as no longer attached (replaced or withdrawn in a
 * re-application), so the housekeeping purge deletes them like any abandoned upload.
 */
export async function detachUploads(db: Db, ownerId: number, urls: readonly string[]): Promise<void> {
  const ids: number[] = [];
  const paths: string[] = [];
  for (const url of urls) {
    const file = url.match(/\/files\/(\d+)$/);
    const pub = url.match(/\/uploads\/(\d{4}\/\d{2}\/[0-9a-f]{32}\.jpg)$/);
    if (file) ids.push(Number(file[1]));
    else if (pub) paths.push(`public/${pub[1]}`);
  }
  if (ids.length === 0 && paths.length === 0) return;
  const which = or(ids.length ? inArray(uploads.id, ids) : undefined, paths.length ? inArray(uploads.path, paths) : undefined);
  await db.update(uploads).set({ attached: false }).where(and(eq(uploads.ownerId, ownerId), which));
}

/** Deletes uploads never attached to a submission once they are older than `maxAgeMs`. */
export async function purgeAbandonedUploads(db: Db, storage: FileStorage, maxAgeMs = 24 * 3_600_000, now = new Date()) {
  const stale = await db
    .select({ id: uploads.id, path: uploads.path })
    .from(uploads)
    .where(and(eq(uploads.attached, false), lt(uploads.createdAt, new Date(now.getTime() - maxAgeMs))))
    .limit(1000);
  for (const row of stale) {
    await storage.remove(row.path);
    await db.delete(uploads).where(eq(uploads.id, row.id));
  }
  return stale.length;
}

export const tooLarge = () => fail(MSG.uploadTooLarge);
