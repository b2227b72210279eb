import { inflateRawSync } from 'node:zlib';
import { and, eq, sql } from 'drizzle-orm';
import {
  POLICY_FILE_MAX_BYTES,
  POLICY_FILE_TYPES,
  POLICY_MSG,
  PolicyState,
  type PolicyFileExt,
} from '../../../shared/contracts/policies-admin';
import type { Db } from '../../db/client';
import { policies, uploads } from '../../db/schema/index';
import { fail } from '../../lib/errors';

/** The upload kind of policy attachments (kept out of UPLOAD_KINDS: the image upload call must not take it). */
export const POLICY_FILE_KIND = 'policy_file';

/**
 * Where an attachment is served: /files/policy/<upload id> (under /files/, so a content editor's session is read
 * for a preview, and the answer is never cached: unpublishing takes it off at once).
 */
export const policyFileHref = (id: number) => `/files/policy/${id}`;
export const POLICY_FILE_HREF = /^\/files\/policy\/(\d{1,10})$/;

const PDF = Buffer.from('%PDF-');
/** The compound-file (OLE2) signature of .doc and .xls. */
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** The main part's content type an Office Open XML package must declare in [Content_Types].xml. */
const OOXML_MAIN: Partial<Record<PolicyFileExt, string>> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
};

/** [Content_Types].xml is small; a larger one (or a larger inflated one) is not a real package. */
const CONTENT_TYPES_MAX = 1024 * 1024;

/** The extension of a file name if it is an attachment type, else null. */
export function policyFileExt(fileName: string): PolicyFileExt | null {
  const ext = /\.([a-z]+)$/i.exec(fileName.trim())?.[1]?.toLowerCase();
  return ext && Object.hasOwn(POLICY_FILE_TYPES, ext) ? (ext as PolicyFileExt) : null;
}

/** The text of one entry of a zip archive, found through its central directory; null when absent or unreadable. */
export function zipEntryText(data: Buffer, name: string): string | null {
  // End of central directory: at least 22 bytes from the end, at most 22 + 65 535 (the comment).
  const from = Math.max(0, data.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = data.length - 22; i >= from; i--) {
    if (data.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const entries = data.readUInt16LE(eocd + 10);
  let p = data.readUInt32LE(eocd + 16);
  for (let n = 0; n < entries; n++) {
    if (p + 46 > data.length || data.readUInt32LE(p) !== 0x02014b50) return null;
    const method = data.readUInt16LE(p + 10);
    const size = data.readUInt32LE(p + 20);
    const nameLen = data.readUInt16LE(p + 28);
    const extraLen = data.readUInt16LE(p + 30);
    const commentLen = data.readUInt16LE(p + 32);
    const local = data.readUInt32LE(p + 42);
    const entry = data.subarray(p + 46, p + 46 + nameLen).toString('utf8');
    p += 46 + nameLen + extraLen + commentLen;
    if (entry !== name) continue;
    if (size > CONTENT_TYPES_MAX || local + 30 > data.length || data.readUInt32LE(local) !== 0x04034b50) return null;
    const start = local + 30 + data.readUInt16LE(local + 26) + data.readUInt16LE(local + 28);
    const body = data.subarray(start, start + size);
    try {
      if (method === 0) return body.toString('utf8');
      if (method === 8) return inflateRawSync(body, { maxOutputLength: CONTENT_TYPES_MAX }).toString('utf8');
    } catch {
      return null;
    }
    return null;
  }
  return null;
}

/**
 * Accepts a policy attachment judged by its content, not its name or declared type: PDF by its header, .doc/.xls
 * as a compound file (OLE2), .docx/.xlsx as a zip whose [Content_Types].xml declares a Word / Excel main part.
 * An .exe renamed .pdf (or anything else) is refused with a Chinese message; so is a file over POLICY_FILE_MAX_BYTES.
 */
export function checkPolicyFile(fileName: string, data: Buffer): { ext: PolicyFileExt; mime: string } {
  const ext = policyFileExt(fileName);
  if (!ext) throw fail(POLICY_MSG.fileType);
  if (data.length === 0) throw fail(POLICY_MSG.fileEmpty);
  if (data.length > POLICY_FILE_MAX_BYTES) throw fail(POLICY_MSG.fileTooLarge);
  const starts = (magic: Buffer) => data.length >= magic.length && data.subarray(0, magic.length).equals(magic);
  let ok = false;
  if (ext === 'pdf') ok = starts(PDF);
  else if (ext === 'doc' || ext === 'xls') ok = starts(OLE2);
  else ok = starts(ZIP) && (zipEntryText(data, '[Content_Types].xml')?.includes(OOXML_MAIN[ext]!) ?? false);
  if (!ok) throw fail(POLICY_MSG.fileMismatch);
  return { ext, mime: POLICY_FILE_TYPES[ext] };
}

/** Records an uploaded attachment (public path, not encrypted: it is meant for the public once published). */
export async function insertPolicyFile(db: Db, ownerId: number, path: string, bytes: number, now: Date) {
  const [row] = await db
    .insert(uploads)
    .values({ ownerId, kind: POLICY_FILE_KIND, path, sensitive: false, encrypted: false, bytes, createdAt: now })
    .returning();
  return row!;
}

/** A policy attachment by upload id, or undefined. */
export async function findPolicyFile(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, id), eq(uploads.kind, POLICY_FILE_KIND)))
    .limit(1);
  return row;
}

/**
 * A published policy that lists the attachment (its files, for the file's name), or undefined. A containment test
 * on policies.files, which has no index: one scan of the published policies per download (see the issue note).
 */
export async function publishedPolicyListing(db: Db, href: string) {
  const [listed] = await db
    .select({ files: policies.files })
    .from(policies)
    .where(and(eq(policies.status, PolicyState.PUBLISHED), sql`${policies.files} @> ${JSON.stringify([{ file_href: href }])}::jsonb`))
    .limit(1);
  return listed;
}
