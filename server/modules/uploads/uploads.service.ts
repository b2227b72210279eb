import type Sharp from 'sharp';
import type { FastifyRequest } from 'fastify';
import { and, asc, count, eq, gt, gte, inArray, lt, or } from 'drizzle-orm';
import { parkToday } from '../../../shared/billing/rules';
import { MSG } from '../../../shared/messages';
import { PUBLIC_UPLOAD_PATH, UPLOAD_KINDS, type UploadKind } from '../../../shared/contracts/uploads';
import type { Db } from '../../db/client';
import { uploads, users } from '../../db/schema/index';
import type { CipherBox } from '../../lib/crypto';
import { formatDateTime } from '../../lib/dates';
import { fail } from '../../lib/errors';
import { newKey, type FileStorage } from '../../lib/storage';

/**
 * sharp (libvips, ~28 MB resident) is loaded on the first image, not at start: most processes of the embedded
 * default never decode one (issue 12, the memory goal).
 */
let sharpModule: Promise<typeof Sharp> | undefined;
function sharpOf(): Promise<typeof Sharp> {
  sharpModule ??= import('sharp').then((m) => m.default);
  return sharpModule;
}

export const MAX_PIXELS = 40_000_000;

/** How many uploads may wait for a decoding slot, per slot (UPLOAD_DECODE_CONCURRENCY); beyond: refused as busy. */
export const DECODE_WAITING_PER_SLOT = 8;

/** The purpose printed across every served identity document (with the viewer and time). */
export const WATERMARK_PURPOSE = '仅供园区入驻审核使用';

/**
 * Accepts a JPEG judged by its content (not its name or declared type), re-encoded so EXIF and GPS
 * metadata are gone and the orientation is applied.
 */
export async function cleanJpeg(data: Buffer): Promise<Buffer> {
  if (data.length < 4 || data[0] !== 0xff || data[1] !== 0xd8 || data[2] !== 0xff) throw fail('请上传 JPG 格式的图片');
  const sharp = await sharpOf();
  try {
    const img = sharp(data, { limitInputPixels: MAX_PIXELS, failOn: 'error' });
    const meta = await img.metadata();
    if (meta.format !== 'jpeg') throw new Error('not jpeg');
    return await img.rotate().jpeg({ quality: 88 }).toBuffer();
  } catch {
    throw fail('图片无法识别，请上传有效的 JPG 图片');
  }
}

/**
 * Stores a cleaned image. Sensitive kinds (licence, ID photos, attachments) are sealed with the data key
 * (AES-256-GCM) before they reach the disk; `bytes` is the image's own size.
 */
export async function storeUpload(
  db: Db,
  storage: FileStorage,
  box: CipherBox,
  ownerId: number,
  kind: UploadKind,
  data: Buffer,
  now = new Date(),
) {
  const sensitive = UPLOAD_KINDS[kind].sensitive;
  const key = newKey(sensitive ? 'private' : 'public', 'jpg', now);
  await storage.put(key, sensitive ? box.seal(data) : data);
  const [row] = await db
    .insert(uploads)
    .values({ ownerId, kind, path: key, sensitive, encrypted: sensitive, bytes: data.length, createdAt: now })
    .returning();
  return row!;
}

/** The image of an upload as it was uploaded (opened when encrypted at rest); null when the file is gone. */
export async function readUpload(storage: FileStorage, box: CipherBox, row: { path: string; encrypted: boolean }): Promise<Buffer | null> {
  const data = await storage.read(row.path);
  if (!data) return null;
  return row.encrypted ? box.open(data) : data;
}

export async function findUpload(db: Db, id: number) {
  const [row] = await db.select().from(uploads).where(eq(uploads.id, id)).limit(1);
  return row ?? null;
}

const ENCRYPT_BATCH = 200;

/**
 * Encrypts sensitive files stored before encryption at rest existed, in place (start-up step; idempotent).
 * A file already sealed whose row was not yet marked (a stop between the two writes) is only marked.
 */
export async function encryptPlaintextUploads(db: Db, storage: FileStorage, box: CipherBox): Promise<number> {
  let done = 0;
  let after = 0;
  for (;;) {
    const batch = await db
      .select({ id: uploads.id, path: uploads.path })
      .from(uploads)
      .where(and(eq(uploads.sensitive, true), eq(uploads.encrypted, false), gt(uploads.id, after)))
      .orderBy(asc(uploads.id))
      .limit(ENCRYPT_BATCH);
    for (const row of batch) {
      after = row.id;
      const data = await storage.read(row.path);
      if (data && !isSealed(box, data)) await storage.replace(row.path, box.seal(data));
      // A missing file has nothing to protect; marking it keeps the step from looking at it again.
      await db.update(uploads).set({ encrypted: true }).where(eq(uploads.id, row.id));
      done += 1;
    }
    if (batch.length < ENCRYPT_BATCH) return done;
  }
}

function isSealed(box: CipherBox, data: Buffer): boolean {
  try {
    box.open(data);
    return true;
  } catch {
    return false;
  }
}

/** The start of the park day (Asia/Shanghai) that `now` falls in. */
export function parkDayStart(now: Date): Date {
  return new Date(`${parkToday(now)}T00:00:00+08:00`);
}

/** Refuses a user's upload once they have made `quota` uploads this park day (UPLOAD_DAILY_QUOTA). */
export async function checkDailyQuota(db: Db, ownerId: number, quota: number, now: Date): Promise<void> {
  const [row] = await db
    .select({ n: count() })
    .from(uploads)
    .where(and(eq(uploads.ownerId, ownerId), gte(uploads.createdAt, parkDayStart(now))));
  if ((row?.n ?? 0) >= quota) throw fail(MSG.uploadQuota);
}

/** How a viewer is named on a watermark: nickname and account (staff) or user number (personal users). */
export async function viewerLabel(db: Db, userId: number): Promise<string> {
  const [u] = await db.select({ nickname: users.nickname, username: users.username }).from(users).where(eq(users.id, userId)).limit(1);
  return [u?.nickname, u?.username ?? `ID ${userId}`].filter(Boolean).join(' ');
}

export const watermarkText = (viewer: string, at: Date) => `${WATERMARK_PURPOSE} · 查看人 ${viewer} · ${formatDateTime(at)}`;

const escapeXml = (text: string) =>
  // eslint-disable-next-line no-control-regex
  text.replace(/[\u0000-\u001f\u007f]/g, '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Font size of the watermark: about a fortieth of the image's longer side, never unreadably small. */
const WATERMARK_MIN_FONT = 14;
const WATERMARK_FONT_RATIO = 40;
const WATERMARK_ANGLE = -30;

/** An SVG of the text repeated in diagonal rows over the whole image (semi-transparent, two tones for any background). */
export function watermarkSvg(width: number, height: number, text: string): string {
  const size = Math.max(WATERMARK_MIN_FONT, Math.round(Math.max(width, height) / WATERMARK_FONT_RATIO));
  const step = { x: Math.ceil(text.length * size * 0.9), y: Math.round(size * 3.5) };
  const diagonal = Math.ceil(Math.hypot(width, height));
  const cx = width / 2;
  const cy = height / 2;
  const rows: string[] = [];
  const body = escapeXml(text);
  for (let y = -diagonal, row = 0; y <= diagonal; y += step.y, row += 1) {
    // Alternate rows are shifted by half a step so the text forms a brick pattern.
    for (let x = -diagonal - (row % 2) * (step.x / 2); x <= diagonal; x += step.x) {
      rows.push(`<text x="${Math.round(cx + x)}" y="${Math.round(cy + y)}">${body}</text>`);
    }
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<g transform="rotate(${WATERMARK_ANGLE} ${cx} ${cy})" font-family="Noto Sans CJK SC, Noto Sans SC, sans-serif" font-size="${size}" ` +
    `fill="#c0392b" fill-opacity="0.38" stroke="#ffffff" stroke-opacity="0.35" stroke-width="${Math.max(1, Math.round(size / 16))}">` +
    `${rows.join('')}</g></svg>`
  );
}

/** The image with the watermark drawn across it, as a JPEG of the same size. */
export async function watermarkJpeg(image: Buffer, text: string): Promise<Buffer> {
  const sharp = await sharpOf();
  const img = sharp(image, { limitInputPixels: MAX_PIXELS });
  const { width, height } = await img.metadata();
  if (!width || !height) throw new Error('image without size');
  return img
    .composite([{ input: Buffer.from(watermarkSvg(width, height, text)), top: 0, left: 0 }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** Deletes uploads (file and row), e.g. ID photos at the end of their retention or on request. */
export async function removeUploads(db: Db, storage: FileStorage, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const rows = await db
    .select({ id: uploads.id, path: uploads.path })
    .from(uploads)
    .where(inArray(uploads.id, [...ids]));
  for (const row of rows) {
    await storage.remove(row.path);
    await db.delete(uploads).where(eq(uploads.id, row.id));
  }
}

/** The upload id in a sensitive file's address (/files/<id>), or null. */
export function fileUploadId(url: string): number | null {
  const m = url.match(/\/files\/(\d+)$/);
  return m ? Number(m[1]) : null;
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
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(cond, eq(uploads.ownerId, ownerId), eq(uploads.kind, kind)))
    .limit(1);
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
  await db
    .update(uploads)
    .set({ attached: false })
    .where(and(eq(uploads.ownerId, ownerId), which));
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

/**
 * The file of a multipart request (its name cut to 100 characters, its bytes; the last one when several) and its
 * text fields. A file over the size limit is refused with `tooBig`, any other failure to read with 上传失败，请重试.
 */
export async function multipartFile(req: FastifyRequest, tooBig: () => Error) {
  let data: Buffer | null = null;
  let fileName = '';
  const fields: Record<string, string> = {};
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        fileName = part.filename.slice(0, 100);
        data = await part.toBuffer();
      } else fields[part.fieldname] = String(part.value);
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooBig();
    throw fail('上传失败，请重试');
  }
  return { data, fileName, fields };
}

/** The demo content's own pictures, shipped with the site. */
const DEMO_IMAGE_PATH = /^\/demo\/[\w\-./]+\.(svg|png|jpe?g|webp)$/;

/**
 * Images staff content refers to (a cover, the images of a rich-text body): each one the item already had
 * (`kept`), a picture of the demo content, or an image uploaded by staff as a site image; anything else is
 * refused (returns false, nothing changed). The uploads are marked attached, so the purge of abandoned
 * uploads leaves them.
 */
export async function attachStaffImages(db: Db, urls: readonly string[], kept: ReadonlySet<string> = new Set()): Promise<boolean> {
  const fresh = [...new Set(urls.filter((u) => u && !kept.has(u)))];
  if (fresh.some((u) => !PUBLIC_UPLOAD_PATH.test(u) && !DEMO_IMAGE_PATH.test(u))) return false;
  const paths = fresh.filter((u) => PUBLIC_UPLOAD_PATH.test(u)).map((u) => `public/${PUBLIC_UPLOAD_PATH.exec(u)![1]}`);
  if (!paths.length) return true;
  const found = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(inArray(uploads.path, paths), eq(uploads.kind, STAFF_IMAGE_KIND)));
  if (found.length !== paths.length) return false;
  await db
    .update(uploads)
    .set({ attached: true })
    .where(
      inArray(
        uploads.id,
        found.map((r) => r.id),
      ),
    );
  return true;
}

/** The upload kind of staff content images. */
export const STAFF_IMAGE_KIND: UploadKind = 'site_image';
