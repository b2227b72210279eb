import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import * as uploadsCalls from '../../shared/calls/uploads';
import { uploads } from '../db/schema/index';
import type { TestApp } from './harness';

/** A multipart body as a browser sends it: the `name` field, then the file. */
export function multipart(fields: Record<string, string>, file?: { filename: string; contentType: string; data: Buffer }) {
  const boundary = `----portal${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
    );
    parts.push(file.data, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A small real JPEG carrying EXIF metadata (camera make and GPS-like fields). */
export async function jpegWithExif(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .withExif({ IFD0: { Make: 'PhoneCam', Model: 'X1', Copyright: 'GPS 30.19N 120.19E' } })
    .jpeg()
    .toBuffer();
}

export async function png(): Promise<Buffer> {
  return sharp({ create: { width: 8, height: 8, channels: 3, background: '#ff0000' } })
    .png()
    .toBuffer();
}

/** What the image upload (shared/calls/uploads.ts `upload`) answers: the stored image's address. */
export type UploadAnswer = { code: number; msg: string; data: { url: string } };

/** Uploads a small JPEG photo with EXIF (jpegWithExif) as `token`, its kind the form's `name`: the upload's answer. */
export async function uploadJpeg(t: TestApp, token: string, name: string, filename = `${name}.jpg`): Promise<UploadAnswer> {
  const { payload, headers } = multipart({ name }, { filename, contentType: 'image/jpeg', data: await jpegWithExif() });
  return (await t.app.inject({ method: 'POST', url: uploadsCalls.upload.path, payload, headers: { ...headers, token } })).json();
}

/** The upload an address /files/<id> names. */
export const uploadIdOf = (url: string) => Number(url.match(/\/files\/(\d+)$/)![1]);

/** Whether the upload at `url` is attached to a record (the purge of abandoned uploads keeps it); undefined once gone. */
export async function uploadAttached(t: TestApp, url: string): Promise<boolean | undefined> {
  const [row] = await t.database.db
    .select({ attached: uploads.attached })
    .from(uploads)
    .where(eq(uploads.id, uploadIdOf(url)));
  return row?.attached;
}
